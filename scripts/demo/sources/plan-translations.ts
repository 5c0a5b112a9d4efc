/**
 * The demo plans' words in each language (issue 39 item 3): stored as `translations.<lang>.payment_plan`
 * (`{ label, milestones: [{ label }] }`, by position), the project's own translations mechanism. Milestones named by
 * their rule need nothing here; the plan label comes from each language pack's own wording of it.
 */
import type { TranslatedLanguage } from '../../../src/i18n/languages';
import { TRANSLATED_LANGUAGES } from '../../../src/i18n/languages';
import { PACKS } from './translations';
import { BALANCE_ON_TRANSFER } from './projects';
import { planLabels } from '../../../src/paymentPlan/texts';

type Rec = Record<string, any>;

const MILESTONE_LABELS: Record<string, Record<TranslatedLanguage, string>> = {
  [BALANCE_ON_TRANSFER]: { ar: 'الرصيد عند نقل الملكية', ru: 'Остаток при регистрации права собственности', zh: '产权过户时支付余款' },
};

function translatedPlan(plan: Rec, lang: TranslatedLanguage): Rec | null {
  const words = planLabels(plan);
  if (!words) return null;
  const milestones = words.milestones?.map((m) => ({ label: m?.label ? (MILESTONE_LABELS[m.label]?.[lang] ?? fail(m.label)) : null }));
  return { ...(words.label && { label: PACKS[lang].phrases.planLabel(words.label) }), ...(milestones && { milestones }) };
}

function fail(label: string): never {
  throw new Error(`Missing translation of the payment-plan label "${label}"`);
}

/** The content with each project's plan words added to its translations in every language it is translated into. */
export function withPlanTranslations(content: Record<string, Rec[]>): Record<string, Rec[]> {
  return {
    ...content,
    projects: content.projects.map((p) => {
      if (!p.payment_plan || !p.translations) return p;
      const translations = { ...p.translations };
      for (const l of TRANSLATED_LANGUAGES) {
        const plan = translatedPlan(p.payment_plan, l);
        if (translations[l] && plan) translations[l] = { ...translations[l], payment_plan: plan };
      }
      return { ...p, translations };
    }),
  };
}
