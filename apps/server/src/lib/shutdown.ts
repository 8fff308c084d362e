import type { FastifyInstance } from "fastify";

export type ShutdownTimes = {
  /** How long the instance keeps serving after it reports not ready (proxies stop sending meanwhile). */
  graceMs: number;
  /** How long requests still running may take once the listener is closed; the rest are cut. */
  deadlineMs: number;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Stops an instance without dropping what it was asked to do:
 * 1. readiness turns 503 at once (and every answer closes its connection, lib/readiness.ts);
 * 2. it keeps serving for the grace period, so the proxy moves its traffic elsewhere;
 * 3. the listener closes, idle kept-alive connections are closed, running requests finish;
 * 4. at the deadline the connections still open are cut, so a stuck client cannot hold a deploy.
 * Resolves with whether everything finished in time; `closeRest` (the database) runs after.
 */
export async function drainAndClose(
  app: FastifyInstance,
  times: ShutdownTimes,
  closeRest: () => Promise<void>,
): Promise<"closed" | "forced"> {
  app.readiness.drain();
  app.log.info({ graceMs: times.graceMs }, "not ready: draining before close");
  if (times.graceMs > 0) await wait(times.graceMs);
  let outcome: "closed" | "forced" | undefined;
  const closed = app.close().then(() => {
    outcome ??= "closed";
  });
  const deadline = wait(times.deadlineMs).then(() => {
    if (outcome) return;
    outcome = "forced";
    app.log.warn("shutdown deadline reached: closing the connections still open");
    app.server.closeAllConnections();
  });
  await Promise.race([closed, deadline]);
  // After the cut, handlers still waiting on the database get a short moment to fail cleanly.
  if (outcome === "forced") await Promise.race([closed, wait(1_000)]);
  await Promise.race([closeRest(), wait(5_000)]);
  return outcome ?? "forced";
}
