import { LANGUAGE_INFO, type Language } from '../i18n/languages';
import type { PlanMilestoneRule, ScheduledPayment, StructuredPlan } from './schedule';

/**
 * The words of a structured payment plan in the site's four languages (issue 39 item 3): a milestone's name when
 * staff gave it none, its timing, and an instalment's number. Here, not in the site's catalogues, because the
 * server's schedule route names payments too (the server imports src/, never site/).
 */
interface PlanWords {
  booking: string;
  date: string;
  construction: string;
  monthly: string;
  handover: string;
  afterHandover: string;
  /** An instalment of a repeated milestone: {label} {n}/{count}. */
  instalment: string;
  whenBooking: string;
  whenDate: string;
  whenConstruction: string;
  whenConstructionEstimated: string;
  whenMonthly: string;
  whenEvery: string;
  whenHandover: string;
  whenAfterHandover: string;
  whenEveryAfterHandover: string;
}

export const PLAN_WORDS: Record<Language, PlanWords> = {
  en: {
    booking: 'Down payment', date: 'Payment', construction: 'At {pct}% construction', monthly: 'Instalment', handover: 'On handover', afterHandover: 'Post-handover instalment',
    instalment: '{label} {n}/{count}',
    whenBooking: 'On booking', whenDate: 'On {date}', whenConstruction: 'At {pct}% construction, {date}', whenConstructionEstimated: 'At {pct}% construction, expected {date}',
    whenMonthly: '{count} monthly instalments from {date}', whenEvery: '{count} instalments every {every} months from {date}', whenHandover: 'On handover, expected {date}',
    whenAfterHandover: '{every} months after handover', whenEveryAfterHandover: '{count} instalments every {every} months after handover',
  },
  ar: {
    booking: 'الدفعة الأولى', date: 'دفعة', construction: 'عند إنجاز {pct}% من البناء', monthly: 'قسط', handover: 'عند التسليم', afterHandover: 'قسط بعد التسليم',
    instalment: '{label} {n}/{count}',
    whenBooking: 'عند الحجز', whenDate: 'في {date}', whenConstruction: 'عند إنجاز {pct}% من البناء، {date}', whenConstructionEstimated: 'عند إنجاز {pct}% من البناء، متوقع {date}',
    whenMonthly: '{count} قسطًا شهريًا ابتداءً من {date}', whenEvery: '{count} قسطًا كل {every} أشهر ابتداءً من {date}', whenHandover: 'عند التسليم، متوقع {date}',
    whenAfterHandover: 'بعد التسليم بـ {every} أشهر', whenEveryAfterHandover: '{count} قسطًا كل {every} أشهر بعد التسليم',
  },
  ru: {
    booking: 'Первый взнос', date: 'Платёж', construction: 'При готовности {pct}%', monthly: 'Взнос', handover: 'При сдаче', afterHandover: 'Взнос после сдачи',
    instalment: '{label} {n}/{count}',
    whenBooking: 'При бронировании', whenDate: '{date}', whenConstruction: 'При готовности {pct}%, {date}', whenConstructionEstimated: 'При готовности {pct}%, ожидается {date}',
    whenMonthly: 'Ежемесячно, взносов: {count}, с {date}', whenEvery: 'Раз в {every} мес., взносов: {count}, с {date}', whenHandover: 'При сдаче, ожидается {date}',
    whenAfterHandover: 'Через {every} мес. после сдачи', whenEveryAfterHandover: 'Раз в {every} мес. после сдачи, взносов: {count}',
  },
  zh: {
    booking: '首付款', date: '付款', construction: '工程完成{pct}%时', monthly: '分期', handover: '交房时', afterHandover: '交房后分期',
    instalment: '{label} {n}/{count}',
    whenBooking: '预订时', whenDate: '{date}', whenConstruction: '工程完成{pct}%时，{date}', whenConstructionEstimated: '工程完成{pct}%时，预计{date}',
    whenMonthly: '自{date}起每月一期，共{count}期', whenEvery: '自{date}起每{every}个月一期，共{count}期', whenHandover: '交房时，预计{date}',
    whenAfterHandover: '交房后{every}个月', whenEveryAfterHandover: '交房后每{every}个月一期，共{count}期',
  },
};

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
export function milestoneName(m: PlanMilestoneRule, lang: Language): string {
  if (m.label) return m.label;
  const w = PLAN_WORDS[lang];
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
export function paymentLabel(plan: StructuredPlan, p: Pick<ScheduledPayment, 'milestone' | 'instalment' | 'instalments'>, lang: Language): string {
  const name = milestoneName(plan.milestones[p.milestone], lang);
  return p.instalments > 1 ? fill(PLAN_WORDS[lang].instalment, { label: name, n: p.instalment, count: p.instalments }) : name;
}

/** When a milestone falls due, in words, from its first scheduled payment (On handover, expected Dec 2028). */
export function milestoneWhen(m: PlanMilestoneRule, first: ScheduledPayment | undefined, lang: Language): string {
  const w = PLAN_WORDS[lang];
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
