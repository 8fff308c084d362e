import type { SiteSettings } from "@bihe/shared";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { settings } from "../../db/schema";
import type { Uses } from "../../lib/services";

export type { SiteSettings };

export const DEFAULT_SETTINGS: SiteSettings = { siteName: "Bihe", contactPhone: "+977 980-0000000" };

/** Marketplace settings from the database, falling back to defaults. */
export async function getSettings(db: DbOrTx): Promise<SiteSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.keys(DEFAULT_SETTINGS)));
  // A digits-only phone can come back from jsonb as a number: every setting is text.
  const stored = Object.fromEntries(rows.map((r) => [r.key, typeof r.value === "number" ? String(r.value) : r.value]));
  return { ...DEFAULT_SETTINGS, ...stored } as SiteSettings;
}

/** The settings every page reads, through the public cache (GET /api/settings and the pages' heads share it). */
export const siteSettings = (app: Uses<"db" | "publicCache">) =>
  app.publicCache.get("settings", () => getSettings(app.db)) as Promise<SiteSettings>;
