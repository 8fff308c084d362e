import path from "node:path";
import { trimTrailing, UNLOCK_CAP_PER_CUSTOMER } from "@bihe/shared";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./lib/trust-proxy";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** The settings the server reads from its environment (documented in .env.example). */
const schema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Bihe <no-reply@bihe.local>"),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: bool.optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if (parsed && typeof parsed === "object" && "error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  RATE_LIMITS: bool.default(true),
  UNLOCK_CAP_PER_IP: z.coerce.number().int().min(1).max(100_000).optional(),
  FIRST_SCREEN: bool.default(true),
  LOG_LEVEL: z.string().default("info"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  MEDIA_PUBLIC_URL: z.string().url().optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

/** An S3-compatible bucket for media (storage/s3.ts). */
export type S3Config = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path (MinIO, most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
};

export type Config = {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  seedDemo: boolean;
  authSecret: string;
  /** Which proxies may name the client's address (lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  rateLimits: boolean;
  /** The server draws a marketplace page's first screen (web/first-screen.ts); off, the browser draws it all. */
  firstScreen: boolean;
  logLevel: string;
  /** Media in an S3-compatible bucket (S3_BUCKET set), else on the local disk. */
  s3?: S3Config;
  /** Where browsers load media from (a CDN or the bucket), instead of /media/ on this server. */
  mediaPublicUrl?: string;
  /** After SIGTERM: serve this long while not ready, then close within the deadline (lib/shutdown.ts). */
  shutdown: { graceMs: number; deadlineMs: number };
  webDist: string;
  /** Test servers only (NODE_ENV=test): a cheap password hash (auth/test-password-hash.ts). */
  cheapPasswordHash: boolean;
  /** Tests only: smaller daily unlock caps (docs/decisions/0018); the product uses UNLOCK_CAP_* of @bihe/shared. */
  unlockCaps?: { perCustomer: number; perIp: number };
};

/** Parses the environment once; everything else receives a Config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.AUTH_SECRET) {
    throw new Error("AUTH_SECRET (32+ characters) is required when NODE_ENV=production");
  }
  // Sign-in only trusts this origin in production, and review links and QR codes are built from it.
  if (isProduction && !e.PUBLIC_URL) {
    throw new Error("PUBLIC_URL (the site's address, e.g. https://bihe.com.np) is required when NODE_ENV=production");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Outside production the server answers only this machine unless HOST says otherwise: a
    // development server (demo accounts, the /dev/mailbox with everyone's codes) started by
    // mistake on a public machine must not be reachable from the network.
    host: e.HOST || (isProduction ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    seedDemo: e.SEED_DEMO ?? !isProduction,
    // Development only: a fixed secret so sessions survive restarts. Production must set AUTH_SECRET.
    authSecret: e.AUTH_SECRET ?? "bihe-development-secret-do-not-use-in-production",
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    unlockCaps: e.UNLOCK_CAP_PER_IP ? { perCustomer: UNLOCK_CAP_PER_CUSTOMER, perIp: e.UNLOCK_CAP_PER_IP } : undefined,
    firstScreen: e.FIRST_SCREEN,
    logLevel: e.LOG_LEVEL,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL === undefined ? undefined : trimTrailing(e.MEDIA_PUBLIC_URL, "/"),
    // In production the proxy needs a moment to move traffic away; a development server stops at once.
    shutdown: { graceMs: e.SHUTDOWN_GRACE_MS ?? (isProduction ? 5_000 : 0), deadlineMs: e.SHUTDOWN_DEADLINE_MS },
    webDist: path.resolve(import.meta.dirname, "../../web/dist"),
    cheapPasswordHash: e.NODE_ENV === "test",
    ...overrides,
  };
}

/** Every setting's name: what a deployment's environment files may set (deploy/, checked by scripts/deploy-files.test.mjs). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);
