import type { Server } from "node:http";
import net from "node:net";
import type { FastifyInstance } from "fastify";

export type ShutdownTimes = {
  /** How long the instance keeps serving after it reports not ready (proxies stop sending meanwhile). */
  graceMs: number;
  /** How long requests still running may take once the listener is closed; the rest are cut. */
  deadlineMs: number;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** How long connections accepted just before the listener closed get to deliver their request. */
const SETTLE_MS = 1_000;

/**
 * Stops taking connections (a new one is refused, so the proxy sends its request elsewhere, a
 * write included: it was never sent) and lets the ones just accepted be served first. Closing
 * the server at once would also close every connection without a request yet, among them one
 * the proxy has just written a request into: that request would fail after it was sent, which
 * the proxy cannot retry for a write. Node's http close does both; net's close only the first.
 */
async function stopAccepting(server: Server): Promise<void> {
  net.Server.prototype.close.call(server);
  const connections = () => new Promise<number>((resolve) => server.getConnections((_err, n) => resolve(n ?? 0)));
  const until = Date.now() + SETTLE_MS;
  while (Date.now() < until && (await connections()) > 0) await wait(20);
}

/**
 * Stops an instance without dropping what it was asked to do:
 * 1. readiness turns 503 at once (and every answer closes its connection, lib/readiness.ts);
 * 2. it keeps serving for the grace period, so the proxy moves its traffic elsewhere;
 * 3. the listener closes (a moment is left for connections it had just accepted), idle kept-alive
 *    connections are closed, running requests finish;
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
  await stopAccepting(app.server);
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
