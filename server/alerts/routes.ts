import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, validated } from '../errors';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';
import { nowIso } from '../lib/clock';
import { enqueue } from '../outbox/queue';
import { mailOutcome } from '../outbox/outbox';
import { escapeHtml } from '../../src/text';
import { POLICY_VERSION } from '../../src/consent';
import { isLanguage, type Language } from '../../src/i18n/languages';
import { savedFilters, savedSearchSchema } from '../../src/schemas/savedSearch';
import { ALERT_CONSENT, ALERT_PAGES, ALERT_SAVED } from '../../src/workspace/alertTexts';
import { linkKey, validLinkToken, type LinkPurpose } from './links';
import { confirmationMail } from './mail';
import { mailContext } from './match';
import { takeUnsolicitedMail } from '../mail-cap/cap';
import manageRoutes from './manage';
import { page } from './page';

/** At most this many live alerts per address. */
const ALERTS_PER_ADDRESS = 20;

type LinkQuery = { s?: string; t?: string; lang?: string };

/**
 * Saved searches with e-mail alerts (issue 27): "Alert me" stores the search as pending and e-mails a
 * confirmation (double opt-in: nothing else is sent before the click); the signed links confirm and
 * unsubscribe without signing in; the unsubscribe link takes RFC 8058's one-click POST.
 */
