/**
 * A lazy part's loader that starts in a task of its own. React calls a lazy part's loader while it renders, and
 * Vite's loader adds a `<link rel="modulepreload">` for each chunk the part needs that the page has not: on a slow
 * phone about a millisecond of the host's each, one long task inside React's render
 * (docs/decisions/0036-paint-before-the-app.md). For the parts drawn after the first screen (`ClientOnly`).
 */
export function inItsOwnTask<T>(load: () => Promise<T>): () => Promise<T> {
  return () => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);
}
