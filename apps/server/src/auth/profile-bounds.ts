import { EMAIL_MAX_LENGTH } from "@bihe/shared";
import { ACCOUNT_IMAGE_MAX_LENGTH, ACCOUNT_NAME_MAX_LENGTH } from "@bihe/shared/contracts";
import { APIError } from "better-auth/api";

/**
 * Better Auth stores the name, email and picture address of an account as sent (a sign-up once
 * kept a name of 990,000 characters): these bounds hold wherever it creates or changes a user.
 */
export const NAME_MESSAGE = `Please enter a name of at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`;
const EMAIL_MESSAGE = "Please enter a valid email address";
const IMAGE_MESSAGE = `Please use a picture address of at most ${ACCOUNT_IMAGE_MAX_LENGTH.toLocaleString("en")} characters.`;

const tooLong = (value: unknown, max: number) => value != null && (typeof value !== "string" || value.length > max);

/** Refuses (400) a user's fields, before they are stored, when one is not text of a bounded length. */
export function refuseUnboundedProfile(fields: { name?: unknown; email?: unknown; image?: unknown }): void {
  if (tooLong(fields.name, ACCOUNT_NAME_MAX_LENGTH)) throw new APIError("BAD_REQUEST", { message: NAME_MESSAGE });
  if (tooLong(fields.email, EMAIL_MAX_LENGTH)) throw new APIError("BAD_REQUEST", { message: EMAIL_MESSAGE });
  if (tooLong(fields.image, ACCOUNT_IMAGE_MAX_LENGTH)) throw new APIError("BAD_REQUEST", { message: IMAGE_MESSAGE });
}
