// node scripts/blocking.mjs <url> [slowdown=4] [loads=5]: loads a page in Debian's Chromium at phone size with the CPU
// slowed down, several times (a cold cache each time), and prints for each load the main thread's work after the first
// paint until the network is quiet: the time in tasks of 8 ms or more, the tasks of 50 ms or more and the part of
// them beyond 50 ms (what Lighthouse counts as blocking), and which API requests the page made; then the median
// blocking time. For comparing two builds of one page on one machine (docs/performance.md); Lighthouse
// (npm run lighthouse) gives the budgets.
import { chromium } from "@playwright/test";

const [url, slowdown = "4", loads = "5"] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/blocking.mjs <url> [slowdown] [loads]");
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const ms = (us) => Math.round(us / 1000);
const blockings = [];
for (let load = 1; load <= Number(loads); load++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(slowdown) });
  const api = [];
  page.on("request", (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith("/api/")) api.push(pathname + search);
  });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  // The page's main thread: the renderer main thread that ran the most (an about:blank renderer runs too).
  const busy = (t) =>
    events.reduce((a, e) => a + (e.pid === t.pid && e.tid === t.tid && e.name === "RunTask" ? (e.dur ?? 0) : 0), 0);
  const [main] = events
    .filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain")
    .sort((a, b) => busy(b) - busy(a));
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  if (!fcp) {
    // A trace without the page's first paint (a busy machine): the load is made again.
    await context.close();
    load--;
    continue;
  }
  const tasks = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.name === "RunTask" && e.ts > fcp.ts && e.dur >= 8000,
  );
  const long = tasks.filter((t) => t.dur >= 50000);
  const total = tasks.reduce((a, t) => a + t.dur, 0);
  const blocking = long.reduce((a, t) => a + t.dur - 50000, 0);
  blockings.push(blocking);
  console.log(
    `load ${load}: after the first paint ${ms(total)} ms in ${tasks.length} tasks of 8 ms or more; ${long.length} of 50 ms or more, blocking ${ms(blocking)} ms; asked ${api.join(" ")}`,
  );
  await context.close();
}
blockings.sort((a, b) => a - b);
console.log(`median blocking over ${blockings.length} loads: ${ms(blockings[Math.floor(blockings.length / 2)])} ms`);
await browser.close();