export default async function alertRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const limit = app.config.enquiryRateLimit;
  const options = { bodyLimit: PUBLIC_FORM_BODY_LIMIT, ...(limit > 0 ? { config: { rateLimit: { max: limit, timeWindow: 60_000 } } } : {}) };
  // The links' POSTs come from a mail provider (one-click) or our page's form: any small body, read from the query.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  // The manage page's form (issue 37 item 6) posts its choices as a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  await app.register(manageRoutes);

  app.post('/api/alerts', options, async (request) => {
    const form = await validated(savedSearchSchema, request.body);
    const lang = form.lang as Language;
    // mail: whether the confirmation is on its way or kept for want of a mail server (issue 37); the site words it.
    const mail = mailOutcome(app.config);
    if (form.website) return { error: false, message: ALERT_SAVED[lang], mail };
    const filters = savedFilters(form.filters).filters ?? '';
    const email = form.email.toLowerCase();
    const now = nowIso();
    const id = await db.transaction().execute(async (trx) => {
      const live = await trx.selectFrom('saved_searches').select(['id', 'filters', 'status', 'confirm_sent_at']).where('email', '=', email).where('status', '<>', 'unsubscribed').execute();
      const same = live.find((s) => s.filters === filters);
      if (!same && live.length >= ALERTS_PER_ADDRESS) {
        const msg = `This address already has ${ALERTS_PER_ADDRESS} alerts. Unsubscribe from one before saving another.`;
        throw new HttpError(422, msg, { email: msg });
      }
      // Their lead, when this address has sent an enquiry: the salesperson sees the search on it.
      const lead = await trx.selectFrom('enquiries').select('id').where('email', '=', email).orderBy('id', 'desc').limit(1).executeTakeFirst();
      const consent = { consent_text: ALERT_CONSENT[lang], policy_version: POLICY_VERSION };
      // A known search is never changed from the form (issue 37): a confirmed one only through its signed links, a
      // pending one keeps what its confirmation e-mail said. Its confirmation is not sent again unless none went out.
      if (same && (same.status === 'confirmed' || same.confirm_sent_at)) return null;
      const searchId =
        same?.id ??
        Number(
          (
            await trx
              .insertInto('saved_searches')
              .values({ email, lang, filters, frequency: form.frequency as 'instant' | 'weekly', status: 'pending', enquiry_id: lead?.id ?? null, ...consent, confirm_sent_at: null, confirmed_at: null, unsubscribed_at: null, last_digest_at: null, created_at: now, updated_at: now })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      // One of the address's unsolicited e-mails of the day; past the cap the search waits, unconfirmed and silent.
      if (!(await takeUnsolicitedMail(trx, email))) return null;
      await trx.updateTable('saved_searches').set({ confirm_sent_at: now }).where('id', '=', searchId).execute();
      const stored = await trx.selectFrom('saved_searches').select(['lang', 'filters', 'frequency']).where('id', '=', searchId).executeTakeFirstOrThrow();
      const mail = confirmationMail({ id: searchId, email, ...stored }, await mailContext(trx, app.config));
      await enqueue(trx, { type: 'saved_search', id: searchId }, [{ channel: 'email', purpose: `confirm-${now}`, payload: mail }], { once: true });
      return searchId;
    });
    if (id) {
      request.log.info({ savedSearchId: id }, 'saved search: confirmation queued');
      app.outbox.wake();
    }
    // The same answer whether the address was new or known: the form does not tell who subscribed.
    return { error: false, message: ALERT_SAVED[lang], mail };
  });

  /** The subscription a link names, if its token is right. */
  const linked = async (purpose: LinkPurpose, q: LinkQuery) => {
    const id = /^\d{1,10}$/.test(q.s ?? '') ? Number(q.s) : 0;
    if (!id || !validLinkToken(await linkKey(db), purpose, id, q.t)) return null;
    return (await db.selectFrom('saved_searches').select(['id', 'status']).where('id', '=', id).executeTakeFirst()) ?? null;
  };
  const langOf = (q: LinkQuery): Language => (isLanguage(q.lang) ? q.lang : 'en');
  const form = (q: LinkQuery, purpose: LinkPurpose, text: string, button: string) =>
    `<p>${escapeHtml(text)}</p><form method="post" action="/alerts/${purpose}?s=${encodeURIComponent(q.s ?? '')}&amp;t=${encodeURIComponent(q.t ?? '')}&amp;lang=${langOf(q)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(button)}</button></form>`;

  // GET shows a button: mail scanners open links, and must not confirm or unsubscribe anyone by doing so.
  app.get('/alerts/confirm', async (request: FastifyRequest<{ Querystring: LinkQuery }>, reply) => {
    const lang = langOf(request.query);
    const p = ALERT_PAGES[lang];
    const s = await linked('confirm', request.query);
    if (!s || s.status === 'unsubscribed') return page(reply, lang, p.confirmTitle, `<p role="alert">${escapeHtml(p.badLink)}</p>`, 404);
    if (s.status === 'confirmed') return page(reply, lang, p.confirmTitle, `<p role="status">${escapeHtml(p.confirmed)}</p>`);
    return page(reply, lang, p.confirmTitle, form(request.query, 'confirm', p.confirmText, p.confirmTitle));
  });

  app.post('/alerts/confirm', { config: { csrf: false } }, async (request: FastifyRequest<{ Querystring: LinkQuery }>, reply) => {
    const lang = langOf(request.query);
    const p = ALERT_PAGES[lang];
    const s = await linked('confirm', request.query);
    if (!s || s.status === 'unsubscribed') return page(reply, lang, p.confirmTitle, `<p role="alert">${escapeHtml(p.badLink)}</p>`, 404);
    const now = nowIso();
    await db.updateTable('saved_searches').set({ status: 'confirmed', confirmed_at: now, updated_at: now }).where('id', '=', s.id).where('status', '=', 'pending').execute();
    return page(reply, lang, p.confirmTitle, `<p role="status">${escapeHtml(p.confirmed)}</p>`);
  });

  app.get('/alerts/unsubscribe', async (request: FastifyRequest<{ Querystring: LinkQuery }>, reply) => {
    const lang = langOf(request.query);
    const p = ALERT_PAGES[lang];
    const s = await linked('unsubscribe', request.query);
    if (!s) return page(reply, lang, p.unsubscribeTitle, `<p role="alert">${escapeHtml(p.badLink)}</p>`, 404);
    if (s.status === 'unsubscribed') return page(reply, lang, p.unsubscribeTitle, `<p role="status">${escapeHtml(p.unsubscribed)}</p>`);
    return page(reply, lang, p.unsubscribeTitle, form(request.query, 'unsubscribe', p.unsubscribeText, p.unsubscribeButton));
  });

  // RFC 8058 one-click: the mail provider POSTs "List-Unsubscribe=One-Click" to the header's address. Idempotent.
  app.post('/alerts/unsubscribe', { config: { csrf: false } }, async (request: FastifyRequest<{ Querystring: LinkQuery }>, reply) => {
    const lang = langOf(request.query);
    const p = ALERT_PAGES[lang];
    const s = await linked('unsubscribe', request.query);
    if (!s) return page(reply, lang, p.unsubscribeTitle, `<p role="alert">${escapeHtml(p.badLink)}</p>`, 404);
    const now = nowIso();
    await db.updateTable('saved_searches').set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now }).where('id', '=', s.id).where('status', '<>', 'unsubscribed').execute();
    request.log.info({ savedSearchId: s.id }, 'saved search: unsubscribed');
    return page(reply, lang, p.unsubscribeTitle, `<p role="status">${escapeHtml(p.unsubscribed)}</p>`);
  });
}
