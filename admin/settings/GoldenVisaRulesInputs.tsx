import { InputAdornment, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BooleanInput, NumberInput } from '../common/inputs';

const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/**
 * Investor math (issue 26): the Golden Visa rules the check on /golden-visa and every enquiry that carries one apply,
 * and the agency fee the returns calculator starts from. Texts go through the back-office catalogues (English key).
 */
export function GoldenVisaRulesInputs() {
  const translate = useTranslate();
  const tr = (text: string) => translate(text, { _: text });
  return (
    <Stack component="section" aria-labelledby="golden-visa-rules-title" spacing={1} sx={{ width: '100%', mt: 2 }}>
      <Typography id="golden-visa-rules-title" variant="h6" component="h2">
        {tr('Golden Visa rules')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {tr("What each owner's share of property must add up to (several properties add up). Mark approved developers on each developer's page.")}
      </Typography>
      <NumberInput source="golden_visa_rules.thresholdAed" label="Threshold per owner's share (AED)" min={100_000} step={100_000} fullWidth />
      <BooleanInput source="golden_visa_rules.offPlanApprovedDevelopersOnly" label="Off-plan counts only from approved developers" />
      <BooleanInput source="golden_visa_rules.mortgageNeedsNoc" label="Mortgaged property counts only with the bank's no-objection letter" />
      <Typography id="agency-fee-title" variant="h6" component="h2">
        {tr('Returns calculator')}
      </Typography>
      <NumberInput
        source="agency_fee_pct"
        label="Agency fee (% of the price)"
        helperText="The fee the returns calculator adds at booking; 0 when buyers pay none. Visitors may change it."
        min={0}
        max={10}
        step={0.5}
        slotProps={percent}
        fullWidth
      />
    </Stack>
  );
}
