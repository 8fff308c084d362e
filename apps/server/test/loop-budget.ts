/**
 * The event-loop budget of issue 13 item 1, measured with perf_hooks.monitorEventLoopDelay around
 * each request sent in process.
 *
 * The machine is shared: the OS can pause a process for longer than the budget whatever it runs.
 * So a request counts as holding the loop only when the delay and the CPU it used both reach the
 * budget, in each of three tries (a request that computes for 100 ms does so every time; a pause of
 * the machine does not repeat on the same request). On an idle machine the delay alone decides.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

export const BUDGET_MS = 100;
const TRIES = 3;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Measured = { status: number; body: string; delayMs: number; cpuMs: number };

/** Runs `send` (one request through app.inject) and measures the loop's longest delay and the CPU used meanwhile. */
export async function inProcess(send: () => Promise<{ statusCode: number; body: string }>): Promise<Measured> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpu = process.cpuUsage();
  const res = await send();
  await sleep(12); // one more sample after the answer
  delay.disable();
  const used = process.cpuUsage(cpu);
  return { status: res.statusCode, body: res.body, delayMs: delay.max / 1e6, cpuMs: (used.user + used.system) / 1000 };
}

/** True when a measurement is over the budget by both the delay and the CPU. */
export const holds = (m: Measured) => m.delayMs >= BUDGET_MS && m.cpuMs >= BUDGET_MS;

/** Measures, again up to three times while the measurement is over the budget; the best try. */
export async function measure(run: () => Promise<Measured>): Promise<Measured> {
  let best = await run();
  for (let again = 1; again < TRIES && holds(best); again++) {
    const next = await run();
    if (next.delayMs < best.delayMs) best = next;
  }
  return best;
}
