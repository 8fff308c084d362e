/**
 * The query of a request URL ('/a?b=1' -> b=1). Not `new URL(request.url, base)`: a path that
 * starts with '//' ('//', '////…') reads as an address without a host there, and throws (a 500).
 */
export function searchParamsOf(url: string): URLSearchParams {
  const at = url.indexOf("?");
  return new URLSearchParams(at < 0 ? "" : url.slice(at + 1));
}
