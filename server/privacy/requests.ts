import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { privacyConfirmSchema, privacyRequestSchema, staffPrivacyRequestSchema, type PrivacyRequestKind } from '../../src/schemas/privacy';
import type { LeadType } from '../outbox/messages';
import { LEAD_TABLES } from './registry';
import { confirmationMail } from './messages';
import { languagePrefix, type Language } from '../../src/i18n/languages';
import { escapeHtml } from '../../src/text';
import { HttpError, validated } from '../errors';
import { leadRows, leadScopeOf, leadWithin, type ScopeUser } from '../resources/scope';
import { hashToken } from '../lib/digest';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';
import { mailOutcome, senders } from '../outbox/outbox';
import { enqueue } from '../outbox/queue';
import { takeUnsolicitedMail } from '../mail-cap/cap';
import { emailHash, ERASED_EMAIL, eraseSubject, exportSubject, scrubText, subjectByEmail, subjectOfLead } from './subject';

const LEAD_TABLE = Object.fromEntries(LEAD_TABLES.map((t) => [t.lead, t.table])) as Record<LeadType, string>;

/** How long a confirmation link works, and the time the law gives to answer a confirmed request. */
export const CONFIRM_LINK_HOURS = 24;
export const REQUEST_DUE_DAYS = 30;
export const REQUEST_RECEIVED = 'Thank you. If this address is yours, you will receive an e-mail with a link to confirm your request.';
export const REQUEST_CONFIRMED = 'Your request is confirmed. We will answer it within 30 days.';
const LINK_INVALID = 'This confirmation link has already been used or has expired. Please send your request again.';

/**
 * A person's requests (issue 24, item 2): a visitor asks on /privacy-policy for a copy or the erasure of their
 * data; a link e-mailed to that address confirms it (nothing happens without it); staff then export or erase
 * everything the personal-data registry (server/privacy/registry.ts) lists for that address.
 */
