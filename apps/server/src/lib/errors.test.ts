import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AppError, errorHandler } from "./errors";

/** A Fastify app whose pino log lines are collected, with one route that throws what it is given. */
async function appThrowing(error: Error) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: "error", stream } });
  app.setErrorHandler(errorHandler);
  app.get("/boom", async () => {
    throw error;
  });
  const res = await app.inject({ method: "GET", url: "/boom" });
  await app.close();
  return { res, lines };
}

describe("errorHandler", () => {
  it("logs a 5xx the code raised on purpose with its cause, and answers its message", async () => {
    const failed = Object.assign(new AppError(500, "SAVE_FAILED", "Contacts: could not be saved."), {
      original: new Error("duplicate key value violates unique constraint"),
    });
    const { res, lines } = await appThrowing(failed);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe("SAVE_FAILED");
    expect(JSON.stringify(lines)).toContain("duplicate key value violates unique constraint");
  });

  it("logs an unexpected error and answers a generic message", async () => {
    const { res, lines } = await appThrowing(new Error("connection reset"));
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe("An unexpected error occurred. Please try again.");
    expect(JSON.stringify(lines)).toContain("connection reset");
  });

  it("does not log a 4xx the caller can act on", async () => {
    const { res, lines } = await appThrowing(new AppError(400, "BAD_REQUEST", "Name is required"));
    expect(res.statusCode).toBe(400);
    expect(lines).toHaveLength(0);
  });
});
