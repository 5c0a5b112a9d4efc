import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nowIso } from '../lib/clock';
import { escapeHtml } from '../../src/text';
import { isLanguage, LANGUAGE_INFO, LANGUAGES, type Language } from '../../src/i18n/languages';
import { ALERT_FREQUENCIES } from '../../src/schemas/savedSearch';
import { ALERT_MANAGE, ALERT_PAGES } from '../../src/workspace/alertTexts';
import { alertLink, linkKey, manageLinkState } from './links';
import { page } from './page';

type ManageQuery = { s?: string; e?: string; t?: string; lang?: string };
type Choices = { frequency?: unknown; language?: unknown };
type Subscription = { id: number; status: string; frequency: string; lang: string };

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/**
 * The manage page of a saved search (issue 37 item 6): a signed link from any alert e-mail (subscription id and the
 * link's end signed together) opens it; the subscriber changes how often and the language, or unsubscribes. Nothing
 * changes without a valid, unexpired signature; the public "Alert me" form never changes a known search.
 */
export default async function manageRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const langOf = (q: ManageQuery): Language => (isLanguage(q.lang) ? q.lang : 'en');

  /** The subscription the link names, or the page saying why not (404 not ours or gone, 410 expired). */
  const linked = async (q: ManageQuery, reply: FastifyReply): Promise<Subscription | null> => {
    const lang = langOf(q);
    const m = ALERT_MANAGE[lang];
    const id = /^\d{1,10}$/.test(q.s ?? '') ? Number(q.s) : 0;
    const until = /^\d{1,12}$/.test(q.e ?? '') ? Number(q.e) : NaN;
    const state = id ? manageLinkState(await linkKey(db), id, until, q.t) : 'forged';
    if (state === 'expired') {
      await page(reply, lang, m.title, `<p role="alert">${escapeHtml(m.expired)}</p>`, 410);
      return null;
    }
    const s = state === 'valid' ? await db.selectFrom('saved_searches').select(['id', 'status', 'frequency', 'lang']).where('id', '=', id).executeTakeFirst() : undefined;
    if (!s) {
      await page(reply, lang, m.title, `<p role="alert">${escapeHtml(ALERT_PAGES[lang].badLink)}</p>`, 404);
      return null;
    }
    if (s.status === 'unsubscribed') {
      await page(reply, lang, m.title, `<p role="status">${escapeHtml(ALERT_PAGES[lang].unsubscribed)}</p>`);
      return null;
    }
    return s;
  };

  /** The form: two choices of how often, the four languages, save; and the signed unsubscribe link. */
  const form = async (q: ManageQuery, s: Subscription, lang: Language, notice = '', status = 200, reply: FastifyReply) => {
    const m = ALERT_MANAGE[lang];
    const action = `/alerts/manage?s=${s.id}&e=${encodeURIComponent(q.e ?? '')}&t=${encodeURIComponent(q.t ?? '')}&lang=${lang}`;
    const radios = ALERT_FREQUENCIES.map(
      (f) => `<label style="display:flex;gap:8px;align-items:center;min-height:44px"><input type="radio" name="frequency" value="${f}"${s.frequency === f ? ' checked' : ''}> ${escapeHtml(f === 'weekly' ? m.weekly : m.instant)}</label>`,
    ).join('');
    const options = LANGUAGES.map((l) => `<option value="${l}" lang="${LANGUAGE_INFO[l].hreflang}"${s.lang === l ? ' selected' : ''}>${escapeHtml(LANGUAGE_INFO[l].name)}</option>`).join('');
    const unsubscribe = alertLink('', await linkKey(db), 'unsubscribe', s.id, lang);
    return page(
      reply,
      lang,
      m.title,
      `${notice}<p>${escapeHtml(m.intro)}</p><form method="post" action="${escapeHtml(action)}">` +
        `<fieldset style="border:0;padding:0;margin:0 0 16px"><legend style="font-weight:700">${escapeHtml(m.frequency)}</legend>${radios}</fieldset>` +
        `<p><label for="alert-language" style="display:block;font-weight:700">${escapeHtml(m.language)}</label><select id="alert-language" name="language" style="min-height:44px;font:inherit;width:100%">${options}</select></p>` +
        `<button type="submit">${escapeHtml(m.save)}</button></form><p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(m.unsubscribe)}</a></p>`,
      status,
    );
  };

  // GET only shows the form (mail scanners open links); POST with the same signed address applies it.
  app.get('/alerts/manage', async (request: FastifyRequest<{ Querystring: ManageQuery }>, reply) => {
    const s = await linked(request.query, reply);
    if (!s) return reply;
    return form(request.query, s, langOf(request.query), '', 200, reply);
  });

  app.post('/alerts/manage', { config: { csrf: false } }, async (request: FastifyRequest<{ Querystring: ManageQuery; Body: Choices | undefined }>, reply) => {
    const s = await linked(request.query, reply);
    if (!s) return reply;
    const lang = langOf(request.query);
    const body = request.body ?? {};
    const bad = !(ALERT_FREQUENCIES as readonly unknown[]).includes(body.frequency) ? 'frequency' : !isLanguage(body.language) ? 'language' : null;
    if (bad) return form(request.query, s, lang, `<p role="alert">${escapeHtml(fill(ALERT_MANAGE[lang].invalid, { field: bad }))}</p>`, 422, reply);
    const chosen = { frequency: body.frequency as (typeof ALERT_FREQUENCIES)[number], lang: body.language as Language };
    await db.updateTable('saved_searches').set({ ...chosen, updated_at: nowIso() }).where('id', '=', s.id).where('status', '<>', 'unsubscribed').execute();
    request.log.info({ savedSearchId: s.id, frequency: chosen.frequency, lang: chosen.lang }, 'saved search: changed from its manage link');
    // The answer is in the language just chosen.
    return form(request.query, { ...s, ...chosen }, chosen.lang, `<p role="status">${escapeHtml(ALERT_MANAGE[chosen.lang].saved)}</p>`, 200, reply);
  });
}
