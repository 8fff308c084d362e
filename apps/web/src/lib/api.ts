import type { ApiError } from "@bihe/shared";
import { localizeServerMessage } from "../i18n/validation";

/** An API failure carrying the server's message (shown to the user as is) and field errors. */
export class ApiRequestError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
    /** A 429's Retry-After: the seconds before trying again is worth it. */
    public retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The API said there is no such thing (an unknown vendor, place or district): not a failure to show as one. */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

type Options = Omit<RequestInit, "body"> & {
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
};

/** The one way the web app talks to the server: JSON in, JSON out, cookies included. */
export async function api<T>(path: string, { body, query, headers, ...init }: Options = {}): Promise<T> {
  let url = path;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }
  const isForm = body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: "same-origin",
      ...init,
      headers: { ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}), ...headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(
      0,
      "NETWORK",
      localizeServerMessage("Could not reach the server. Check your connection and try again."),
    );
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const err = (data as ApiError | null)?.error;
    // Shared-schema and server messages are English spec texts; shown in Nepali when Nepali is chosen.
    const fields = err?.fields
      ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, localizeServerMessage(v)]))
      : undefined;
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new ApiRequestError(
      res.status,
      err?.code ?? "HTTP_ERROR",
      localizeServerMessage(err?.message ?? res.statusText),
      fields,
      retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiRequestError && err.message ? err.message : fallback;
