import type { VendorApplication, VendorApplicationResponse, VendorFormStatus, VendorUploadInfo } from "@bihe/shared";
import { useQuery } from "@tanstack/react-query";
import { api, ApiRequestError } from "../../lib/api";

export const applicationKey = ["vendor-application"] as const;
export const statusKey = ["vendor-form-status"] as const;

export function useApplication() {
  return useQuery({
    queryKey: applicationKey,
    queryFn: () => api<VendorApplicationResponse>("/api/vendor/application"),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

export function useFormStatus() {
  return useQuery({ queryKey: statusKey, queryFn: () => api<VendorFormStatus>("/api/vendor/status"), staleTime: 0 });
}

export type UploadFileType = VendorUploadInfo["fileType"];

export const vendorFormApi = {
  /** `version`: the saved application's version the wizard loaded (the draft keeps the first one). */
  saveDraft: (step: number, data: unknown, version: number | null, keepalive = false) =>
    api<{ ok: true; savedAt: string }>("/api/vendor/draft", {
      method: "PUT",
      body: { step, data, version },
      keepalive,
    }),
  /** Sent with the version it is based on: a newer saved one (an admin's edit) answers 409. */
  submit: (application: VendorApplication, version: number | null) =>
    api<{ vendorId: string; created: boolean; status: "pending"; version: number }>("/api/vendor/application", {
      method: "POST",
      body: { ...application, version },
    }),
  deleteDraft: () => api<{ ok: true }>("/api/vendor/draft", { method: "DELETE" }),
  deleteUpload: (id: string) => api(`/api/vendor/media/${id}`, { method: "DELETE" }),
  saveDriveLink: (googleDriveLink: string) =>
    api<{ googleDriveLink: string | null }>("/api/vendor/drive-link", { method: "PUT", body: { googleDriveLink } }),
};

/** Uploads one image with progress (fetch has no upload progress; XMLHttpRequest does). */
export function uploadImage(
  fileType: UploadFileType,
  file: File,
  onProgress: (percent: number) => void,
): Promise<VendorUploadInfo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/vendor/media");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { upload?: VendorUploadInfo; error?: { code: string; message: string } } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.upload) {
        onProgress(100);
        resolve(body.upload);
      } else {
        reject(
          new ApiRequestError(xhr.status, body?.error?.code ?? "HTTP_ERROR", body?.error?.message ?? "Upload failed"),
        );
      }
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, "NETWORK", "Could not reach the server. Check your connection and try again."));
    const form = new FormData();
    form.append("fileType", fileType);
    form.append("file", file);
    xhr.send(form);
  });
}
