// node scripts/blocking.mjs <url>[,<url>…] [slowdown=4 | sim:N] [loads=5]: loads a page in Debian's Chromium at
// phone size with the CPU slowed down, several times (a cold cache each time), and prints for each load the main
// thread's work after the first paint until the network is quiet: the time in tasks of 8 ms or more, the tasks of
// 50 ms or more and the part of them beyond 50 ms (what Lighthouse counts as blocking), and which API requests the
// page made; then each address's median blocking time (in sim mode also from the tasks' thread times, the steadier
// figure on a busy host). For comparing two builds of one page on one machine (docs/performance.md); Lighthouse
// (npm run lighthouse) gives the budgets.
import { chromium } from "@playwright/test";

const [url, slowdownArg = "4", loads = "5"] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/blocking.mjs <url>[,<url>…] [slowdown | sim:slowdown] [loads]");
  process.exit(1);
}
// sim:7 does what Lighthouse's simulation does instead of slowing the CPU down: it loads the page at the host's speed
// and multiplies each task's time by 7 before taking what is beyond 50 ms (so React's 5 ms slices count as 35 ms).
const simulated = slowdownArg.startsWith("sim:");
const slowdown = Number(simulated ? slowdownArg.slice(4) : slowdownArg);
/** A task's time as the slowed-down phone would spend it, µs. */
const onPhone = (us) => (simulated ? us * slowdown : us);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const ms = (us) => Math.round(us / 1000);

/**
 * One load of a page with a cold cache: its blocking time after the first paint from wall times and (sim mode) from
 * thread times, with the thread time of its tasks of 8 ms or more, µs; null without a first paint.
 */
async function load(address, n) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (!simulated) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  const api = [];
  page.on("request", (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith("/api/")) api.push(pathname + search);
  });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(address, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  // The page's main thread: the renderer main thread that ran the most (an about:blank renderer runs too).
  const busy = (t) =>
    events.reduce((a, e) => a + (e.pid === t.pid && e.tid === t.tid && e.name === "RunTask" ? (e.dur ?? 0) : 0), 0);
  const [main] = events
    .filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain")
    .sort((a, b) => busy(b) - busy(a));
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  if (!fcp) return null;
  const after = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === "RunTask" && e.ts > fcp.ts);
  // What Lighthouse counts, from the tasks' wall times; and, in sim mode, the same from their thread times, which
  // leave out the moments the host ran something else: on a busy host the wall figures of one build's loads spread
  // over a factor of five, the thread figures far less (docs/performance.md, "Page speed").
  const measure = (time) => {
    const tasks = after.filter((e) => onPhone(time(e)) >= 8000);
    const long = tasks.filter((t) => onPhone(time(t)) >= 50000);
    return {
      total: tasks.reduce((a, t) => a + onPhone(time(t)), 0),
      tasks: tasks.length,
      long: long.length,
      blocking: long.reduce((a, t) => a + onPhone(time(t)) - 50000, 0),
    };
  };
  const wall = measure((e) => e.dur ?? 0);
  const thread = simulated ? measure((e) => e.tdur ?? e.dur ?? 0) : null;
  console.log(
    `${address} load ${n}: after the first paint ${ms(wall.total)} ms in ${wall.tasks} tasks of 8 ms or more; ${wall.long} of 50 ms or more, blocking ${ms(wall.blocking)} ms${thread ? ` (thread time: ${ms(thread.total)} ms, blocking ${ms(thread.blocking)} ms)` : ""}; asked ${api.join(" ")}`,
  );
  return { wall: wall.blocking, thread: thread?.blocking, threadTotal: thread?.total };
}

// Several addresses (two builds of a page on two ports) are loaded in turn, so a change in the host's speed
// during the run weighs on each alike.
const addresses = url.split(",");
const results = new Map(addresses.map((a) => [a, []]));
for (let n = 1; n <= Number(loads); n++) {
  for (const address of addresses) {
    let result = null;
    // A trace without the page's first paint (a busy machine): the load is made again.
    for (let attempt = 0; result === null && attempt < 3; attempt++) result = await load(address, n);
    if (result !== null) results.get(address).push(result);
  }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ms(sorted[Math.floor(sorted.length / 2)]);
};
for (const [address, all] of results) {
  const thread = simulated
    ? `; thread time ${median(all.map((r) => r.threadTotal))} ms, blocking on it ${median(all.map((r) => r.thread))} ms`
    : "";
  console.log(`${address}: median over ${all.length} loads: blocking ${median(all.map((r) => r.wall))} ms${thread}`);
}
await browser.close();
