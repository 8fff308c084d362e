/**
 * Toasts with the spec's title + message pairs. sonner (and its <Toaster>, see app.tsx) loads with the first
 * toast, so a visitor who never gets one never downloads it. sonner drops a toast sent before its Toaster
 * listens, so the first toast waits until the Toaster has mounted.
 */
type Sonner = typeof import("sonner");

let sonnerReady: Promise<Sonner> | undefined;
let markMounted: (() => void) | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** For app.tsx: whether a toast was asked for yet (the Toaster mounts only then). */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
};

/** Called by app.tsx once sonner's Toaster listens. */
export const toasterMounted = () => markMounted?.();

function sonner(): Promise<Sonner> {
  if (!sonnerReady) {
    const mounted = new Promise<void>((resolve) => {
      markMounted = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
    sonnerReady = Promise.all([import("sonner"), mounted]).then(([module]) => module);
  }
  return sonnerReady;
}

export const notify = {
  success: (title: string, description?: string) =>
    void sonner().then(({ toast }) => toast.success(title, { description })),
  error: (title: string, description?: string) =>
    void sonner().then(({ toast }) => toast.error(title, { description })),
  info: (title: string, description?: string) => void sonner().then(({ toast }) => toast(title, { description })),
};
