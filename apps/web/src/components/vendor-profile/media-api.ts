import type { VendorUploadInfo } from "@bihe/shared";
import { mediaContracts } from "@bihe/shared/contracts";
import { ApiRequestError } from "../../lib/api";
import { callApi } from "../../lib/call-api";

/**
 * A vendor's pictures (the wizard's media step, and a hall's or decorator's form): before
 * the first submit they are the account's draft media, after it the vendor's uploads.
 */
export type UploadFileType = VendorUploadInfo["fileType"];

export const mediaApi = {
  deleteUpload: (id: string) => callApi(mediaContracts.remove, { params: { id } }),
  listUploads: () => callApi(mediaContracts.list),
  /** The top photos, in order (at most 10; docs/decisions/0020). */
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
