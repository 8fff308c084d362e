import { notify } from "../../components/ui/toast";
import { ApiRequestError } from "../../lib/api";

/** The spec's failure toast: title per form, the server's message (or the generic one) below. */
export function notifySubmitError(err: unknown, title: string, loginMessage: string, unexpected: string) {
  if (err instanceof ApiRequestError && err.status === 401) return notify.error(title, loginMessage);
  notify.error(title, err instanceof ApiRequestError && err.message ? err.message : unexpected);
}
