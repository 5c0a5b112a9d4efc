import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Mail } from './messages';
import type { MailOutcome } from '../../src/mailOutcome';
import { whatsappSender } from './whatsappSend';

const BATCH = 10;
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface OutboxRow {
  id: number;
  channel: 'email' | 'webhook' | 'whatsapp';
  idempotency_key: string;
  payload: string;
  attempts: number;
}

/** `X-Oasis-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as payment providers sign. */
export function webhookSignature(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** Wait before attempt n+1: base x 2^(n-1), at most an hour, with up to 20 % jitter so retries do not march in step. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3600_000);
  return Math.round(delay * (1 + Math.random() * 0.2));
}

export type Send = (row: OutboxRow) => Promise<void>;
/** Each channel's sender; e-mail is null when no mail server is set (SMTP_URL): its deliveries are then kept. */
export type Senders = { email: Send | null; webhook: Send; whatsapp: Send };
/** A sender throws an error with `permanent: true` when trying again cannot help (the receiver refused it for good). */
const isPermanent = (err: unknown) => (err as { permanent?: unknown } | null)?.permanent === true;

/**
 * What becomes of an e-mail written now (issue 37 item 20): 'queued' when a mail server is set (the worker sends it),
 * 'kept' otherwise (it waits in the back-office mailbox). Visitor answers carry it so the site says only what is true.
 */
export const mailOutcome = (config: Pick<Config, 'smtpUrl'>): MailOutcome => (config.smtpUrl ? 'queued' : 'kept');

/**
 * An outbox e-mail as it goes on the wire (and as the back-office mailbox shows it): From is MAIL_FROM, the
 * idempotency key is the Message-ID (a receiver that sees the same message twice can tell), extra headers are
 * checked to be single lines.
 */
export function outgoingMessage(config: Pick<Config, 'publicUrl' | 'mailFrom'>, row: Pick<OutboxRow, 'idempotency_key' | 'payload'>) {
  const mail = JSON.parse(row.payload) as Mail;
  const domain = new URL(config.publicUrl).hostname || 'oasis.invalid';
  const headers = mail.headers ?? {};
  for (const [name, value] of Object.entries(headers)) if (!/^[A-Za-z0-9-]{1,60}$/.test(name) || /[\r\n]/.test(value)) throw new Error(`the header ${JSON.stringify(name.slice(0, 60))} is not a single line`);
  return { from: config.mailFrom, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, icalEvent: mail.icalEvent, headers, messageId: `<${row.idempotency_key}@${domain}>` };
}

/** The senders for each channel, built from the configuration (nodemailer over SMTP_URL; fetch for the webhook and WhatsApp). */
export function senders(config: Config, db?: Db): Senders {
  const smtpUrl = config.smtpUrl;
  // nodemailer is loaded with the first e-mail sent, not at start: a server without SMTP_URL never needs it, and
  // one at rest holds about 3 MB less (issue 13).
  let transport: Promise<Transporter> | null = null;
  return {
    email: smtpUrl
      ? async (row) => {
          transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
          await (await transport).sendMail(outgoingMessage(config, row));
        }
      : null,
    webhook: async (row) => {
      if (!config.webhookUrl) throw new Error('WEBHOOK_URL is not set');
      const body = row.payload;
      const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': row.idempotency_key, 'user-agent': 'OasisInvest-Webhook/1' };
      if (config.webhookSecret) headers['x-oasis-signature'] = webhookSignature(config.webhookSecret, body);
      const res = await fetch(config.webhookUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), redirect: 'error' });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`the receiver answered ${res.status}`);
    },
    // WhatsApp both ways (issue 40): the Graph API, with the message's row kept in step (server/outbox/whatsappSend.ts).
    whatsapp: db
      ? whatsappSender(db, config)
      : async () => {
          throw new Error('WhatsApp messages are sent by the outbox worker');
        },
  };
}

/**
 * Takes up to BATCH due deliveries for this worker: pending ones whose time has come, and ones another worker
 * took but did not finish within its lease (OUTBOX_LEASE_MS: a crash, kill -9). On PostgreSQL, FOR UPDATE SKIP LOCKED lets several instances
 * claim at once without taking the same row; SQLite has one writer at a time, so the update is the claim.
 */
export async function claimDue(db: Db, leaseMs: number, now = new Date()): Promise<OutboxRow[]> {
  const nowText = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const due = db.kysely
    .selectFrom('outbox')
    .select('id')
    .where((eb) => eb.or([eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowText)]), eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowText)])]))
    .orderBy('id')
    .limit(BATCH)
    .$if(db.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
  return (await db.kysely
    .updateTable('outbox')
    .set({ status: 'sending', locked_until: until, updated_at: nowText })
    .where('id', 'in', due)
    .returning(['id', 'channel', 'idempotency_key', 'payload', 'attempts'])
    .execute()) as OutboxRow[];
}

/** Delivers what is due, recording each outcome; returns how many were attempted. */
export async function deliverDue(db: Db, config: Config, send: Senders, log: { warn(msg: string): void; error(msg: string): void }): Promise<number> {
  const rows = await claimDue(db, config.outboxLeaseMs);
  await Promise.all(
    rows.map(async (row) => {
      const attempts = row.attempts + 1;
      const sender = send[row.channel];
      if (!sender) {
        // No mail server: the e-mail is kept, not tried (no attempt counted), until staff send it from the mailbox.
        const now = new Date().toISOString();
        await db.kysely.updateTable('outbox').set({ status: 'kept', locked_until: null, last_error: null, updated_at: now }).where('id', '=', row.id).where('status', '=', 'sending').execute();
        return;
      }
      try {
        await sender(row);
        const now = new Date().toISOString();
        await db.kysely.updateTable('outbox').set({ status: 'sent', attempts, sent_at: now, locked_until: null, last_error: null, updated_at: now }).where('id', '=', row.id).execute();
      } catch (err) {
        const message = failureText(err);
        const failed = isPermanent(err) || attempts >= config.outboxMaxAttempts;
        const now = Date.now();
        await db.kysely
          .updateTable('outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            last_error: message,
            locked_until: null,
            next_attempt_at: new Date(now + (failed ? 0 : retryDelayMs(attempts, config.outboxBaseDelayMs))).toISOString(),
            updated_at: new Date(now).toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
        (failed ? log.error : log.warn)(`${row.channel} delivery ${row.idempotency_key} ${failed ? `failed for good after ${attempts} attempts` : `attempt ${attempts} failed, retrying`}: ${message}`);
      }
    }),
  );
  return rows.length;
}

/** What went wrong, for a person: fetch's "fetch failed" carries the reason (ECONNREFUSED, a timeout) in its cause. */
function failureText(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 500);
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  const text = err.name === 'TimeoutError' ? 'the receiver did not answer in time' : err.message === 'fetch failed' && detail ? `could not reach the receiver (${detail})` : err.message;
  return text.slice(0, 500);
}

/** Counts for the dashboard and /metrics: deliveries waiting and deliveries given up on. */
export async function outboxBacklog(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db.kysely.selectFrom('outbox').select(['status', sql<number>`count(*)`.as('n')]).where('status', 'in', ['pending', 'sending', 'failed']).groupBy('status').execute();
  const count = (s: string) => rows.filter((r) => r.status === s).reduce((a, r) => a + Number(r.n), 0);
  return { pending: count('pending') + count('sending'), failed: count('failed') };
}
