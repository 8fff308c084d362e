import type { Me } from "@bihe/shared";
import { systemContracts } from "@bihe/shared/contracts";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { getCaller } from "../../auth/guards";
import { emailOutbox, vendorProfiles } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { escapeHtml } from "../../lib/escape-html";
import { route } from "../../lib/route";
import { isStorageKey } from "../../storage";
import { refuseUnlessLoopback } from "./loopback";
import { siteSettings } from "./settings";

export async function systemRoutes(app: FastifyInstance) {
  route(app, systemContracts.health, {}, async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    reply.header("cache-control", "no-store");
    return { ok: true } as const;
  });

  // For proxies and orchestrators: a draining instance (lib/readiness.ts) still serves, but asks for no new work.
  route(app, systemContracts.ready, {}, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (app.readiness.draining) throw new AppError(503, "DRAINING", "This instance is shutting down.");
    await app.db.execute(sql`select 1`);
    return { ok: true } as const;
  });

  /** The signed-in user's profile and vendor application (spec 'profiles'). */
  route(app, systemContracts.me, {}, async (request, reply): Promise<Me> => {
    reply.header("cache-control", "no-store");
    const caller = await getCaller(request);
    if (!caller) return null;
    const [vendor] = await app.db
      .select({
        id: vendorProfiles.id,
        status: vendorProfiles.status,
        companyName: vendorProfiles.companyName,
        vendorType: vendorProfiles.vendorType,
      })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, caller.id));
    return { user: caller, vendor: (vendor as NonNullable<Me>["vendor"]) ?? null };
  });

  route(app, systemContracts.settings, {}, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    // Read by every page: shared through the public cache (an admin's save, like any write, empties it).
    return siteSettings(app);
  });

  app.get<{ Params: { "*": string } }>("/media/*", async (request, reply) => {
    const key = request.params["*"];
    // With MEDIA_PUBLIC_URL the files are served from there (a CDN, the bucket), not through Node;
    // a stored /media/ address still works.
    const elsewhere = key && isStorageKey(key) ? app.storage.redirect(key) : null;
    if (elsewhere) return reply.header("cache-control", "public, max-age=86400").redirect(elsewhere, 301);
    const stream = key && isStorageKey(key) ? await app.storage.read(key) : null;
    if (!stream) return reply.status(404).send({ error: { code: "NOT_FOUND", message: "File not found" } });
    return reply
      .type(key.endsWith(".webp") ? "image/webp" : "application/octet-stream")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(stream);
  });

  // The local outbox: only in development and only when no SMTP server is configured.
  if (!app.config.isProduction && app.mailer.usesLocalOutbox) {
    const latest = () => app.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(100);
    // Everyone's sign-up and reset codes are here: only this computer may read them (a server
    // started with HOST=0.0.0.0 for a phone test must not hand them to the network).
    const onlyThisComputer = { onRequest: refuseUnlessLoopback };
    route(app, systemContracts.devMailbox, onlyThisComputer, async () => ({
      emails: (await latest()).map((r) => ({
        ...r,
        attachments: (r.attachments ?? []).map((a) => ({ filename: a.filename })),
        createdAt: r.createdAt.toISOString(),
      })),
    }));
    // A journey cannot wait for the one-minute ticker (and a test server does not start it).
    route(app, systemContracts.devBackground, onlyThisComputer, async () => {
      await app.notifications.run(new Date());
      return { ok: true as const };
    });
    route(app, systemContracts.devMailboxAttachment, onlyThisComputer, async (request, reply) => {
      const { id, index } = request.params;
      const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      const attachment = row?.attachments?.[index];
      const file = attachment ? await app.mailer.renderAttachment(attachment) : null;
      if (!attachment || !file) throw new AppError(404, "NOT_FOUND", "No such attachment");
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${attachment.filename.replace(/[^\w.-]/g, "_")}"`)
        .send(Buffer.from(file));
    });
    route(app, systemContracts.devMailboxPage, onlyThisComputer, async (_request, reply) => {
      const rows = await latest();
      const items = rows
        .map(
          (
            r,
          ) => `<li><div class="meta">${escapeHtml(r.createdAt.toISOString())} to <b>${escapeHtml(r.toAddress)}</b></div>
<div class="subject">${escapeHtml(r.subject)}</div>${r.code ? `<div class="code" data-testid="code">${escapeHtml(r.code)}</div>` : ""}
<pre>${escapeHtml(r.body)}</pre>${(r.attachments ?? [])
            .map(
              (a, i) =>
                `<div class="attachment"><a href="/dev/mailbox/${r.id}/attachments/${i}">${escapeHtml(a.filename)}</a></div>`,
            )
            .join("")}</li>`,
        )
        .join("");
      return reply
        .type("text/html")
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox (development)</title><style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#222}
li{list-style:none;border:1px solid #ddd;border-radius:8px;padding:1rem;margin:0 0 1rem}.meta{color:#666;font-size:.85rem}.subject{font-weight:600;margin:.25rem 0}
.code{font-size:2rem;letter-spacing:.4rem;font-weight:700;color:#9f1239}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Mailbox</h1><p>Emails the app sent, newest first. This page exists only in development without SMTP_URL.</p><ul style="padding:0">${items || "<p>No emails yet.</p>"}</ul></body></html>`);
    });
  }
}
