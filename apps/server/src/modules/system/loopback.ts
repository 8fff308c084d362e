import type { FastifyRequest } from "fastify";
import { notFound } from "../../lib/errors";

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/i;

/** Whether an IP address is this computer's own (127.0.0.0/8 or ::1, IPv4-mapped or not). */
export const isLoopbackAddress = (address: string | undefined) => !!address && LOOPBACK_ADDRESS.test(address);

/**
 * Answers 404 unless the request comes from this computer: the connection's own peer address
 * (not a forwarded one a client can write), the client address Fastify derived, and the Host
 * header (a web page on another name resolving to 127.0.0.1, DNS rebinding, cannot read it) all
 * have to be loopback.
 */
export async function refuseUnlessLoopback(request: FastifyRequest) {
  const local =
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    LOOPBACK_HOST.test(request.headers.host ?? "");
  if (!local) throw notFound("Not found");
}
