import { lazy, Suspense } from 'react';
import { Stack } from '@mui/material';
import { Edit, SaveButton, Show, SimpleForm, Toolbar, useCanAccess, useResourceContext } from 'react-admin';
import { ReadOnly, readOnlySx, useReadOnly } from '../common/readOnly';
import { TextInput } from '../common/inputs';
import { PhoneNumberInput } from '../common/PhoneNumberInput';
import { settingsSchema } from '../../src/schemas/editorial';
import { schemaResolver } from '../common/resolver';
import { MortgageCapsInputs } from './MortgageCapsInputs';
// Investor math (issue 26)
import { GoldenVisaRulesInputs } from './GoldenVisaRulesInputs';
import { TranslationInputs } from '../common/Translations';
import { withTranslations } from '../../src/schemas/translations';

// Hot leads first (issue 28): the phone fields' default country, with libphonenumber's list loaded on use.
const DefaultCountryInput = lazy(() => import('./DefaultCountryInput'));

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(settingsSchema));

/** Contact details shown in the footer and the WhatsApp button, and the mortgage rules. */
function SettingsForm() {
  const readOnly = useReadOnly();
  return (
    <SimpleForm
      resolver={resolver}
      toolbar={
        readOnly ? (
          false
        ) : (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        )
      }
    >
      <TextInput source="product_name" />
      <TextInput source="tagline" fullWidth />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <PhoneNumberInput source="phone_primary" />
        <PhoneNumberInput source="phone_secondary" />
        <PhoneNumberInput source="whatsapp_number" />
      </Stack>
      <Suspense fallback={null}>
        <DefaultCountryInput />
      </Suspense>
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
      <GoldenVisaRulesInputs />
      <TranslationInputs resource="settings" schema={settingsSchema} />
    </SimpleForm>
  );
}

/** The single settings record: editable for roles that may change it, read-only for the others. */
export function SettingsEdit() {
  const resource = useResourceContext() ?? '';
  const { canAccess: canEdit, isPending } = useCanAccess({ action: 'edit', resource });
  if (isPending) return null;
  if (!canEdit)
    return (
      <Show id={1} title="Site settings" actions={false} sx={readOnlySx}>
        <ReadOnly>
          <SettingsForm />
        </ReadOnly>
      </Show>
    );
  return (
    <Edit id={1} title="Site settings" mutationMode="pessimistic" redirect={false}>
      <SettingsForm />
    </Edit>
  );
}
