import { useId, useMemo, useRef, useState } from 'react';
import { FieldBox, FieldError, FieldInput, FieldLabel, fieldTickClass } from '../forms/fields';
import { calculateMortgage, maxLtvPct, UAE_MORTGAGE_RULES, type MortgageInput, type MortgageResult, type MortgageRules } from '../../src/mortgage';
import { useI18n } from '../i18n/I18n';
import { mortgageText } from './mortgageText';
import { onlyDigits, westernDigits } from '../../src/digits';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './MortgageCalculator.module.css';

export const DEFAULT_MORTGAGE_INPUT: MortgageInput = {
  propertyPriceAed: 2_000_000,
  downPaymentAed: 400_000,
  interestRatePct: 4.25,
  tenureYears: 25,
  residency: 'expat',
  firstHome: true,
  offPlan: false,
};

/** An amount as typed, in any digits (Arabic-Indic and Persian read as 0-9), at most 12 of them. */
const digits = (s: string) => Number(onlyDigits(s).slice(0, 12) || '0');

/**
 * The mortgage calculator of /mortgages: the loan-to-value caps staff set (settings) enforced as the visitor
 * types (src/mortgage.ts, the same module and caps the server uses to recompute a mortgage enquiry).
 */
export function MortgageCalculator({
  value,
  onChange,
  rules = UAE_MORTGAGE_RULES,
}: {
  value: MortgageInput;
  onChange(next: MortgageInput, result: MortgageResult): void;
  rules?: MortgageRules;
}) {
  const id = useId();
  const i18n = useI18n();
  const { t, fmt } = i18n;
  const { aed } = fmt;
  const result = useMemo(() => calculateMortgage(value, rules), [value, rules]);
  const set = (patch: Partial<MortgageInput>) => {
    const next = { ...value, ...patch };
    onChange(next, calculateMortgage(next, rules));
  };
  const maxLoanAed = Math.floor((value.propertyPriceAed * result.maxLtvPct) / 100);
  const problem = (field: keyof MortgageInput) => {
    const found = result.problems.find((p) => p.field === field);
    return found ? mortgageText(i18n, found.text) : undefined;
  };
  const downProblem = problem('downPaymentAed');
  const downPct = value.propertyPriceAed ? Math.round((value.downPaymentAed / value.propertyPriceAed) * 1000) / 10 : 0;
  // The down payment's share, set when the visitor types a down payment, kept while the price is retyped.
  const share = useRef(value.propertyPriceAed ? value.downPaymentAed / value.propertyPriceAed : 0.2);

  return (
    <div className={styles.layout}>
      <form aria-label={t('Mortgage calculator')} onSubmit={(e) => e.preventDefault()} className={styles.form}>
        <FieldBox>
          <FieldLabel htmlFor={`${id}-price`}>{t('Property price (AED)')}</FieldLabel>
          <AmountInput
            id={`${id}-price`}
            data-testid="mortgage-price"
            amount={value.propertyPriceAed}
            // Keep the same down-payment share when the price changes.
            onAmount={(price) => set({ propertyPriceAed: price, downPaymentAed: Math.round(price * share.current) })}
          />
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={`${id}-down`}>{t('Down payment (AED) · {pct}%', { pct: downPct })}</FieldLabel>
          <AmountInput
            id={`${id}-down`}
            data-testid="mortgage-down-payment"
            invalid={!!downProblem}
            aria-invalid={!!downProblem}
            aria-describedby={`${id}-down-help`}
            amount={value.downPaymentAed}
            onAmount={(down) => {
              if (value.propertyPriceAed > 0) share.current = down / value.propertyPriceAed;
              set({ downPaymentAed: down });
            }}
          />
          {downProblem ? (
            <FieldError id={`${id}-down-help`}>{downProblem}</FieldError>
          ) : (
            <p id={`${id}-down-help`} className={cx(text.body2, text.muted)}>
              {t('At least {amount}: banks lend up to {pct}% of the price for this purchase', { amount: aed(result.minDownPaymentAed) ?? '', pct: result.maxLtvPct })}
            </p>
          )}
        </FieldBox>
        <div className={styles.pair}>
          <FieldBox>
            <FieldLabel htmlFor={`${id}-rate`}>{t('Interest rate (% a year)')}</FieldLabel>
            <RateInput id={`${id}-rate`} data-testid="mortgage-rate" rate={value.interestRatePct} onRate={(interestRatePct) => set({ interestRatePct })} />
          </FieldBox>
          <FieldBox>
            <FieldLabel htmlFor={`${id}-tenure`}>{t('Tenure: {years} years', { years: value.tenureYears })}</FieldLabel>
            <input
              type="range"
              id={`${id}-tenure`}
              min={1}
              max={rules.maxTenureYears}
              step={1}
              value={value.tenureYears}
              aria-valuetext={t('Tenure: {years} years', { years: value.tenureYears })}
              onChange={(e) => set({ tenureYears: Number(e.target.value) })}
              className={styles.range}
            />
          </FieldBox>
        </div>
        <div className={styles.choices}>
          <Choice
            label={t('Residency')}
            value={value.residency}
            options={[
              ['expat', t('UAE resident expat')],
              ['national', t('UAE national')],
              ['non_resident', t('Non-resident')],
            ]}
            onChange={(residency) => set({ residency })}
          />
          <Choice
            label={t('First or second home')}
            value={value.firstHome ? 'first' : 'second'}
            options={[
              ['first', t('First home')],
              ['second', t('Second home')],
            ]}
            onChange={(v) => set({ firstHome: v === 'first' })}
          />
          <label className={fieldTickClass}>
            <input type="checkbox" checked={!!value.offPlan} onChange={(e) => set({ offPlan: e.target.checked })} />
            {t('Off-plan (max {pct}% loan)', { pct: maxLtvPct({ ...value, offPlan: true }, rules) })}
          </label>
        </div>
      </form>
      <section aria-live="polite" aria-label={t('Your estimate')} className={styles.estimate}>
        <span className={cx(text.overline, text.muted)}>{t('Monthly payment')}</span>
        <p data-testid="mortgage-monthly" className={cx(text.body, styles.monthly)}>
          {fmt.price(result.monthlyPaymentAed)}
        </p>
        <dl className={styles.figures}>
          <dt>{t('Maximum loan')}</dt>
          <dd data-testid="mortgage-max-loan">{aed(maxLoanAed)}</dd>
          <dt>{t('Loan amount')}</dt>
          <dd data-testid="mortgage-loan">{aed(result.loanAed)}</dd>
          <dt>{t('Loan-to-value')}</dt>
          <dd>{t('{pct}% (max {max}%)', { pct: result.ltvPct, max: result.maxLtvPct })}</dd>
          <dt>{t('Total interest')}</dt>
          <dd data-testid="mortgage-interest">{aed(result.totalInterestAed)}</dd>
          <dt>{t('Total repaid')}</dt>
          <dd>{aed(result.totalRepaidAed)}</dd>
        </dl>
        <h3 className={cx(text.h3, styles.costsTitle)}>{t('Purchase costs')}</h3>
        <table className={styles.costs}>
          <tbody>
            {result.costs.map((c) => (
              <tr key={c.key}>
                <td>{mortgageText(i18n, c.text)}</td>
                <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{aed(c.amountAed)}</td>
              </tr>
            ))}
            <tr>
              <td>
                <strong>{t('Cash needed at purchase')}</strong> {t('(down payment + costs)')}
              </td>
              <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }} data-testid="mortgage-cash">
                <strong>{fmt.price(result.cashNeededAed)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <p className={cx(text.caption, text.muted, styles.note)}>
          {t('An estimate, not an offer: banks set the final rate, fees and eligibility (repayments up to 50% of monthly income; loan to end by 65 for expatriates, 70 for UAE nationals). Non-residents borrow from fewer banks, at lower loan-to-value and higher rates, with income proof from abroad.')}
        </p>
      </section>
    </div>
  );
}

