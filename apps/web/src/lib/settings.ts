import { useQuery } from "@tanstack/react-query";
import { api } from "./api";

export type SiteSettings = { siteName: string; contactPhone: string };

/** Marketplace settings (site name, contact phone); the site name falls back to Bihe. */
export function useSettings() {
  return useQuery({ queryKey: ["settings"], queryFn: () => api<SiteSettings>("/api/settings") });
}

export function useSiteName(): string {
  return useSettings().data?.siteName ?? "Bihe";
}
