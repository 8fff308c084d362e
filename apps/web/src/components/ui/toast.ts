/**
 * Toasts with the spec's title + message pairs. sonner loads on demand (with its
 * <Toaster>, see app.tsx), so a visitor's first page does not download it.
 */
const sonner = () => import("sonner");

export const notify = {
  success: (title: string, description?: string) =>
    void sonner().then(({ toast }) => toast.success(title, { description })),
  error: (title: string, description?: string) =>
    void sonner().then(({ toast }) => toast.error(title, { description })),
  info: (title: string, description?: string) => void sonner().then(({ toast }) => toast(title, { description })),
};
