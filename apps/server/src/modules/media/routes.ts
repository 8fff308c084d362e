import { fileSizeMessage, MAX_IMAGE_BYTES } from "@bihe/shared";
import { mediaContracts as contracts } from "@bihe/shared/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { callerOf } from "../../auth/guards";
import { requireVendor, vendorOf } from "../../auth/vendor";
import { vendorProfiles } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { route } from "../../lib/route";
import { windowCounter } from "../../lib/window-limiter";
import { tooManyUploads, UPLOAD_QUOTAS } from "./quotas";
import {
  deleteVendorUpload,
  listVendorUploads,
  storeVendorImage,
  UPLOAD_FILE_TYPES,
  type UploadFileType,
} from "./service";

/** Reads a little more than the limit so the message can say how big the file really was. */
const READ_LIMIT = 25 * 1024 * 1024;

export async function mediaRoutes(app: FastifyInstance) {
  // Uploads need the caller's vendor profile: before it exists the web holds previews (404 here).
  const vendorOnly = { preHandler: requireVendor() };
  // Per account, every attempt counts: each one may cost a second of image processing.
  const perUser = windowCounter(UPLOAD_QUOTAS.perUser);

  route(app, contracts.list, vendorOnly, async (request, reply) => {
    const vendor = vendorOf(request);
    reply.header("cache-control", "no-store");
    return { uploads: await listVendorUploads(app, app.db, vendor.id) };
  });

  /** multipart: fileType (card_image | banner_image | portfolio_image | top_photo) and file. */
  // The body is multipart (read below as a stream), so the contract declares no JSON body.
  route(app, contracts.upload, vendorOnly, async (request) => {
    const userId = callerOf(request).id;
    const vendor = vendorOf(request);
    if (app.config.rateLimits) {
      if (perUser.full(userId)) throw tooManyUploads();
      perUser.count(userId);
    }
    if (!request.isMultipart()) throw badRequest("Please select a file to upload");
    let fileType: string | undefined;
    let file: { buffer: Buffer; fileName: string } | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: READ_LIMIT, files: 1 } })) {
        if (part.type === "field") {
          if (part.fieldname === "fileType") fileType = String(part.value);
        } else if (part.fieldname === "file" && !file) {
          file = { buffer: await part.toBuffer(), fileName: part.filename };
        } else {
          await part.toBuffer();
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") {
        throw badRequest(fileSizeMessage(Number(request.headers["content-length"] ?? READ_LIMIT)));
      }
      throw badRequest("The upload could not be read. Please try again.");
    }
    fileType ??= (request.query as { fileType?: string } | undefined)?.fileType;
    if (!fileType || !UPLOAD_FILE_TYPES.includes(fileType as UploadFileType)) throw badRequest("Unknown file type");
    if (!file || file.buffer.length === 0) throw badRequest("Please select a file to upload");
    if (file.buffer.length > MAX_IMAGE_BYTES) throw badRequest(fileSizeMessage(file.buffer.length));
    const upload = await storeVendorImage(app, {
      vendorId: vendor.id,
      vendorStatus: vendor.status,
      vendorType: vendor.vendorType,
      slug: vendor.slug,
      fileType: fileType as UploadFileType,
      buffer: file.buffer,
      fileName: file.fileName,
    });
    return { upload };
  });

  route(app, contracts.remove, vendorOnly, async (request) => {
    const vendor = vendorOf(request);
    await deleteVendorUpload(app, vendor.id, request.params.id);
    return { ok: true } as const;
  });

  route(app, contracts.driveLink, vendorOnly, async (request) => {
    const vendor = vendorOf(request);
    const link = request.body.googleDriveLink.trim() || null;
    await app.db
      .update(vendorProfiles)
      .set({ googleDriveLink: link, updatedAt: new Date() })
      .where(eq(vendorProfiles.id, vendor.id));
    return { googleDriveLink: link };
  });
}
