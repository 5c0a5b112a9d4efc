import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, validated } from '../errors';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';
import { nowIso } from '../lib/clock';
import { recordLeadIn } from '../leads/intake';
import { enqueue } from '../outbox/queue';
import { mailOutcome } from '../outbox/outbox';
import { takeUnsolicitedMail } from '../mail-cap/cap';
import { escapeHtml, oneLine } from '../../src/text';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { fromDefinition } from '../resources/defined';
import { publicScope } from '../resources/scope';
import { shortlistHoneypotSchema, shortlistSendSchema } from '../../src/schemas/shortlist';
import { parseProjectSlugs, projectsHref, SHORTLIST_MAX } from '../../src/workspace/projects';
import { SHORTLIST_MAIL, SHORTLIST_SENT } from '../../src/workspace/texts';
import type { Language } from '../../src/i18n/languages';

const projects = fromDefinition(projectsDefinition);

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/**
 * "Send me my shortlist" (issue 27): e-mails the visitor their shortlisted projects through the outbox and
 * records the list as a new lead (source /shortlist), linked as a repeat to any earlier lead of that address.
 * The lead and its e-mail are stored in one transaction.
 */
export default async function shortlistSendRoutes(app: FastifyInstance) {
  const limit = app.config.enquiryRateLimit;
  const options = { bodyLimit: PUBLIC_FORM_BODY_LIMIT, ...(limit > 0 ? { config: { rateLimit: { max: limit, timeWindow: 60_000 } } } : {}) };

  app.post('/api/shortlist/send', options, async (request) => {
    const form = await validated(shortlistSendSchema, request.body);
    const { website } = await validated(shortlistHoneypotSchema, request.body);
    const lang = form.lang as Language;
    if (website) return { error: false, message: SHORTLIST_SENT[lang], mail: mailOutcome(app.config) };
    const { slugs } = parseProjectSlugs(form.projects, SHORTLIST_MAX);
    const db = app.db.kysely;
    const rows = await db.selectFrom(projects.table).select(['id', 'slug', 'title', 'starting_price_aed']).where('slug', 'in', slugs).where(publicScope(projects)).execute();
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    const list = slugs.map((s) => bySlug.get(s)).filter((r): r is (typeof rows)[number] => r !== undefined);
    if (!list.length) throw new HttpError(422, 'None of these projects is on sale any more', { projects: 'None of these projects is on sale any more' });
    const email = form.email.toLowerCase();
    const shortlist = list.map((p) => p.slug).join(',');
    const settings = await db.selectFrom('settings').select(['product_name']).orderBy('id').executeTakeFirst();
    const product = settings?.product_name || app.config.productName;
    const prefix = lang === 'en' ? '' : `/${lang}`;
    const url = `${app.config.publicUrl}${prefix}${projectsHref('/shortlist', list.map((p) => p.slug))}`;
    const texts = SHORTLIST_MAIL[lang];
    const priceOf = (n: number | null) => (n ? fill(texts.from, { price: `AED ${n.toLocaleString('en-US')}` }) : '');
    const lines = [
      // To an address nobody has confirmed: our own greeting, no name the visitor typed (issue 37).
      texts.hello,
      '',
      texts.intro,
      ...list.map((p) => `- ${p.title}${p.starting_price_aed ? `, ${priceOf(p.starting_price_aed)}` : ''}: ${app.config.publicUrl}${prefix}/project/${p.slug}`),
      '',
      fill(texts.open, { url }),
      '',
      texts.thanks,
      product,
    ];
    const html = [
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<ul>${list.map((p) => `<li><a href="${escapeHtml(`${app.config.publicUrl}${prefix}/project/${p.slug}`)}">${escapeHtml(p.title)}</a>${p.starting_price_aed ? `, ${escapeHtml(priceOf(p.starting_price_aed))}` : ''}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(fill(texts.open, { url: '' }).replace(/[:：]\s*$/, ''))}</a></p>`,
      `<p>${escapeHtml(texts.thanks)}</p><p>${escapeHtml(product)}</p>`,
    ].join('');
    const mail = { to: [email], subject: oneLine(fill(texts.subject, { product }), 180), text: lines.join('\n'), html };

    const leadId = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      // Always a lead of its own (a repeat of any earlier lead from this address is linked to it by the intake): an
      // existing lead's shortlist is never replaced by whoever types its address (issue 37). The e-mail below is
      // the visitor's acknowledgement.
      const id = await recordLeadIn(trx, app.db.dialect, app.config, 'enquiry', {
        name: form.name, email, phone: form.phone, budget: '', investment_timeline: '', source_path: '/shortlist', project_id: list[0].id,
        utm_source: null, utm_medium: null, utm_campaign: null, referrer: null, shortlist, shortlist_at: now,
      }, { acknowledge: false, join: false }); // issue 40 joins enquiries, bookings, brochures and saved searches, not a typed shortlist
      // Each request is its own e-mail (a fresh key), within the address's unsolicited e-mails of the day.
      // Without a mail server the outbox keeps it in the back-office mailbox (issue 37 item 20); the answer says so.
      if ((await takeUnsolicitedMail(trx, email))) await enqueue(trx, { type: 'enquiry', id }, [{ channel: 'email', purpose: `shortlist-${crypto.randomUUID()}`, payload: mail }]);
      return id;
    });
    request.log.info({ enquiryId: leadId }, 'shortlist sent');
    app.outbox.wake();
    return { error: false, message: SHORTLIST_SENT[lang], mail: mailOutcome(app.config) };
  });
}
