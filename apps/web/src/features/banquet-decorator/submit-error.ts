import { notify } from "../../components/ui/toast";
import { ApiRequestError } from "../../lib/api";

/** The spec's failure toast: title per form, the server's message (or the generic one) below. */
export function notifySubmitError(err: unknown, title: string, loginMessage: string, unexpected: string) {
  if (err instanceof ApiRequestError && err.status === 401) return notify.error(title, loginMessage);
  notify.error(title, err instanceof ApiRequestError && err.message ? err.message : unexpected);
}

/** The server's field messages land on their fields (react-hook-form paths are the server's). */
export function showFieldErrors(err: unknown, setError: (name: never, error: { message: string }) => void) {
  if (!(err instanceof ApiRequestError) || !err.fields) return;
  for (const [name, message] of Object.entries(err.fields)) setError(name as never, { message });
}
