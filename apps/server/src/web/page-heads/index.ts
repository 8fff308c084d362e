import type { PageHeadProvider } from "../html";
import { languageHead } from "./language";
import { marketplacePageHeads } from "./marketplace";
import { placeHead } from "./place";
import { settingsHead } from "./settings";
import { shortlistPageHead } from "./shortlist";

/**
 * What each page brings in its first bytes, merged in this order by `web/html.ts` (a later head's
 * title or status wins): the settings every page shows, the marketplace's pages (/, the listings,
 * /vendor/:id), the reading language's texts and font, the place pages, the shortlist and compare.
 */
export const pageHeads: PageHeadProvider[] = [
  settingsHead,
  ...marketplacePageHeads,
  languageHead,
  placeHead,
  shortlistPageHead,
];
