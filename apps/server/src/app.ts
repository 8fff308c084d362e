import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type Auth, createAuth } from "./auth/auth";
import { isGuard } from "./auth/guards";
import { refuseForeignOrigins } from "./auth/origins";
import { authRoutes } from "./auth/routes";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { BODY_LIMIT, PUBLIC_BODY_LIMIT } from "./lib/body-limits";
import { CacheInvalidation } from "./lib/cache-invalidation";
import { BROTLI_FAST, sendSharedPage } from "./lib/compressed";
import { type Counters, createCounters } from "./lib/counters";
import { badRequest, errorHandler, notFound } from "./lib/errors";
import { useBoundedJsonParser } from "./lib/json-body";
import { publicChangeScope } from "./lib/public-cache-scope";
import { rateLimitStore } from "./lib/rate-limit-plugin-store";
import { useReadiness } from "./lib/readiness";
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "./lib/text-input";
import { fastifyTrustProxy } from "./lib/trust-proxy";
import { TtlCache } from "./lib/ttl-cache";
import { Mailer } from "./mail/outbox";
import { modules } from "./modules";
import { NotificationDeliverer } from "./modules/notifications/deliver";
import { registerOpenApi } from "./modules/openapi/register";
import { getSettings } from "./modules/system/settings";
import { createStorage, type Storage } from "./storage";
import { APP_START_CSP_SOURCE } from "./web/app-start";
import { type PageHeadProvider, renderIndexHtml } from "./web/html";
import { pageHeads } from "./web/page-heads";
import { seoRoutes } from "./web/seo/routes";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: Auth;
    authBaseUrl: string;
    mailer: Mailer;
    /** Every rate limit's counts: shared by the instances on one PostgreSQL server (lib/counters.ts). */
    counters: Counters;
    /** Turns notifications into emails (at once, and the 08:00 Nepal-time digest). */
    notifications: NotificationDeliverer;
    storage: Storage;
    /**
     * Public answers every visitor shares (listing, featured, settings), for a few seconds; a write
     * drops the ones it can change (see lib/public-cache-scope.ts).
     */
    publicCache: TtlCache<unknown>;
    /** What each page writes into its HTML (the providers of web/page-heads/, merged by web/html.ts). */
    pageHeads: PageHeadProvider[];
    /** Every route the app registered (method + url), for the authorization matrix test. */
    routeList: { method: string; url: string }[];
  }
}

/** Helmet's headers that govern a document (HTML page), not a built script, style or font. */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type BuildOptions = { config: Config; database: Database; logger?: boolean | object };

