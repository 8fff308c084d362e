import { fileSizeMessage, MAX_IMAGE_BYTES, NO_VENDOR_PROFILE, normalizeVendorType } from "@bihe/shared";
import { mediaContracts as contracts } from "@bihe/shared/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerOf } from "../../../auth/guards";
import { ownVendorOf, requireVendor, vendorOf } from "../../../auth/vendor";
import { vendorProfiles } from "../../../db/schema";
import { badRequest, notFound } from "../../../lib/errors";
import { route } from "../../../lib/route";
import { windowCounter } from "../../../lib/window-limiter";
import { deleteDraftMedia, listDraftMedia, storeDraftImage, sweepOrphanedDraftMedia } from "./draft-media";
import { tooManyUploads, UPLOAD_QUOTAS } from "./quotas";
import {
  deleteVendorUpload,
  listVendorUploads,
  storeVendorImage,
  UPLOAD_FILE_TYPES,
  type UploadFileType,
} from "./service";
import { orderTopPhotos } from "./top-photos";

/** Reads a little more than the limit so the message can say how big the file really was. */
const READ_LIMIT = 25 * 1024 * 1024;

/**
 * Whose pictures these are: the caller's vendor profile, or, for a vendor account before its first
 * submit, the account's draft media (docs/decisions/0020). An admin has neither: 'No vendor profile found'.
 */
function mediaOwner(request: FastifyRequest) {
  const vendor = ownVendorOf(request);
  if (vendor) return { vendor, draft: null };
  const caller = callerOf(request);
  if (caller.role !== "vendor") throw notFound(NO_VENDOR_PROFILE);
  return { vendor: null, draft: { userId: caller.id, vendorType: normalizeVendorType(caller.vendorType) } };
}
type MediaOwner = ReturnType<typeof mediaOwner>;

export async function mediaRoutes(app: FastifyInstance) {
  const vendorOnly = { preHandler: requireVendor() };
  // Drafts of accounts that never submitted are swept every few hours (and once soon after start).
  const sweepDrafts = () =>
    void sweepOrphanedDraftMedia(app).catch((err) => app.log.warn({ err }, "draft media sweep failed"));
  const sweepTimer = setInterval(sweepDrafts, 6 * 60 * 60_000);
  const firstSweep = setTimeout(sweepDrafts, 60_000);
  sweepTimer.unref();
  firstSweep.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweepTimer);
    clearTimeout(firstSweep);
  });
  // Before the first submit a vendor account's pictures are its draft media, so a reload keeps them.
  const vendorOrDraft = { preHandler: requireVendor({ optional: true }) };
  const listOf = (owner: MediaOwner) =>
    owner.vendor ? listVendorUploads(app, app.db, owner.vendor.id) : listDraftMedia(app, app.db, owner.draft.userId);
  // Per account, every attempt counts: each one may cost a second of image processing.
  const perUser = windowCounter(app.counters, { name: "uploads", ...UPLOAD_QUOTAS.perUser });

  route(app, contracts.list, vendorOrDraft, async (request, reply) => {
    const owner = mediaOwner(request);
    reply.header("cache-control", "no-store");
    return { uploads: await listOf(owner) };
  });

  /** multipart: fileType (card_image | banner_image | portfolio_image | top_photo) and file. */
  // The body is multipart (read below as a stream), so the contract declares no JSON body.
  route(app, contracts.upload, vendorOrDraft, async (request) => {
    const userId = callerOf(request).id;
    const { vendor, draft } = mediaOwner(request);
    if (app.config.rateLimits) {
      if (await perUser.full(userId)) throw tooManyUploads();
      await perUser.count(userId);
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
    if (!vendor) {
      const upload = await storeDraftImage(app, {
        userId: draft.userId,
        vendorType: draft.vendorType,
        fileType: fileType as UploadFileType,
        buffer: file.buffer,
        fileName: file.fileName,
      });
      return { upload };
    }
    const upload = await storeVendorImage(app, {
      vendorId: vendor.id,
      vendorType: vendor.vendorType,
      slug: vendor.slug,
      fileType: fileType as UploadFileType,
      buffer: file.buffer,
      fileName: file.fileName,
    });
    return { upload };
  });

  route(app, contracts.remove, vendorOrDraft, async (request) => {
    const { vendor, draft } = mediaOwner(request);
    if (vendor) await deleteVendorUpload(app, vendor.id, request.params.id);
    else await deleteDraftMedia(app, draft.userId, request.params.id);
    return { ok: true } as const;
  });

  route(app, contracts.order, vendorOrDraft, async (request) => {
    const owner = mediaOwner(request);
    const target = owner.vendor ? { vendorId: owner.vendor.id } : { userId: owner.draft.userId };
    await orderTopPhotos(app, target, request.body.top);
    return { uploads: await listOf(owner) };
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
