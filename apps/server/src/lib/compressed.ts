import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Brotli at quality 4: near gzip's speed on answers made per request, and smaller output. */
export const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Sends a body compressed as the client accepts (brotli, else gzip, else as is). For answers
 * the compression plugin does not see: the app's HTML comes from the not-found handler.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.header("vary", "accept-encoding");
  const accept = String(request.headers["accept-encoding"] ?? "");
  if (body.length < 1024) return reply.send(body);
  if (/\bbr\b/.test(accept))
    return reply.header("content-encoding", "br").send(zlib.brotliCompressSync(body, BROTLI_FAST));
  if (/\bgzip\b/.test(accept)) return reply.header("content-encoding", "gzip").send(zlib.gzipSync(body));
  return reply.send(body);
}
