/**
 * The measure the event-loop tests rely on (test/loop-budget.ts): a request that blocks the loop
 * is seen, whether it blocks at once or after some waiting, and one that waits without blocking is not.
 */
import { describe, expect, it } from "vitest";
import { inProcess, sleep } from "../../test/loop-budget";

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const answer = { statusCode: 200, body: "" };

describe("the loop's delay around one request", () => {
  it("counts a block that starts at once (perf_hooks' histogram missed those) or after a wait", async () => {
    for (const before of [0, 3, 12]) {
      const m = await inProcess(async () => {
        if (before) await sleep(before);
        spin(150);
        return answer;
      });
      expect(m.delayMs, `after ${before} ms`).toBeGreaterThanOrEqual(140);
    }
  });

  it("does not count waiting", async () => {
    const m = await inProcess(async () => {
      await sleep(200);
      return answer;
    });
    expect(m.delayMs).toBeLessThan(100);
  });
});
