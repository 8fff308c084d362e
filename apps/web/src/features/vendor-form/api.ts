import type { VendorApplication, VendorUploadInfo } from "@bihe/shared";
import { vendorFormContracts as contracts, mediaContracts } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiRequestError } from "../../lib/api";
import { callApi, contractQuery } from "../../lib/call-api";

export const statusKey = contracts.status.queryKey({});

export function useApplication() {
  return useQuery({
    ...contractQuery(contracts.application),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

export function useFormStatus() {
  return useQuery({ ...contractQuery(contracts.status), staleTime: 0 });
}

export type UploadFileType = VendorUploadInfo["fileType"];

export const vendorFormApi = {
  /** `version`: the saved application's version the wizard loaded (the draft keeps the first one). */
  saveDraft: (step: number, data: Record<string, unknown>, version: number | null, keepalive = false) =>
    callApi(contracts.saveDraft, { body: { step, data, version } }, { keepalive }),
  /** Sent with the version it is based on: a newer saved one (an admin's edit) answers 409. */
  submit: (application: VendorApplication, version: number | null) =>
    callApi(contracts.submit, { body: { ...application, version } }),
  deleteDraft: () => callApi(contracts.discardDraft),
  deleteUpload: (id: string) => callApi(mediaContracts.remove, { params: { id } }),
  listUploads: () => callApi(mediaContracts.list),
  /** Issue 16 item 6: the top photos, in order (at most 10). */
  orderTopPhotos: (top: string[]) => callApi(mediaContracts.order, { body: { top } }),
  saveDriveLink: (googleDriveLink: string) => callApi(mediaContracts.driveLink, { body: { googleDriveLink } }),
};

/** Uploads one image with progress (fetch has no upload progress; XMLHttpRequest does). */
export function uploadImage(
  fileType: UploadFileType,
  file: File,
  onProgress: (percent: number) => void,
): Promise<VendorUploadInfo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(mediaContracts.upload.method, mediaContracts.upload.path);
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
