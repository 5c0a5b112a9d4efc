import type { MortgageLtvCaps } from '../../src/mortgage';
import type { GoldenVisaRules } from '../../src/golden-visa';
import { loadPlanWords } from '../../src/paymentPlan/words/load';
import { useI18n } from '../i18n/I18n';
import { island } from '../islands/island';
import { withPlanWords } from './planWords';
import type { CalculatorPrefill } from './prefill';
import { loadCalcTexts } from './calcTexts/load';
import { loadVisaTexts } from './visaTexts/load';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ReturnsSection.module.css';

type CalculatorProps = { prefill: CalculatorPrefill; ltvCaps?: MortgageLtvCaps | null; visaRules?: GoldenVisaRules | null; agencyFeePct?: number | null };

/** Shown only while a calculator reached by an in-app navigation loads (a page's own is rendered by the server). */
function Placeholder() {
  const { t } = useI18n();
  return <p className={cx(text.body, text.muted, styles.placeholder)}>{t('The returns calculator is loading. It needs JavaScript; you can also ask our team by phone or e-mail (details at the foot of the page).')}</p>;
}

/**
 * The calculator is an island (decision 049): the server renders it with the page's figures, complete without
 * JavaScript; its code (inputs, the returns module) and its texts and plan words in the page's language are fetched
 * together at the visitor's first touch, click, focus or key in it, not with the page.
 */
const ReturnsCalculator = island<CalculatorProps>(
  async (lang) => {
    const [{ default: Calculator }, calc, visa, planWords] = await Promise.all([import('./ReturnsCalculator'), loadCalcTexts(lang), loadVisaTexts(lang), loadPlanWords(lang)]);
    return withPlanWords((props: CalculatorProps) => <Calculator {...props} texts={{ calc, visa }} />, planWords);
  },
  { when: 'interaction' },
  <Placeholder />,
);

/** The returns calculator's place on a page (issue 26). */
export function ReturnsSection({ prefill, ltvCaps, visaRules, agencyFeePct, heading = 'h2' }: CalculatorProps & { heading?: 'h1' | 'h2' }) {
  const { t } = useI18n();
  const Heading = heading;
  return (
    <section id="returns-calculator" aria-labelledby="returns-calculator-title" className={styles.section}>
      <Heading className={cx(text.h2, styles.title)} id="returns-calculator-title">
        {t('Returns calculator')}
      </Heading>
      <p className={cx(text.body, text.muted, styles.lead)}>{t('Cash needed by quarter, yields and IRR from the payment plan, the fees and the rent. Change any figure.')}</p>
      <ReturnsCalculator prefill={prefill} ltvCaps={ltvCaps} visaRules={visaRules} agencyFeePct={agencyFeePct} />
    </section>
  );
}
