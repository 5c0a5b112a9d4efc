import type { FastifyRequest } from 'fastify';

/** Activation links carry a one-time secret in the path or the query: logs keep the shape, not the secret. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/api\/activation\/)[^/?#]+/i, '$1[redacted]')
    // hub.verify_token: WhatsApp's handshake (issue 29); privacy_token: a privacy request's confirmation link (issue 24).
    .replace(/([?&](?:token|activation_token|password|hub\.verify_token|privacy_token)=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request log line with the URL redacted (no headers: they hold bearer tokens and cookies). */
export function requestLogSerializer(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
