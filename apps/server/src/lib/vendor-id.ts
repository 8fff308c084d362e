import { isUuid, VENDOR_NOT_FOUND } from "@bihe/shared";
import { notFound } from "./errors";

/** A path's vendor id, lower-cased; a malformed one is simply an unknown vendor (never a database error). */
export function vendorIdOf(request: { params: { id: string } }): string {
  const id = request.params.id;
  if (!isUuid(id)) throw notFound(VENDOR_NOT_FOUND);
  return id.toLowerCase();
}
