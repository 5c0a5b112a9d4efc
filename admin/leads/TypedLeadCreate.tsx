import { Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material';
import axios from 'axios';
import { Form, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAdminPaths } from '../common/paths';
import { useFormContext } from 'react-hook-form';
import { INVESTMENT_TIMELINES } from '../../src/schemas/enquiry';
import { TYPED_LEAD_CHANNELS, typedLeadSchema } from '../../src/schemas/typed-lead';
import { api, errorMessage } from '../../src/api/client';
import { schemaResolver } from '../common/resolver';
import { AutocompleteInput } from 'react-admin';
import { ReferenceInput, SelectInput, TextInput } from '../common/inputs';
import { PhoneNumberInput } from '../common/PhoneNumberInput';

const CHANNEL_NAMES: Record<(typeof TYPED_LEAD_CHANNELS)[number], string> = { phone_call: 'Phone call', walk_in: 'Walk-in' };
const CHANNELS = TYPED_LEAD_CHANNELS.map((id) => ({ id, name: CHANNEL_NAMES[id] }));
const TIMELINES = INVESTMENT_TIMELINES.map((id) => ({ id, name: id }));

function SubmitButton() {
  const { formState } = useFormContext();
  return (
    <MuiButton type="submit" variant="contained" disabled={formState.isSubmitting}>
      Save the lead
    </MuiButton>
  );
}

/**
 * Leads typed by staff (issue 28 item 5): a phone call or a walk-in, with the site's enquiry schema (the shared
 * form rules) and mui-tel-input for the phone (the site's 10-digit national rule, UAE by default).
 */
export function TypedLeadCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { editPath } = useAdminPaths();
  const submit = async (values: Record<string, unknown>) => {
    try {
      const res = await api.post('/api/enquiries/typed', values);
      notify('Lead saved', { type: 'success' });
      navigate(editPath('enquiries', res.data.data.id));
    } catch (error) {
      const errors = axios.isAxiosError(error) ? (error.response?.data as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      notify(errors ? Object.values(errors).join(' ') : errorMessage(error), { type: 'error' });
      return errors;
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>New lead: phone call or walk-in</Typography>
        <Form onSubmit={submit} resolver={schemaResolver(typedLeadSchema)} defaultValues={{ channel: 'phone_call' }} noValidate>
          <Stack spacing={1}>
            <SelectInput source="channel" label="How they reached us" choices={CHANNELS} />
            <TextInput source="name" label="Name" />
            <TextInput source="email" label="Email" type="email" />
            <PhoneNumberInput source="phone" label="Phone" />
            <TextInput source="budget" label="Budget (AED)" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <SelectInput source="investmentTimeline" label="Investment timeline" choices={TIMELINES} />
            <ReferenceInput source="project_id" reference="projects">
              <AutocompleteInput label="Project" optionText="title" />
            </ReferenceInput>
            <TextInput source="notes" label="Notes" multiline minRows={3} />
            <SubmitButton />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
