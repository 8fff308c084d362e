import type { FastifyRequest } from "fastify";

/** `${PUBLIC_URL || the request's own origin}`: where the links the app hands out (QR codes, feeds) point. */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}
