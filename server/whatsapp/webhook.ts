import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { conversationRoutes } from './conversation';
import { sendRoutes } from './send';
import { templateRoutes } from './templates';
import { incomingMessages, incomingStatuses } from './parse';
import { storeMessage, storeStatus } from './store';

/** Meta's deliveries are a few kilobytes; anything far larger is not one. */
const BODY_LIMIT = 256 * 1024;
const PATH = '/api/webhooks/whatsapp';

/** Equal strings, compared in constant time (different lengths are simply unequal). */
function sameSecret(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y) && a.length === b.length;
}

/** X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256 of the raw body keyed with the app secret. */
export function validSignature(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m) return false;
  const expected = crypto.createHmac('sha256', secret).update(raw).digest();
  return crypto.timingSafeEqual(Buffer.from(m[1], 'hex'), expected);
}

/**
 * The WhatsApp Business Platform (Cloud API) webhook (issue 29): the GET verification handshake, and signed
 * POSTs whose messages become leads or join the lead of that verified number, and whose delivery statuses are kept
 * (issue 37); staff read a lead's conversation at GET /api/enquiries/:id/whatsapp. Its own raw-body parser (this
 * plugin only): the signature is checked on the exact bytes before anything is parsed.
 */
export default async function whatsappWebhook(app: FastifyInstance) {
  const { whatsappVerifyToken: verifyToken, whatsappAppSecret: appSecret } = app.config;

  app.get<{ Querystring: Record<string, string | undefined> }>(PATH, async (request, reply) => {
    const q = request.query;
    if (!verifyToken || q['hub.mode'] !== 'subscribe' || typeof q['hub.verify_token'] !== 'string' || !sameSecret(q['hub.verify_token'], verifyToken)) {
      request.log.warn('WhatsApp webhook verification refused');
      return reply.status(403).send({ error: true, message: 'Verification failed' });
    }
    // The challenge goes back as it came (text), as Meta expects.
    return reply.type('text/plain').send(String(q['hub.challenge'] ?? '').slice(0, 200));
  });

  await app.register(conversationRoutes);
  await app.register(sendRoutes);
  await app.register(templateRoutes);

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(PATH, { bodyLimit: BODY_LIMIT, config: { signedWebhook: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!appSecret || !validSignature(appSecret, raw, request.headers['x-hub-signature-256'])) {
        // Logged without the body or the signature: only that it was refused, and from where.
        request.log.warn({ ip: request.ip, bytes: raw.length, signed: typeof request.headers['x-hub-signature-256'] === 'string' }, appSecret ? 'WhatsApp webhook refused: bad signature' : 'WhatsApp webhook refused: WHATSAPP_APP_SECRET is not set');
        return reply.status(401).send({ error: true, message: 'Invalid signature' });
      }
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON');
      }
      let stored = 0;
      for (const message of incomingMessages(payload)) stored += await storeMessage(app, message);
      let statuses = 0;
      for (const status of incomingStatuses(payload)) statuses += await storeStatus(app, status);
      if (stored) app.outbox.wake();
      return { error: false, stored, statuses };
    });
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A webhook that proves itself with a signature (not a browser's CSRF token). */
    signedWebhook?: boolean;
  }
}
