import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether this instance still wants new traffic (GET /api/ready), see lib/readiness.ts. */
    readiness: Readiness;
  }
}

/**
 * An instance that is about to stop says so first: its readiness answer (GET /api/ready) turns
 * 503 while it still serves every request, so a proxy or orchestrator that checks it stops sending
 * new work before the listener closes (see main.ts and docs/deploy.md). `/api/health` stays about
 * the process and its database, so a draining instance is not mistaken for a broken one.
 */
export class Readiness {
  draining = false;

  drain(): void {
    this.draining = true;
  }
}

/**
 * Decorates the app with its readiness. While draining, every answer closes its connection, so a
 * proxy's kept-alive connections end one by one after a complete exchange instead of being cut
 * idle when the listener closes (a request the proxy writes into a connection at the moment it is
 * closed fails, and a write cannot be retried elsewhere). A new request opens a new connection,
 * which reaches a live instance, or this one until the grace period ends.
 */
export function useReadiness(app: FastifyInstance): Readiness {
  const readiness = new Readiness();
  app.decorate("readiness", readiness);
  app.addHook("onRequest", (_request, reply, done) => {
    if (readiness.draining) reply.header("connection", "close");
    done();
  });
  return readiness;
}
