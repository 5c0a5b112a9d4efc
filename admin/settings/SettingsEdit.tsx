import { Stack } from '@mui/material';
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { settingsSchema } from '../../src/schemas/editorial';
import { schemaResolver } from '../common/resolver';
import { MortgageCapsInputs } from './MortgageCapsInputs';

/** The single settings record: contact details shown in the footer and the WhatsApp button, and the mortgage rules. */
export function SettingsEdit() {
  return (
    <Edit resource="settings" id={1} title="Site settings" mutationMode="pessimistic" redirect={false}>
      <SimpleForm resolver={schemaResolver(settingsSchema)} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="product_name" />
        <TextInput source="tagline" fullWidth />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput source="phone_primary" type="tel" autoComplete="off" />
          <TextInput source="phone_secondary" type="tel" autoComplete="off" />
          <TextInput source="whatsapp_number" type="tel" autoComplete="off" />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput source="email_primary" type="email" />
          <TextInput source="email_secondary" type="email" />
        </Stack>
        <TextInput source="address" fullWidth multiline />
        <TextInput source="rera_orn" />
        <TextInput source="instagram_url" slotProps={{ htmlInput: { inputMode: 'url' } }} fullWidth />
        <TextInput source="facebook_url" slotProps={{ htmlInput: { inputMode: 'url' } }} fullWidth />
        <TextInput source="twitter_url" slotProps={{ htmlInput: { inputMode: 'url' } }} fullWidth />
        <TextInput source="linkedin_url" slotProps={{ htmlInput: { inputMode: 'url' } }} fullWidth />
        <MortgageCapsInputs />
      </SimpleForm>
    </Edit>
  );
}
