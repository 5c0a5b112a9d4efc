import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { minDownPaymentAed, mortgageRulesWith, UAE_MORTGAGE_RULES, type MortgageInput, type MortgageLtvCaps, type MortgageRules } from '../../src/mortgage';
import { DEFAULT_MORTGAGE_INPUT, MortgageCalculator } from './MortgageCalculator';

import { MortgageEnquiryFormLoader } from '../forms/MortgageEnquiryFormLoader';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './MortgagePanel.module.css';

/** Starting inputs: a price from the address (a project's "Calculate the mortgage" link), the least down payment for it. */
export function mortgagePrefill(params: URLSearchParams, rules: MortgageRules = UAE_MORTGAGE_RULES): MortgageInput {
  const raw = (params.get('price') ?? '').replace(/[,\s]/g, '');
  const price = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  const offPlan = params.get('off_plan') === '1';
  if (!Number.isFinite(price) || price < 100_000 || price > 1_000_000_000) return { ...DEFAULT_MORTGAGE_INPUT, offPlan };
  const base = { ...DEFAULT_MORTGAGE_INPUT, propertyPriceAed: price, offPlan };
  return { ...base, downPaymentAed: minDownPaymentAed(base, rules) };
}

/** /mortgages: the calculator and, under it, the mortgage enquiry that sends its inputs. Loaded lazily by the page. */
export default function MortgagePanel({ country, staticExport, ltvCaps }: { country: string; staticExport?: boolean; ltvCaps?: MortgageLtvCaps | null }) {
  const [params] = useSearchParams();
  const { t } = useI18n();
  const rules = useMemo(() => mortgageRulesWith(ltvCaps), [ltvCaps]);
  // A static export's page was written for the address without its query: it hydrates with that, then takes ?price.
  const [value, setValue] = useState<MortgageInput>(() => mortgagePrefill(staticExport ? new URLSearchParams() : params, rules));
  useEffect(() => {
    if (staticExport && params.has('price')) setValue(mortgagePrefill(params, rules));
  }, [staticExport, params, rules]);
  return (
    <>
      <MortgageCalculator value={value} rules={rules} onChange={(next) => setValue(next)} />
      <section aria-labelledby="mortgage-enquiry-title" className={styles.enquiry}>
        <h2 className={cx(text.h2, styles.title)} id="mortgage-enquiry-title">
          {t('Ask a mortgage adviser')}
        </h2>
        <p className={cx(text.body, text.muted, styles.lead)}>{t('We send the figures above with your details; an adviser compares offers from UAE banks for you and replies within one working day.')}</p>
        {staticExport ? (
          <p className={text.body}>{t('This is a static copy of the site: enquiries cannot be sent from it. Please call or e-mail us (details at the foot of the page).')}</p>
        ) : (
          // Its full code (react-hook-form, yup, the phone input) loads on the visitor's first touch, focus or submit.
          <MortgageEnquiryFormLoader inputs={value} country={country} />
        )}
      </section>
    </>
  );
}
