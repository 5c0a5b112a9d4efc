import { InputAdornment, Stack, Typography } from '@mui/material';
import { NumberInput } from '../common/inputs';
import { RESIDENCIES } from '../../src/constants';
import { LTV_BUYER_LABELS, LTV_CAP_LABELS, PRICE_THRESHOLD_BOUNDS } from '../../src/schemas/mortgage-caps';
import type { ResidencyLtvCaps } from '../../src/mortgage';

const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };
const CAPS = Object.keys(LTV_CAP_LABELS) as (keyof ResidencyLtvCaps)[];

/** "Mortgage rules": the loan-to-value caps the site's calculator and the mortgage enquiry apply. */
export function MortgageCapsInputs() {
  return (
    <Stack component="section" aria-labelledby="mortgage-rules-title" spacing={1} sx={{ width: '100%', mt: 2 }}>
      <Typography id="mortgage-rules-title" variant="h6" component="h2">
        Mortgage rules
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Maximum loan-to-value in whole percent (0 to 100) of the price, per buyer. The calculator on /mortgages and every mortgage enquiry use
        these at once. UAE Central Bank caps: expatriates 80/70/60, nationals 85/75/65; non-residents usually get 50 to 60 from the banks that lend
        to them.
      </Typography>
      {RESIDENCIES.map((residency) => (
        // On a phone no frame: every input keeps the form's one width.
        <Stack key={residency} component="fieldset" sx={{ border: { xs: 0, md: '1px solid' }, borderColor: { md: 'divider' }, borderRadius: 1, px: { xs: 0, md: 2 }, pt: 1, pb: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {LTV_BUYER_LABELS[residency]}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
            {CAPS.map((cap) => (
              <NumberInput
                key={cap}
                source={`mortgage_ltv_caps.${residency}.${cap}`}
                label={LTV_CAP_LABELS[cap]}
                min={0}
                max={100}
                step={1}
                slotProps={percent}
                fullWidth
              />
            ))}
          </Stack>
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
        <NumberInput
          source="mortgage_ltv_caps.offPlan"
          label="Off-plan, every buyer"
          helperText="Never raises a buyer's own cap"
          min={0}
          max={100}
          step={1}
          slotProps={percent}
          fullWidth
        />
        <NumberInput
          source="mortgage_ltv_caps.priceThresholdAed"
          label="Price threshold (AED)"
          helperText="A first home up to this price gets the higher cap"
          min={PRICE_THRESHOLD_BOUNDS.min}
          max={PRICE_THRESHOLD_BOUNDS.max}
          step={100_000}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
