import { systemRefs } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { contractQuery } from "./call-api";

export type { SiteSettings } from "@bihe/shared";

/** Marketplace settings (site name, contact phone); the site name falls back to Bihe. */
export function useSettings() {
  return useQuery(contractQuery(systemRefs.settings));
}

export function useSiteName(): string {
  return useSettings().data?.siteName ?? "Bihe";
}
