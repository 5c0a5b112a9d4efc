import { Stack, Typography } from '@mui/material';
import { BooleanInput, NumberInput } from '../common/inputs';

/** Investor math (issue 26): the Golden Visa rules the check on /golden-visa and every enquiry that carries one apply. */
export function GoldenVisaRulesInputs() {
  return (
    <Stack component="section" aria-labelledby="golden-visa-rules-title" spacing={1} sx={{ width: '100%', mt: 2 }}>
      <Typography id="golden-visa-rules-title" variant="h6" component="h2">
        Golden Visa rules
      </Typography>
      <Typography variant="body2" color="text.secondary">
        What each owner's share of property must add up to (several properties add up). Mark approved developers on each developer's page.
      </Typography>
      <NumberInput source="golden_visa_rules.thresholdAed" label="Threshold per owner's share (AED)" min={100_000} step={100_000} fullWidth />
      <BooleanInput source="golden_visa_rules.offPlanApprovedDevelopersOnly" label="Off-plan counts only from approved developers" />
      <BooleanInput source="golden_visa_rules.mortgageNeedsNoc" label="Mortgaged property counts only with the bank's no-objection letter" />
    </Stack>
  );
}
