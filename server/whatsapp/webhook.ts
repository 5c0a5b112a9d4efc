import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { nowIso } from '../lib/clock';
import { joinOrRecordLead } from '../conversations/lead';
import { notifyAssignee } from './notify';
import { parseReference } from '../../src/conversations/reference';
import { incomingMessages, type IncomingMessage } from './parse';

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
 * POSTs whose messages become leads or join the lead with that phone number. Its own raw-body parser (this
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
      if (stored) app.outbox.wake();
      return { error: false, stored };
    });
  });
}

/** Stores one message on its lead (created if the number is new), once per message id; returns 1 if it was new. */
async function storeMessage(app: FastifyInstance, m: IncomingMessage): Promise<number> {
  const ref = parseReference(m.body);
  return app.db.kysely.transaction().execute(async (trx) => {
    const project = ref?.projectId ? await trx.selectFrom('projects').select(['id', 'slug']).where('id', '=', ref.projectId).executeTakeFirst() : null;
    const inserted = await trx
      .insertInto('whatsapp_messages')
      .values({ wa_message_id: m.id, enquiry_id: null, from_phone: m.from, contact_name: m.name, kind: m.kind, body: m.body, project_id: project?.id ?? null, sent_at: m.sentAt, created_at: nowIso() })
      .onConflict((oc) => oc.column('wa_message_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 0; // a repeated delivery of a message already stored
    const lead = await joinOrRecordLead(trx, app.db.dialect, app.config, {
      name: m.name || `WhatsApp +${m.from}`,
      email: '',
      phone: `+${m.from}`,
      project_id: project?.id ?? null,
      source_path: project ? `/project/${project.slug}` : (ref?.path ?? null),
      utm_source: 'whatsapp',
    });
    await trx.updateTable('whatsapp_messages').set({ enquiry_id: lead.id }).where('id', '=', inserted.id).execute();
    // A message joining an existing lead is told to its salesperson (issue 29).
    if (!lead.created) await notifyAssignee(trx, app.config, lead.id, { id: inserted.id, name: m.name, from: m.from, kind: m.kind, body: m.body });
    return 1;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A webhook that proves itself with a signature (not a browser's CSRF token). */
    signedWebhook?: boolean;
  }
}
