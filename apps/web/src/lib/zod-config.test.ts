import { describe, expect, it } from "vitest";

describe("zod configured before it loads", () => {
  it("runs jitless when the setting was seeded before zod was imported", async () => {
    await import("./zod-config");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });
});
