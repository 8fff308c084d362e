import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Brotli at quality 3 for answers made per request: on the listing's answers (40 KB of JSON on
 * average) it took 0.6 ms where quality 4 took 1.0 ms and gzip 0.8 ms, for 5 % more bytes than
 * quality 4 and about the same as gzip. Built assets are
 * compressed ahead at quality 11.
 */
export const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };
const MIN_BYTES = 1024;

type Encoding = "br" | "gzip" | null;

function encodingFor(request: FastifyRequest, length: number): Encoding {
  if (length < MIN_BYTES) return null;
  const accept = String(request.headers["accept-encoding"] ?? "");
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
}

/**
 * A body up to this size is compressed on the event loop; a larger one in libuv's thread pool.
 * Handing a body to the pool and its result back cost more CPU than the compression itself here
 * (a 96 KB listing answer: 1.1 ms of CPU in the pool against 0.6 ms on the loop, two cores
 * under nested virtualisation), and under load the two cores are what every request waits for: at
 * 50,000 vendors the random-filter flood went from 118-122 to 144-149 requests a second and the
 * uncached variants' p99 fell by a quarter to a half (docs/performance.md has today's figures).
 * 256 K characters take about 1.5 ms on the loop on that machine; nothing the site
 * sends per request is larger today, the pool is for what may come.
 */
const ON_LOOP_MAX_CHARS = 256 * 1024;

const compressors = {
  br: {
    now: (text: string) => zlib.brotliCompressSync(text, BROTLI_FAST),
    inPool: (text: string) =>
      new Promise<Buffer>((resolve, reject) =>
        zlib.brotliCompress(text, BROTLI_FAST, (err, out) => (err ? reject(err) : resolve(out))),
      ),
  },
  gzip: {
    now: (text: string) => zlib.gzipSync(text),
    inPool: (text: string) =>
      new Promise<Buffer>((resolve, reject) => zlib.gzip(text, (err, out) => (err ? reject(err) : resolve(out)))),
  },
};

function compress(encoding: "br" | "gzip", text: string): Promise<Buffer> {
  const c = compressors[encoding];
  return text.length <= ON_LOOP_MAX_CHARS ? Promise.resolve(c.now(text)) : c.inPool(text);
}

/** Each shared body's text and its compressed forms, made once (dropped with the object it belongs to). */
const prepared = new WeakMap<object, { text: string; br?: Promise<Buffer>; gzip?: Promise<Buffer> }>();

/**
 * Sends an answer that many requests share (from the public cache) as JSON: serialised and
 * compressed once per answer object rather than once per request; concurrent requests for one
 * answer share one compression.
 */
export function sendShared(request: FastifyRequest, reply: FastifyReply, answer: object) {
  reply.type("application/json; charset=utf-8");
  return sendPrepared(request, reply, answer, () => JSON.stringify(answer));
}

/** The same for an answer kept as its JSON text (lib/shared-json.ts). */
export function sendSharedJson(request: FastifyRequest, reply: FastifyReply, answer: { text: string }) {
  reply.type("application/json; charset=utf-8");
  return sendPrepared(request, reply, answer, () => answer.text);
}

/** The same for a page's HTML that many requests share (web/html.ts keeps a drawn page with its answers). */
export function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: { html: string }) {
  return sendPrepared(request, reply, page, () => page.html);
}

async function sendPrepared(request: FastifyRequest, reply: FastifyReply, holder: object, text: () => string) {
  let p = prepared.get(holder);
  if (!p) {
    p = { text: text() };
    prepared.set(holder, p);
  }
  reply.header("vary", "accept-encoding");
  const encoding = encodingFor(request, p.text.length);
  if (!encoding) return reply.send(p.text);
  p[encoding] ??= compress(encoding, p.text);
  return reply.header("content-encoding", encoding).send(await p[encoding]);
}
