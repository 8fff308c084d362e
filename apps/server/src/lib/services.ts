import type { FastifyInstance } from "fastify";

/**
 * What a service may use of the app, named per function: `Uses<"db" | "storage">` is
 * `{ db, storage }`. The app itself fits (routes pass `app`), and so does a plain object in a
 * script or a test, but a service typed this way cannot reach for anything else (auth, the
 * router, hooks): what it depends on is in its signature.
 */
export type Services = Pick<FastifyInstance, "db" | "storage" | "mailer" | "config" | "publicCache" | "log">;
export type Uses<K extends keyof Services> = Pick<Services, K>;
