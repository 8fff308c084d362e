// node scripts/blocking.mjs <url>[,<url>…] [slowdown=4 | sim:N] [loads=5]: loads a page in Debian's Chromium at
// phone size with the CPU slowed down, several times (a cold cache each time), and prints for each load the main
// thread's work after the first paint until the network is quiet: the time in tasks of 8 ms or more, the tasks of
// 50 ms or more and the part of them beyond 50 ms (what Lighthouse counts as blocking), and which API requests the
// page made; then each address's median blocking time. For comparing two builds of one page on one machine
// (docs/performance.md); Lighthouse (npm run lighthouse) gives the budgets.
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

/** One load of a page with a cold cache: its blocking time after the first paint, µs, or null without a first paint. */
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
  const tasks = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.name === "RunTask" && e.ts > fcp.ts && onPhone(e.dur) >= 8000,
  );
  const long = tasks.filter((t) => onPhone(t.dur) >= 50000);
  const total = tasks.reduce((a, t) => a + onPhone(t.dur), 0);
  const blocking = long.reduce((a, t) => a + onPhone(t.dur) - 50000, 0);
  console.log(
    `${address} load ${n}: after the first paint ${ms(total)} ms in ${tasks.length} tasks of 8 ms or more; ${long.length} of 50 ms or more, blocking ${ms(blocking)} ms; asked ${api.join(" ")}`,
  );
  return blocking;
}

// Several addresses (two builds of a page on two ports) are loaded in turn, so a change in the host's speed
// during the run weighs on each alike.
const addresses = url.split(",");
const blockings = new Map(addresses.map((a) => [a, []]));
for (let n = 1; n <= Number(loads); n++) {
  for (const address of addresses) {
    let blocking = null;
    // A trace without the page's first paint (a busy machine): the load is made again.
    for (let attempt = 0; blocking === null && attempt < 3; attempt++) blocking = await load(address, n);
    if (blocking !== null) blockings.get(address).push(blocking);
  }
}
for (const [address, all] of blockings) {
  all.sort((a, b) => a - b);
  console.log(`${address}: median blocking over ${all.length} loads: ${ms(all[Math.floor(all.length / 2)])} ms`);
}
await browser.close();
