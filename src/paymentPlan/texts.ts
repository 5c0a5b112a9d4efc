import { LANGUAGE_INFO, type Language } from '../i18n/languages';
import type { PlanMilestoneRule, ScheduledPayment, StructuredPlan } from './schedule';
import en, { type PlanWords } from './words/en';

// The callers hand in their language's words (words/; null: English): the server holds every language's, a page only its own.

const fill = (template: string, params: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
const numberIn = (lang: Language, n: number) => new Intl.NumberFormat(`${LANGUAGE_INFO[lang].intl}-u-nu-latn`, { maximumFractionDigits: 2 }).format(n);

/** A calendar day as a month and year in a language (Jun 2028), Latin digits as the site shows numbers. */
export function monthOf(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(`${LANGUAGE_INFO[lang].intl}-u-nu-latn`, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A calendar day in full in a language (1 Sep 2027). */
export function dayOf(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(`${LANGUAGE_INFO[lang].intl}-u-nu-latn`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A milestone's name: staff's label (already in the page's language), else its rule's. */
export function milestoneName(m: PlanMilestoneRule, lang: Language, words: PlanWords | null): string {
  if (m.label) return m.label;
  const w = words ?? en;
  switch (m.due.at) {
    case 'booking':
      return w.booking;
    case 'date':
      return w.date;
    case 'construction':
      return fill(w.construction, { pct: numberIn(lang, m.due.construction_pct) });
    case 'monthly':
      return w.monthly;
    case 'handover':
      return w.handover;
    case 'after_handover':
      return w.afterHandover;
  }
}

/** One payment's label: the milestone's name, numbered when it is one of several instalments. */
export function paymentLabel(plan: StructuredPlan, p: Pick<ScheduledPayment, 'milestone' | 'instalment' | 'instalments'>, lang: Language, words: PlanWords | null): string {
  const name = milestoneName(plan.milestones[p.milestone], lang, words);
  return p.instalments > 1 ? fill((words ?? en).instalment, { label: name, n: p.instalment, count: p.instalments }) : name;
}

/** When a milestone falls due, in words, from its first scheduled payment (On handover, expected Dec 2028). */
export function milestoneWhen(m: PlanMilestoneRule, first: ScheduledPayment | undefined, lang: Language, words: PlanWords | null): string {
  const w = words ?? en;
  const date = first ? monthOf(first.date, lang) : '';
  switch (m.due.at) {
    case 'booking':
      return w.whenBooking;
    case 'date':
      return fill(w.whenDate, { date: first ? dayOf(first.date, lang) : m.due.date });
    case 'construction':
      return fill(first?.estimated ? w.whenConstructionEstimated : w.whenConstruction, { pct: numberIn(lang, m.due.construction_pct), date });
    case 'monthly':
      return fill(m.due.every_months === 1 ? w.whenMonthly : w.whenEvery, { count: m.due.count, every: m.due.every_months, date });
    case 'handover':
      return fill(w.whenHandover, { date });
    case 'after_handover':
      return (m.due.count ?? 1) > 1 ? fill(w.whenEveryAfterHandover, { count: m.due.count ?? 1, every: m.due.every_months }) : fill(w.whenAfterHandover, { every: m.due.every_months });
  }
}

/** The texts of a plan staff translate, as stored in `translations.<lang>.payment_plan`: its label and each milestone's, by position. */
export interface PlanLabels {
  label?: string | null;
  milestones?: ({ label?: string | null } | null)[] | null;
}

/** The plan in a language: each label staff translated replaces the English one; the rest stays English. */
export function planInLanguage<P extends { label?: string | null; milestones: { label?: string | null }[] }>(plan: P, translated: PlanLabels | null | undefined): P {
  if (!translated) return plan;
  return {
    ...plan,
    label: translated.label?.trim() ? translated.label : plan.label,
    milestones: plan.milestones.map((m, i) => {
      const t = translated.milestones?.[i]?.label;
      return t?.trim() ? { ...m, label: t } : m;
    }),
  };
}

/** Text with words in it: "60/40" reads the same in every language and needs no translation. */
const worded = (v: unknown): v is string => typeof v === 'string' && /\p{L}/u.test(v);

/** The words of a plan (what a translation covers): null when it has none (labels from the rules, or only figures). */
export function planLabels(plan: unknown): PlanLabels | null {
  if (!plan || typeof plan !== 'object') return null;
  const p = plan as { label?: unknown; milestones?: unknown };
  const milestones = Array.isArray(p.milestones) ? p.milestones.map((m) => ({ label: worded(m?.label) ? (m.label as string) : null })) : [];
  const label = worded(p.label) ? p.label : null;
  const named = milestones.some((m) => m.label);
  return label || named ? { ...(label && { label }), ...(named && { milestones }) } : null;
}
