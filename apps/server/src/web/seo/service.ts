import type { PlaceDirectory, PlaceSummary, VendorType } from "@bihe/shared";
import type { Uses } from "../../lib/services";
import { type Place, places } from "./place-names";
import { type PlaceCount, placeCounts, placeStats } from "./queries";

/** Vendor counts per type and place, shared by the directories and the sitemap (through the 5 s public cache). */
export const placeCountsCached = (app: Uses<"db" | "publicCache">) =>
  app.publicCache.get("place-counts", () => placeCounts(app.db)) as Promise<PlaceCount[]>;

/** What a place page says about its vendors of a type: counts and price range from the data. */
export function placeSummary(
  app: Uses<"db" | "publicCache">,
  place: Place,
  vendorType: VendorType = "wedding_cinematographer",
): Promise<PlaceSummary> {
  return app.publicCache.get(`place:${vendorType}:${place.kind}:${place.id}`, async () => ({
    ...place,
    vendorType,
    ...(await placeStats(app.db, place.kind, place.id, vendorType)),
  })) as Promise<PlaceSummary>;
}

/**
 * 'Browse by district': every province and district with at least one vendor of the type, in the reference order.
 * One object per cached answer, like every answer a page embeds, so the home and place pages drawn from
 * it are kept (web/html.ts, web/first-screen.ts) instead of drawn again for each request.
 */
export const placeDirectory = (app: Uses<"db" | "publicCache">, vendorType: VendorType = "wedding_cinematographer") =>
  app.publicCache.get(`place-directory:${vendorType}`, async () =>
    directoryOf((await placeCountsCached(app)).filter((c) => c.vendorType === vendorType)),
  ) as Promise<PlaceDirectory>;

function directoryOf(counts: PlaceCount[]): PlaceDirectory {
  const countOf = (kind: PlaceCount["kind"], id: number) =>
    counts.find((c) => c.kind === kind && c.id === id)?.vendorCount ?? 0;
  const all = places();
  return {
    provinces: [...all.provinces.values()]
      .map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        vendorCount: countOf("province", p.id),
        districts: [...all.districts.values()]
          .filter((d) => d.province?.id === p.id && countOf("district", d.id) > 0)
          .map((d) => ({ id: d.id, name: d.name, slug: d.slug, vendorCount: countOf("district", d.id) })),
      }))
      .filter((p) => p.districts.length > 0),
  };
}
