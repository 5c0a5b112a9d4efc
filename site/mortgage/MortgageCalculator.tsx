import { useId, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Slider from '@mui/material/Slider';
import { calculateMortgage, maxLtvPct, UAE_MORTGAGE_RULES, type MortgageInput, type MortgageResult, type MortgageRules } from '../../src/mortgage';
import { useI18n } from '../i18n/I18n';
import { mortgageText } from './mortgageText';

export const DEFAULT_MORTGAGE_INPUT: MortgageInput = {
  propertyPriceAed: 2_000_000,
  downPaymentAed: 400_000,
  interestRatePct: 4.25,
  tenureYears: 25,
  residency: 'expat',
  firstHome: true,
  offPlan: false,
};

const digits = (s: string) => Number(s.replace(/\D/g, '').slice(0, 12) || '0');

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
  const { aed, groupDigits } = fmt;
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
  const downPct = value.propertyPriceAed ? Math.round((value.downPaymentAed / value.propertyPriceAed) * 1000) / 10 : 0;
  // The down payment's share, set when the visitor types a down payment, kept while the price is retyped.
  const share = useRef(value.propertyPriceAed ? value.downPaymentAed / value.propertyPriceAed : 0.2);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Box component="form" aria-label={t('Mortgage calculator')} onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label={t('Property price (AED)')}
          value={groupDigits(value.propertyPriceAed)}
          onChange={(e) => {
            const price = digits(e.target.value);
            // Keep the same down-payment share when the price changes.
            set({ propertyPriceAed: price, downPaymentAed: Math.round(price * share.current) });
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'mortgage-price' } }}
          fullWidth
        />
        <TextField
          label={t('Down payment (AED) · {pct}%', { pct: downPct })}
          value={groupDigits(value.downPaymentAed)}
          onChange={(e) => {
            const down = digits(e.target.value);
            if (value.propertyPriceAed > 0) share.current = down / value.propertyPriceAed;
            set({ downPaymentAed: down });
          }}
          error={!!problem('downPaymentAed')}
          helperText={problem('downPaymentAed') ?? t('At least {amount}: banks lend up to {pct}% of the price for this purchase', { amount: aed(result.minDownPaymentAed) ?? '', pct: result.maxLtvPct })}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'mortgage-down-payment' } }}
          fullWidth
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('Interest rate (% a year)')}
            type="number"
            value={value.interestRatePct}
            onChange={(e) => set({ interestRatePct: Math.min(20, Math.max(0, Number(e.target.value) || 0)) })}
            slotProps={{ htmlInput: { step: 0.05, min: 0, max: 20, 'data-testid': 'mortgage-rate' } }}
          />
          <Box>
            <Typography id={`${id}-tenure`} variant="body2" color="text.secondary">
              {t('Tenure: {years} years', { years: value.tenureYears })}
            </Typography>
            {/* Room for the thumb's 42 px touch area at either end, which would otherwise widen a phone page. */}
            <Box sx={{ px: 1.5 }}>
              <Slider
                aria-labelledby={`${id}-tenure`}
                value={value.tenureYears}
                min={1}
                max={rules.maxTenureYears}
                onChange={(_e, v) => set({ tenureYears: v as number })}
                valueLabelDisplay="auto"
              />
            </Box>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <ToggleButtonGroup exclusive size="small" value={value.residency} onChange={(_e, v) => v && set({ residency: v })} aria-label={t('Residency')}>
            <ToggleButton value="expat">{t('UAE resident expat')}</ToggleButton>
            <ToggleButton value="national">{t('UAE national')}</ToggleButton>
            <ToggleButton value="non_resident">{t('Non-resident')}</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup exclusive size="small" value={value.firstHome ? 'first' : 'second'} onChange={(_e, v) => v && set({ firstHome: v === 'first' })} aria-label={t('First or second home')}>
            <ToggleButton value="first">{t('First home')}</ToggleButton>
            <ToggleButton value="second">{t('Second home')}</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel control={<Checkbox checked={!!value.offPlan} onChange={(e) => set({ offPlan: e.target.checked })} />} label={t('Off-plan (max {pct}% loan)', { pct: maxLtvPct({ ...value, offPlan: true }, rules) })} />
        </Box>
      </Box>

      <Paper variant="outlined" component="section" aria-live="polite" aria-label={t('Your estimate')} sx={{ p: 3 }}>
        <Typography variant="overline" color="text.secondary">
          {t('Monthly payment')}
        </Typography>
        <Typography data-testid="mortgage-monthly" sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}>
          {aed(result.monthlyPaymentAed)}
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
                <strong>{aed(result.cashNeededAed)}</strong>
              </td>
            </tr>
          </tbody>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('An estimate, not an offer: banks set the final rate, fees and eligibility (repayments up to 50% of monthly income; loan to end by 65 for expatriates, 70 for UAE nationals). Non-residents borrow from fewer banks, at lower loan-to-value and higher rates, with income proof from abroad.')}
        </Typography>
      </Paper>
    </Box>
  );
}
