import { Alert, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, useLocaleState } from 'react-admin';
import { DateInput, NumberInput, TextInput } from '../common/inputs';
import { SingleImageInput } from '../common/MediaInputs';

/**
 * The project form's Compliance tab (issue 30 item 3): the permit, its QR code, the DLD project number, the escrow
 * account, construction progress. The server refuses a publish without them and names each missing field (422),
 * which react-admin shows under its input here.
 */
export function ComplianceInputs() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (iso: string) => new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'medium' });
  return (
    <>
      {record?.permit_lapsed_at && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {translate('oasis.compliance.lapsed', { when: when(record.permit_lapsed_at), expiry: record.permit_expires_on ?? '' })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {translate('oasis.compliance.rule')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="permit_number" />
        <DateInput source="permit_expires_on" />
        <TextInput source="dld_project_number" />
      </Stack>
      <SingleImageInput source="permit_qr" />
      <TextInput source="permit_qr_url" fullWidth slotProps={{ htmlInput: { inputMode: 'url' } }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="escrow_account" />
        <TextInput source="escrow_bank" />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="construction_completion_pct" />
        <DateInput source="construction_completion_on" />
      </Stack>
    </>
  );
}
