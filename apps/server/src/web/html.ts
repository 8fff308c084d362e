import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";

let template: string | undefined;

/** The SPA's index.html for any client-side route. Page-specific meta tags are filled in by `metaFor`. */
export async function renderIndexHtml(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  template ??= await fs.readFile(path.join(app.config.webDist, "index.html"), "utf8");
  const meta = await metaFor(app, request);
  return meta ? template.replace("<!--app-meta-->", meta) : template;
}

/** Open Graph / Twitter tags for pages worth sharing (filled in by the marketplace module). */
export const metaProviders: ((app: FastifyInstance, request: FastifyRequest) => Promise<string | null>)[] = [];

async function metaFor(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  for (const provider of metaProviders) {
    const meta = await provider(app, request);
    if (meta) return meta;
  }
  return null;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
