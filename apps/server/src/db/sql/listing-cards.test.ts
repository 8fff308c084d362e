import fs from "node:fs";
import path from "node:path";
import { TOP_PHOTOS } from "@bihe/shared";
import { describe, expect, it } from "vitest";

const MIGRATIONS = path.join(import.meta.dirname, "../migrations");

describe("the listing card's pictures come from TOP_PHOTOS", () => {
  it("the newest migration that builds listing_cards takes at most TOP_PHOTOS pictures per card", () => {
    const file = fs
      .readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .reverse()
      .find((f) => /listing_cards/.test(fs.readFileSync(path.join(MIGRATIONS, f), "utf8")));
    expect(file).toBeDefined();
    const text = fs.readFileSync(path.join(MIGRATIONS, file!), "utf8");
    // The trigger SQL cannot read a TypeScript constant: a change of TOP_PHOTOS needs a new migration, and fails here until it has one.
    const limits = [...text.matchAll(/file_type = 'top_photo'\) desc[^;]*?limit (\d+)/gi)].map((m) => Number(m[1]));
    expect(limits.length).toBeGreaterThan(0);
    expect(new Set(limits)).toEqual(new Set([TOP_PHOTOS]));
  });
});
