import { escapeHtml, oneLine } from '../../src/text';
import { ALERT_MAIL, ALERT_MANAGE } from '../../src/workspace/alertTexts';
import type { Language } from '../../src/i18n/languages';
import type { Mail } from '../outbox/messages';
import { alertLink, manageLink } from './links';

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
const aed = (n: number | null | undefined) => (n == null ? '' : `AED ${Math.round(n).toLocaleString('en-US')}`);

export interface MailContext {
  publicUrl: string;
  product: string;
  key: Buffer;
}
export interface Subscriber {
  id: number;
  email: string;
  lang: string;
  filters: string;
  frequency: string;
}
/** One thing to tell: an event of a project the subscriber's search matches. */
export interface AlertItem {
  kind: 'published' | 'price_drop' | 'new_plan';
  title: string;
  slug: string;
  starting_price_aed: number | null;
  detail: { old_price_aed?: number; new_price_aed?: number; label?: string };
}

const langOf = (s: Subscriber): Language => (s.lang in ALERT_MAIL ? (s.lang as Language) : 'en');
const prefix = (lang: Language) => (lang === 'en' ? '' : `/${lang}`);

/**
 * Every e-mail of a saved search carries the one-click unsubscribe of RFC 8058 (and RFC 2369's header), and a signed
 * link to the manage page (issue 37 item 6: how often and the language change only through it).
 */
function withUnsubscribe(s: Subscriber, ctx: MailContext, mail: { subject: string; lines: string[]; html: string }): Mail {
  const t = ALERT_MAIL[langOf(s)];
  const unsubscribe = alertLink(ctx.publicUrl, ctx.key, 'unsubscribe', s.id, s.lang);
  const manage = manageLink(ctx.publicUrl, ctx.key, s.id, s.lang);
  const manageText = ALERT_MANAGE[langOf(s)].mailLink;
  const why = fill(t.why, { product: ctx.product });
  return {
    to: [oneLine(s.email, 254)],
    subject: oneLine(mail.subject, 180),
    text: [...mail.lines, '', '--', why, `${manageText}: ${manage}`, `${t.unsubscribe}: ${unsubscribe}`].join('\n'),
    html: `${mail.html}<hr><p style="color:#555;font-size:13px">${escapeHtml(why)} <a href="${escapeHtml(manage)}">${escapeHtml(manageText)}</a> · <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t.unsubscribe)}</a></p>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The double opt-in: the only e-mail sent before the visitor confirms. */
export function confirmationMail(s: Subscriber, ctx: MailContext): Mail {
  const lang = langOf(s);
  const t = ALERT_MAIL[lang];
  const confirm = alertLink(ctx.publicUrl, ctx.key, 'confirm', s.id, s.lang);
  const intro = fill(t.confirmIntro, { frequency: s.frequency === 'weekly' ? t.weekly : t.instant });
  const search = `${ctx.publicUrl}${prefix(lang)}/project${s.filters ? `?${s.filters}` : ''}`;
  return withUnsubscribe(s, ctx, {
    subject: fill(t.confirmSubject, { product: ctx.product }),
    lines: [intro, '', `${t.confirmButton}: ${confirm}`, '', `${t.seeSearch}: ${search}`, '', t.confirmIgnore, '', ctx.product],
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(confirm)}" style="display:inline-block;padding:12px 20px;background:#0b5d5b;color:#fff;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(t.confirmButton)}</a></p><p><a href="${escapeHtml(search)}">${escapeHtml(t.seeSearch)}</a></p><p>${escapeHtml(t.confirmIgnore)}</p><p>${escapeHtml(ctx.product)}</p>`,
  });
}

/** What one item says, in the subscriber's language. */
function itemText(item: AlertItem, lang: Language): string {
  const t = ALERT_MAIL[lang];
  if (item.kind === 'price_drop') return fill(t.priceDrop, { project: item.title, new: aed(item.detail.new_price_aed), old: aed(item.detail.old_price_aed) });
  if (item.kind === 'new_plan') return fill(t.newPlan, { project: item.title, label: item.detail.label ? ` (${item.detail.label})` : '' });
  return fill(t.published, { project: item.title, price: item.starting_price_aed ? `, ${aed(item.starting_price_aed)}` : '' });
}

/**
 * An alert (one item, sent at once) or the weekly digest (several). Links carry UTM parameters, so an enquiry
 * that follows says it came from an alert (the site records them with the visitor's marketing consent).
 */
export function alertMail(s: Subscriber, items: AlertItem[], ctx: MailContext, campaign: 'instant' | 'digest'): Mail {
  const lang = langOf(s);
  const t = ALERT_MAIL[lang];
  const utm = `utm_source=saved-search&utm_medium=email&utm_campaign=alert-${campaign}`;
  const link = (slug: string) => `${ctx.publicUrl}${prefix(lang)}/project/${encodeURIComponent(slug)}?${utm}`;
  const search = `${ctx.publicUrl}${prefix(lang)}/project?${s.filters ? `${s.filters}&` : ''}${utm}`;
  const subject = campaign === 'instant' ? fill(t.alertSubject, { project: items[0].title, product: ctx.product }) : fill(t.digestSubject, { n: String(items.length), product: ctx.product });
  return withUnsubscribe(s, ctx, {
    subject,
    lines: [...items.map((i) => `- ${itemText(i, lang)}: ${link(i.slug)}`), '', `${t.seeSearch}: ${search}`, '', ctx.product],
    html: `<ul>${items.map((i) => `<li><a href="${escapeHtml(link(i.slug))}">${escapeHtml(itemText(i, lang))}</a></li>`).join('')}</ul><p><a href="${escapeHtml(search)}">${escapeHtml(t.seeSearch)}</a></p><p>${escapeHtml(ctx.product)}</p>`,
  });
}
