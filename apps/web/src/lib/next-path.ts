/**
 * The `?next=` path a sign-in or sign-up returns to, checked to be a path on this site:
 * no scheme, no '//' or '\\' that a browser reads as another host (no open redirect).
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || next.length > 500) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  try {
    const url = new URL(next, "https://bihe.invalid");
    if (url.origin !== "https://bihe.invalid") return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** `/login?next=...` (or a sign-up page): the page to come back to, validated again when read. */
export function withNext(page: "/login" | "/signup" | "/customer-signup", next: string | null | undefined): string {
  const safe = safeNext(next);
  return safe ? `${page}?next=${encodeURIComponent(safe)}` : page;
}
