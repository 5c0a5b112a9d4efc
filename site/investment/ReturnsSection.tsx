import { Suspense } from 'react';
import type { MortgageLtvCaps } from '../../src/mortgage';
import type { GoldenVisaRules } from '../../src/golden-visa';
import { useI18n } from '../i18n/I18n';
import { lazyWithTexts } from '../i18n/lazyWithTexts';
import { useNearScreen } from '../components/useNearScreen';
import type { CalculatorPrefill } from './prefill';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ReturnsSection.module.css';
import { withCatalogue } from '../i18n/catalogue';
import { loadCalcTexts } from './calcTexts/load';
import { loadVisaTexts } from './visaTexts/load';

/**
 * The calculator's code (inputs, the returns module, its English texts) is its own chunk, not in the first-load
 * JavaScript; a page in another language fetches that language's texts with it.
 */
const ReturnsCalculator = lazyWithTexts(
  withCatalogue(() => import('./ReturnsCalculator')),
  async (lang) => {
    const [calc, visa] = await Promise.all([loadCalcTexts(lang), loadVisaTexts(lang)]);
    return { calc, visa };
  },
);

/**
 * The returns calculator's place on a page (issue 26): the server renders the heading and a reserved box; the
 * calculator loads when the box comes within a screen of the viewport.
 */
export function ReturnsSection({ prefill, ltvCaps, visaRules, agencyFeePct, heading = 'h2' }: { prefill: CalculatorPrefill; ltvCaps?: MortgageLtvCaps | null; visaRules?: GoldenVisaRules | null; agencyFeePct?: number | null; heading?: 'h1' | 'h2' }) {
  const { t } = useI18n();
  const Heading = heading;
  const [box, show] = useNearScreen('600px 0px');
  const placeholder = (
    <p className={cx(text.body, text.muted, styles.placeholder)}>
      {t('The returns calculator is loading. It needs JavaScript; you can also ask our team by phone or e-mail (details at the foot of the page).')}
    </p>
  );
  return (
    <section id="returns-calculator" aria-labelledby="returns-calculator-title" className={styles.section}>
      <Heading className={cx(text.h2, styles.title)} id="returns-calculator-title">
        {t('Returns calculator')}
      </Heading>
      <p className={cx(text.body, text.muted, styles.lead)}>{t('Cash needed by quarter, yields and IRR from the payment plan, the fees and the rent. Change any figure.')}</p>
      <div ref={box}>
        {show ? (
          <Suspense fallback={placeholder}>
            <ReturnsCalculator prefill={prefill} ltvCaps={ltvCaps} visaRules={visaRules} agencyFeePct={agencyFeePct} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
