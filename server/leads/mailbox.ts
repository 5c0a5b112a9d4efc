import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../errors';
import { hideLinkTokens } from '../lib/linkTokens';
import { nowIso } from '../lib/clock';
import { outgoingMessage } from '../outbox/outbox';

const PAGE_MAX = 100;
const NO_SERVER = 'No mail server is set: start the server with SMTP_URL to send the kept e-mails';

type MailRow = { id: number; idempotency_key: string; lead_type: string; lead_id: number; payload: string; status: string; created_at: string; sent_at: string | null; last_error: string | null };

const positiveId = (raw: string, field = 'id') => {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw new HttpError(400, `The ${field} must be a positive whole number`, { [field]: `The ${field} must be a positive whole number` });
  return Number(raw);
};

/** The files a mail carries: today the calendar invitation of a booking. */
function attachmentsOf(message: ReturnType<typeof outgoingMessage>) {
  const ics = message.icalEvent;
  return ics ? [{ filename: ics.filename, content_type: `text/calendar; charset=utf-8; method=${ics.method}`, content: hideLinkTokens(ics.content) }] : [];
}

/**
 * The back-office mailbox (issue 37 item 20): the e-mails kept while no mail server was set (outbox status 'kept'),
 * each readable with its headers and attachments by owners and admins, and sent (one or all) once SMTP_URL is set.
 * Sending moves a kept row back to 'pending' with one conditional update, so a double click or two admins never
 * send it twice; the worker then delivers it as any other. Link tokens are hidden in everything staff read.
 */
export default async function mailboxRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const emailRow = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<MailRow> => {
    const id = positiveId(request.params.id);
    const row = await db.selectFrom('outbox').select(['id', 'idempotency_key', 'lead_type', 'lead_id', 'payload', 'status', 'created_at', 'sent_at', 'last_error']).where('id', '=', id).where('channel', '=', 'email').executeTakeFirst();
    if (!row) throw notFound('E-mail');
    return row;
  };

  app.get<{ Querystring: { offset?: string; limit?: string } }>('/api/mailbox', async (request) => {
    app.requirePermission(request, 'mailbox.read');
    const offset = request.query.offset === undefined ? 0 : Number(request.query.offset);
    const limit = request.query.limit === undefined ? 25 : Number(request.query.limit);
    if (!Number.isInteger(offset) || offset < 0) throw new HttpError(400, 'offset must be a whole number, 0 or more', { offset: 'offset must be a whole number, 0 or more' });
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) throw new HttpError(400, `limit must be between 1 and ${PAGE_MAX}`, { limit: `limit must be between 1 and ${PAGE_MAX}` });
    const kept = db.selectFrom('outbox').where('channel', '=', 'email').where('status', '=', 'kept');
    const [{ n }, rows] = await Promise.all([
      kept.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      kept.select(['id', 'idempotency_key', 'lead_type', 'lead_id', 'payload', 'created_at']).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    ]);
    return {
      mail_server: !!app.config.smtpUrl,
      total: Number(n),
      data: rows.map((r) => {
        const m = outgoingMessage(app.config, r);
        return { id: r.id, created_at: r.created_at, owner: { type: r.lead_type, id: r.lead_id }, to: m.to, subject: hideLinkTokens(m.subject), attachments: attachmentsOf(m).length };
      }),
    };
  });

  app.get<{ Params: { id: string } }>('/api/mailbox/:id', async (request) => {
    app.requirePermission(request, 'mailbox.read');
    const row = await emailRow(request);
    const m = outgoingMessage(app.config, row);
    return {
      id: row.id,
      status: row.status,
      created_at: row.created_at,
      sent_at: row.sent_at,
      last_error: row.last_error,
      owner: { type: row.lead_type, id: row.lead_id },
      mail_server: !!app.config.smtpUrl,
      // Every header the mail goes out with, in order; extra ones (List-Unsubscribe) carry links, so tokens are hidden.
      headers: [
        ['From', m.from],
        ['To', m.to.join(', ')],
        ...(m.replyTo ? [['Reply-To', m.replyTo]] : []),
        ['Subject', m.subject],
        ['Message-ID', m.messageId],
        ...Object.entries(m.headers),
      ].map(([name, value]) => ({ name, value: hideLinkTokens(value) })),
      text: hideLinkTokens(m.text ?? ''),
      html: hideLinkTokens(m.html ?? ''),
      attachments: attachmentsOf(m).map((a, index) => ({ index, filename: a.filename, content_type: a.content_type, size: Buffer.byteLength(a.content) })),
    };
  });

  app.get<{ Params: { id: string; n: string } }>('/api/mailbox/:id/attachments/:n', async (request, reply) => {
    app.requirePermission(request, 'mailbox.read');
    const row = await emailRow(request);
    const file = /^\d{1,3}$/.test(request.params.n) ? attachmentsOf(outgoingMessage(app.config, row))[Number(request.params.n)] : undefined;
    if (!file) throw notFound('Attachment');
    const ascii = file.filename.replace(/[^\w.-]/g, '_');
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  app.post<{ Params: { id: string } }>('/api/mailbox/:id/send', async (request) => {
    app.requirePermission(request, 'mailbox.send');
    const row = await emailRow(request);
    if (!app.config.smtpUrl) throw new HttpError(409, NO_SERVER);
    const now = nowIso();
    // One conditional update decides: of two clicks (or two admins), one moves it; the other finds it gone.
    const res = await db.updateTable('outbox').set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null, updated_at: now }).where('id', '=', row.id).where('status', '=', 'kept').executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, 'This e-mail is not in the mailbox any more: it was sent or is being sent');
    await app.audit(request, 'mailbox.send', 'mailbox', row.id);
    app.outbox.wake();
    return { error: false, message: 'The e-mail is being sent', sent: 1 };
  });

  app.post('/api/mailbox/send-all', async (request) => {
    app.requirePermission(request, 'mailbox.send');
    if (!app.config.smtpUrl) throw new HttpError(409, NO_SERVER);
    const now = nowIso();
    const res = await db.updateTable('outbox').set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null, updated_at: now }).where('channel', '=', 'email').where('status', '=', 'kept').executeTakeFirst();
    const sent = Number(res.numUpdatedRows);
    await app.audit(request, 'mailbox.send-all', 'mailbox', null, { count: sent });
    app.outbox.wake();
    return { error: false, message: sent ? `${sent} e-mails are being sent` : 'There is no kept e-mail to send', sent };
  });
}