export default async function privacyRequestRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  const limit = app.config.enquiryRateLimit;
  const publicForm = { bodyLimit: PUBLIC_FORM_BODY_LIMIT, ...(limit > 0 ? { config: { rateLimit: { max: limit, timeWindow: 60_000 } } } : {}) };
  const mail = senders(app.config).email;

  app.post('/api/privacy/requests', publicForm, async (request, reply) => {
    const form = await validated(privacyRequestSchema, request.body);
    const now = new Date();
    // Public-form abuse (issue 37): a request still waiting for its link is not mailed again, and the confirmation is
    // one of the address's unsolicited e-mails of the day; either way the answer is the same, so it tells nothing.
    const waiting = await db.selectFrom('privacy_requests').select('id').where('email_hash', '=', emailHash(form.email)).where('kind', '=', form.kind).where('status', '=', 'unconfirmed').where('token_expires_at', '>', now.toISOString()).executeTakeFirst();
    if (waiting || !(await takeUnsolicitedMail(app.db.kysely, form.email, now))) return reply.status(202).send({ error: false, message: REQUEST_RECEIVED, mail: mailOutcome(app.config) });
    const token = crypto.randomBytes(24).toString('base64url');
    const row = await db
      .insertInto('privacy_requests')
      .values({
        kind: form.kind,
        email: form.email,
        email_hash: emailHash(form.email),
        lang: form.lang,
        status: 'unconfirmed',
        token_hash: hashToken(token),
        token_expires_at: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3600_000).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = `${app.config.publicUrl}${languagePrefix(form.lang as Language)}/privacy-policy?privacy_token=${token}#privacy-request`;
    const { subject, text } = confirmationMail(form.lang as Language, form.kind as PrivacyRequestKind, link, CONFIRM_LINK_HOURS);
    const message = { to: [form.email], subject, text, html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` };
    if (!mail) {
      // No mail server (issue 37 item 20): the e-mail waits in the back-office mailbox; the answer says it was not sent.
      await enqueue(app.db.kysely, { type: 'privacy_request', id: row.id }, [{ channel: 'email', purpose: 'confirm', payload: message }]);
      app.outbox.wake();
      return reply.status(202).send({ error: false, message: REQUEST_RECEIVED, mail: mailOutcome(app.config) });
    }
    try {
      await mail({ id: row.id, channel: 'email', idempotency_key: `privacy-${row.id}-confirm`, attempts: 0, payload: JSON.stringify(message) });
    } catch (err) {
      request.log.warn({ err: (err as Error).message }, 'privacy request: the confirmation e-mail could not be sent');
      await db.deleteFrom('privacy_requests').where('id', '=', row.id).execute();
      throw new HttpError(503, 'We could not send the confirmation e-mail. Please try again in a few minutes.');
    }
    request.log.info({ privacyRequestId: row.id }, 'privacy request received');
    return reply.status(202).send({ error: false, message: REQUEST_RECEIVED, mail: mailOutcome(app.config) });
  });

  app.post('/api/privacy/confirm', publicForm, async (request) => {
    const { token } = await validated(privacyConfirmSchema, request.body);
    // One instant: the due date is exactly 30 days after the confirmation.
    const at = Date.now();
    const now = new Date(at).toISOString();
    // One conditional update decides: a used (token gone) or expired link touches nothing.
    const res = await db
      .updateTable('privacy_requests')
      .set({ status: 'confirmed', token_hash: null, token_expires_at: null, confirmed_at: now, due_at: new Date(at + REQUEST_DUE_DAYS * 86_400_000).toISOString(), updated_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('status', '=', 'unconfirmed')
      .where('token_expires_at', '>', now)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(410, LINK_INVALID, { token: LINK_INVALID });
    return { error: false, message: REQUEST_CONFIRMED };
  });

  // A request staff verified themselves, for a lead no e-mail reaches (a lead from WhatsApp): confirmed when recorded.
  app.post('/api/privacy-requests/for-lead', async (request, reply) => {
    app.requirePermission(request, 'privacy-requests.update');
    const form = await validated(staffPrivacyRequestSchema, request.body);
    const type = form.lead_type as LeadType;
    // A lead outside the member's scope (issue 40 item 4) is one that does not exist.
    const scope = await leadScopeOf(db as Kysely<any>, request.staff!);
    const lead = await db.selectFrom(LEAD_TABLE[type]).select(['id', 'email']).where('id', '=', form.lead_id).where(leadRows(scope)).executeTakeFirst();
    if (!lead) throw new HttpError(422, `Lead #${form.lead_id} does not exist`, { lead_id: `Lead #${form.lead_id} does not exist` });
    const email = lead.email && lead.email !== ERASED_EMAIL ? String(lead.email).trim().toLowerCase() : null;
    const at = Date.now();
    const now = new Date(at).toISOString();
    const row = await db
      .insertInto('privacy_requests')
      .values({
        kind: form.kind,
        email,
        // No address: the hash names the lead instead (it is only ever compared, never shown).
        email_hash: emailHash(email ?? `${type}:${lead.id}`),
        lang: 'en',
        status: 'confirmed',
        confirmed_at: now,
        due_at: new Date(at + REQUEST_DUE_DAYS * 86_400_000).toISOString(),
        lead_type: type,
        lead_id: lead.id,
        verified_by: request.staff!.id,
        verified_how: form.verified_how,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.audit(request, 'privacy.record', 'privacy-requests', row.id, { kind: form.kind, lead_type: type, lead_id: lead.id, verified_how: form.verified_how });
    return reply.status(201).send({ error: false, message: 'Privacy request recorded', data: { id: row.id } });
  });

  /** A confirmed request, for a staff action; anything else is a 404 or a 409 saying why. */
  async function confirmedRequest(id: string, user: ScopeUser, kind?: 'erase') {
    if (!/^\d{1,10}$/.test(id)) throw new HttpError(404, 'Privacy request not found');
    const row = await db.selectFrom('privacy_requests').selectAll().where('id', '=', Number(id)).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Privacy request not found');
    // A request staff recorded for a lead is theirs only if the lead is in their scope (issue 40 item 4).
    const table = row.lead_id != null && row.lead_type ? LEAD_TABLE[row.lead_type as LeadType] : undefined;
    const scope = await leadScopeOf(db as Kysely<any>, user);
    if (table && !scope.all) {
      const lead = await (db as Kysely<any>).selectFrom(table).select('assignee_id').where('id', '=', Number(row.lead_id)).executeTakeFirst();
      if (lead && !leadWithin(scope, lead)) throw new HttpError(404, 'Privacy request not found');
    }
    if (row.status === 'unconfirmed') throw new HttpError(409, 'The person has not confirmed this request yet');
    if ((row.kind === 'erase' && row.status === 'done') || (!row.email && row.lead_id == null)) throw new HttpError(409, 'This request has been carried out: its address is no longer held');
    if (kind && row.kind !== kind) throw new HttpError(409, 'This is not an erasure request');
    return row as { id: number; kind: string; email: string | null; status: string; lead_type: LeadType | null; lead_id: number | null; verified_how: string | null };
  }

  /** Whose data a request is about: the lead staff recorded it for, or the address that confirmed it. */
  const subjectOfRequest = async (trx: Kysely<any>, row: Awaited<ReturnType<typeof confirmedRequest>>) => {
    if (row.lead_id != null && row.lead_type) {
      const subject = await subjectOfLead(trx, row.lead_type, row.lead_id);
      if (subject) return subject;
    }
    return subjectByEmail(trx, row.email ?? '');
  };

  // Everything held about the address, as one JSON file, streamed table by table.
  app.get('/api/privacy-requests/:id/export', async (request, reply) => {
    app.requirePermission(request, 'privacy-requests.update');
    const row = await confirmedRequest((request.params as { id: string }).id, request.staff!);
    const subject = await subjectOfRequest(db, row);
    const now = new Date().toISOString();
    if (row.kind === 'export' && row.status !== 'done')
      await db.updateTable('privacy_requests').set({ status: 'done', completed_at: now, completed_by: request.staff!.id, updated_at: now }).where('id', '=', row.id).execute();
    await app.audit(request, 'privacy.export', 'privacy-requests', row.id, { leads: subject.leads.length });
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="personal-data-request-${row.id}.json"`);
    return reply.send(Readable.from(exportSubject(db, subject, { request_id: row.id, email: row.email, ...(row.lead_id != null ? { lead_type: row.lead_type, lead_id: row.lead_id } : {}) })));
  });

  // Erasure: personal fields anonymised everywhere, rows (counts, statistics) kept, the request keeping only a hash.
  app.post('/api/privacy-requests/:id/erase', async (request) => {
    app.requirePermission(request, 'privacy-requests.update');
    const row = await confirmedRequest((request.params as { id: string }).id, request.staff!, 'erase');
    const counts = await db.transaction().execute(async (trx) => {
      const subject = await subjectOfRequest(trx, row);
      const touched = await eraseSubject(trx, subject);
      const now = new Date().toISOString();
      // How staff verified the person stays for accountability, without anything that names them.
      const verifiedHow = row.verified_how == null ? null : scrubText(row.verified_how, subject);
      await trx.updateTable('privacy_requests').set({ email: null, verified_how: verifiedHow, status: 'done', completed_at: now, completed_by: request.staff!.id, result: JSON.stringify(touched), updated_at: now }).where('id', '=', row.id).execute();
      return touched;
    });
    // Recorded without the personal data: which request, by whom, how many rows of each table.
    await app.audit(request, 'privacy.erase', 'privacy-requests', row.id, { rows: counts });
    return { error: false, message: 'Erased', data: { id: row.id, rows: counts } };
  });
}
