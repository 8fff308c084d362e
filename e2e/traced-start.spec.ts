import { expect, test } from "@playwright/test";

/**
 * Traced as Lighthouse traces a page (its categories, with JavaScript stacks), Chromium gives every new error's
 * stack and every `import()` made while the app's code is evaluated their line numbers, parsing again each
 * function on the stack to find them. The entry's top level holds all the app and React DOM's wrapper all of
 * React DOM, so one error made there cost 40-90 ms of the page's longest task, multiplied by the audit's CPU
 * slowdown (decision 0027). The app's start makes none: React DOM's markers are built without a stack and the
 * first texts load from the app's first task, not while its code is evaluated.
 */
const LIGHTHOUSE_CATEGORIES = [
  "disabled-by-default-lighthouse",
  "loading",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "blink.console",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-devtools.timeline.frame",
  "latencyInfo",
  // Not Lighthouse's: the compiler's own events, to see the reparses.
  "disabled-by-default-v8.compile",
];

type TraceEvent = { name: string; pid: number; tid: number; ts: number; dur?: number; ph: string };

test("traced as Lighthouse traces it, evaluating the app's code parses none of it again", async ({
  browser,
  request,
}) => {
  const featured = (await (await request.get("/api/vendors/featured")).json()) as { vendors: { id: string }[] };
  for (const url of ["/photographers?lang=ne", "/", `/vendor/${featured.vendors[0].id}`]) {
    const page = await browser.newPage();
    await browser.startTracing(page, { categories: LIGHTHOUSE_CATEGORIES });
    await page.goto(url);
    await expect(page.locator("#root")).not.toHaveAttribute("aria-disabled"); // the app has taken the page over
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const evaluations = events.filter((e) => e.name === "v8.evaluateModule" && e.ph === "X");
    expect(evaluations.length).toBeGreaterThan(0);
    const reparsed = events
      .filter((e) => e.name === "V8.CollectSourcePositions")
      .filter((e) =>
        evaluations.some((v) => v.pid === e.pid && v.tid === e.tid && e.ts >= v.ts && e.ts <= v.ts + (v.dur ?? 0)),
      )
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    // Before: two reparses of 16-60 ms each on this host; a small function's own is a fraction of a millisecond.
    expect(reparsed / 1000, url).toBeLessThan(5);
    await page.close();
  }
});
