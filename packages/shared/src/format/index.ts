/**
 * Numbers, money and dates in the reader's language: one module for the web app, emails and PDFs.
 * English keeps today's display (`Rs. 1,20,000`, `15 Mangsir 2083`, `22 Nov 2026`); Nepali writes
 * Devanagari digits with the same lakh/crore grouping (`रु. १,२०,०००`), Nepali month and weekday
 * names (`७ मंसिर २०८३`, `आइतबार`). Built on money.ts (grouping) and calendar.ts (BS conversion).
 */
export * from "./dates";
export * from "./default-texts";
export * from "./event-names";
export * from "./numbers";
export * from "./place-names";