/** An amount in dirhams: digits only as typed, shown grouped ("1,500,000"), the numeric keypad on a phone. */
function AmountInput({ amount, onAmount, ...props }: { amount: number; onAmount(amount: number): void } & Omit<React.ComponentProps<typeof FieldInput>, 'value' | 'onChange'>) {
  const { groupDigits } = useI18n().fmt;
  return <FieldInput {...props} inputMode="numeric" autoComplete="off" value={groupDigits(amount)} onChange={(e) => onAmount(digits(e.target.value))} />;
}

/** A rate as typed: text (so an Arabic keyboard's ٤٫٢٥ is read as 4.25), held as typed while it means the same number. */
function RateInput({ rate, onRate, ...props }: { rate: number; onRate(rate: number): void } & Omit<React.ComponentProps<typeof FieldInput>, 'value' | 'onChange'>) {
  const [typed, setTyped] = useState(String(rate));
  const parse = (text: string) => Math.min(20, Math.max(0, Number(text.replace(/,/g, '.')) || 0));
  // Another change of the rate (none today) shows the new number; "4." stays as typed while it is still 4.
  const shown = parse(typed) === rate ? typed : String(rate);
  return (
    <FieldInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(e) => {
        const text = westernDigits(e.target.value).replace(/٫/g, '.').replace(/[^\d.,]/g, '').slice(0, 6);
        setTyped(text);
        onRate(parse(text));
      }}
    />
  );
}

/** One choice of a few (residency, first or second home): buttons that say which one is pressed. */
function Choice<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: [V, string][]; onChange(v: V): void }) {
  return (
    <div role="group" aria-label={label} className={styles.choice}>
      {options.map(([v, name]) => (
        <button key={v} type="button" aria-pressed={v === value} onClick={() => onChange(v)}>
          {name}
        </button>
      ))}
    </div>
  );
}