/** Builds the whole app (API + web) on an open database; used by main.ts and by tests. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // Router errors (a malformed %-escape, an over-long path id) answer in the same error shape.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // GET /api/ready turns 503 once a stop is asked for (main.ts, lib/shutdown.ts).
  useReadiness(app);
  // JSON nested deeper or spread wider than a real body is a 400 before it is parsed.
  useBoundedJsonParser(app);

  const mailer = new Mailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log as never });
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("mailer", mailer);
  const counters = createCounters(database);
  app.decorate("counters", counters);
  app.addHook("onClose", async () => counters.stop());
  app.decorate("storage", createStorage(config));
  app.decorate("authBaseUrl", config.publicUrl ?? `http://localhost:${config.port}`);
  app.decorate(
    "auth",
    createAuth({
      db: database.db,
      config,
      mailer,
      counters,
      siteName: async () => (await getSettings(database.db)).siteName,
    }),
  );
  app.decorateRequest("caller", null);
  // At most 500 answers and 4,000 in weight (about 65 first listing pages, some 20 MB): a flood of
  // different listings cannot grow the process (see lib/ttl-cache.ts).
  const publicCache = new TtlCache<unknown>(5_000, 500, 4_000);
  app.decorate("publicCache", publicCache);
  app.decorate("pageHeads", [...pageHeads]);
  // A successful write drops the shared answers it can change, before its answer leaves (so the
  // writer's next read sees the change): a vendor's write only those showing that vendor.
  // On a PostgreSQL server the other instances drop the same answers (lib/cache-invalidation.ts).
  const invalidation = new CacheInvalidation(publicCache, database, app.log);
  await invalidation.start();
  app.addHook("onClose", async () => invalidation.stop());
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return payload;
    const scope = await publicChangeScope(app, request).catch(() => "all" as const);
    await invalidation.drop(scope).catch((err) => app.log.warn({ err }, "cache notice not sent"));
    return payload;
  });
  const routeList: { method: string; url: string }[] = [];
  app.decorate("routeList", routeList);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routeList.push({ method, url: route.url });
    // Who is asking is checked before the body is read: a stranger gets 401/403, not a 400 that
    // would describe the expected payload, and a stranger's body costs nothing to parse.
    const handlers = [route.preHandler ?? []].flat();
    const guards = handlers.filter(isGuard);
    if (guards.length) {
      route.preHandler = handlers.filter((h) => !isGuard(h));
      route.onRequest = [...[route.onRequest ?? []].flat(), ...guards] as typeof route.onRequest;
    }
    // Anyone may send to a route that checks no caller (no guard, no check of its own before
    // validation): its body is a small form (see lib/body-limits.ts).
    else if (!route.preValidation) route.bodyLimit ??= PUBLIC_BODY_LIMIT;
  });
  mailer.start();
  app.addHook("onClose", async () => mailer.stop());
  const notifications = new NotificationDeliverer(database.db, mailer, {
    baseUrl: app.authBaseUrl,
    log: app.log as never,
  });
  app.decorate("notifications", notifications);
  // Tests drive it with their own clock; a running server ticks for the digests.
  if (config.env !== "test") notifications.start();
  // A write may have notified someone: email them now rather than at the next tick.
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) notifications.kick();
  });
  app.addHook("onClose", async () => notifications.stop());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the app's start after the first paint (web/app-start.ts).
        scriptSrc: ["'self'", APP_START_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Media may come from a CDN or the bucket (MEDIA_PUBLIC_URL).
        imgSrc: ["'self'", "data:", "blob:", ...(config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["https://www.google.com", "https://maps.google.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  // JSON answers and pages compressed on the fly (the listing is ~40 KB raw, ~6 KB compressed: a
  // second on a slow phone). Brotli at quality 3 (lib/compressed.ts): faster than gzip, as small.
  // Answers compressed ahead (built assets, the locations tree) carry their encoding and pass through.
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: BROTLI_FAST,
  });
  await app.register(rateLimit, { global: false, store: rateLimitStore(counters) });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 20 } });

  // Text the database cannot store (NUL, unpaired surrogates) is a 400 before any handler runs.
  app.addHook("preValidation", async (request) => {
    if (hasUnstorableText(request.body) || hasUnstorableText(request.query) || hasUnstorableText(request.params)) {
      throw badRequest(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  // State-changing requests from another site are refused (cookies are SameSite=Lax too).
  app.addHook("onRequest", refuseForeignOrigins(config));

  // Before any route: the OpenAPI description collects routes as they are registered.
  await registerOpenApi(app);
  await app.register(authRoutes);
  for (const mod of modules) await app.register(mod);
  await app.register(seoRoutes);

  const hasWeb = fs.existsSync(path.join(config.webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=300");
        // A script, style or font is not a document: the page's policies (about 1 KB of headers) only
        // weighed down each of a page's thirty-odd asset answers on a slow phone. nosniff stays.
        if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing API route, file or built asset is a 404: the app's HTML in its place would only
    // confuse a browser (a module script answered with text/html) or a client of the API.
    if (
      request.url.startsWith("/api/") ||
      request.url.startsWith("/media/") ||
      request.url.startsWith("/assets/") ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      throw notFound("Not found");
    }
    if (!hasWeb) return reply.status(404).type("text/plain").send("The web app is not built. Run npm run build.");
    // 404 for an address the app has no page for, or an unknown or non-public vendor or place.
    const page = await renderIndexHtml(app, request);
    reply.status(page.status).type("text/html; charset=utf-8").header("cache-control", "no-cache");
    return sendSharedPage(request, reply, page);
  });
  return app;
}
