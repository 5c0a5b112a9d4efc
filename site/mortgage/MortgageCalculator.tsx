import { useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FieldBox, FieldError, FieldInput, FieldLabel } from '../forms/fields';
import { calculateMortgage, maxLtvPct, UAE_MORTGAGE_RULES, type MortgageInput, type MortgageResult, type MortgageRules } from '../../src/mortgage';
import { useI18n } from '../i18n/I18n';
import { mortgageText } from './mortgageText';
import { onlyDigits, westernDigits } from '../../src/digits';

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
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Box component="form" aria-label={t('Mortgage calculator')} onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2.5 }}>
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
            <Typography id={`${id}-down-help`} variant="body2" color="text.secondary">
              {t('At least {amount}: banks lend up to {pct}% of the price for this purchase', { amount: aed(result.minDownPaymentAed) ?? '', pct: result.maxLtvPct })}
            </Typography>
          )}
        </FieldBox>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FieldBox>
            <FieldLabel htmlFor={`${id}-rate`}>{t('Interest rate (% a year)')}</FieldLabel>
            <RateInput id={`${id}-rate`} data-testid="mortgage-rate" rate={value.interestRatePct} onRate={(interestRatePct) => set({ interestRatePct })} />
          </FieldBox>
          <FieldBox>
            <FieldLabel htmlFor={`${id}-tenure`}>{t('Tenure: {years} years', { years: value.tenureYears })}</FieldLabel>
            <Box
              component="input"
              type="range"
              id={`${id}-tenure`}
              min={1}
              max={rules.maxTenureYears}
              step={1}
              value={value.tenureYears}
              aria-valuetext={t('Tenure: {years} years', { years: value.tenureYears })}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => set({ tenureYears: Number(e.target.value) })}
              // A 44 px tall track area: easy to take with a thumb on a phone.
              sx={{ width: '100%', minHeight: 44, m: 0, accentColor: (th) => th.palette.primary.main, cursor: 'pointer' }}
            />
          </FieldBox>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
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
          <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, cursor: 'pointer' }}>
            <Box component="input" type="checkbox" checked={!!value.offPlan} onChange={(e: React.ChangeEvent<HTMLInputElement>) => set({ offPlan: e.target.checked })} sx={{ width: 22, height: 22, m: 0, accentColor: (th) => th.palette.primary.main }} />
            {t('Off-plan (max {pct}% loan)', { pct: maxLtvPct({ ...value, offPlan: true }, rules) })}
          </Box>
        </Box>
      </Box>
      <Box component="section" aria-live="polite" aria-label={t('Your estimate')} sx={{ p: 3, border: '1px solid #e2ded3', borderRadius: 1, bgcolor: '#fff' }}>
        <Typography variant="overline" color="text.secondary">
          {t('Monthly payment')}
        </Typography>
        <Typography data-testid="mortgage-monthly" sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}>
          {fmt.price(result.monthlyPaymentAed)}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.75, m: 0, mt: 2, '& dd': { m: 0, textAlign: 'right', fontWeight: 600 } }}>
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
        </Box>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mt: 3, mb: 1 }}>
          {t('Purchase costs')}
        </Typography>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem', '& td': { py: 0.5, borderBottom: '1px solid #e2ded3' } }}>
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
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('An estimate, not an offer: banks set the final rate, fees and eligibility (repayments up to 50% of monthly income; loan to end by 65 for expatriates, 70 for UAE nationals). Non-residents borrow from fewer banks, at lower loan-to-value and higher rates, with income proof from abroad.')}
        </Typography>
      </Box>
    </Box>
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
    <Box role="group" aria-label={label} sx={{ display: 'inline-flex', flexWrap: 'wrap', border: '1px solid #c4c8cf', borderRadius: 1, overflow: 'hidden' }}>
      {options.map(([v, text]) => (
        <Box
          key={v}
          component="button"
          type="button"
          aria-pressed={v === value}
          onClick={() => onChange(v)}
          sx={{
            font: 'inherit',
            fontSize: '0.875rem',
            fontWeight: 600,
            minHeight: 44,
            px: 1.5,
            border: 0,
            borderInlineStart: '1px solid #c4c8cf',
            '&:first-of-type': { borderInlineStart: 0 },
            bgcolor: v === value ? '#e8eef4' : '#fff',
            color: v === value ? 'primary.main' : '#3c4250',
            cursor: 'pointer',
            '&:focus-visible': { outline: '3px solid #1d4f91', outlineOffset: -3 },
          }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}
