import { QueryClient } from "@tanstack/react-query";

/** Spec 000 section 9: data is fresh for 5 minutes and not refetched on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, retry: 1 },
  },
});
