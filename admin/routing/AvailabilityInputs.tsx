import { Stack, Typography } from '@mui/material';
import { CheckboxGroupInput, useTranslate } from 'react-admin';
import { LANGUAGE_INFO, LANGUAGES } from '../../src/i18n/languages';
import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput } from '../common/inputs';

const LANGUAGE_CHOICES = LANGUAGES.map((id) => ({ id, name: LANGUAGE_INFO[id].englishName }));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((name, id) => ({ id, name }));

/** Routing v2 (issue 28): what routing knows of a team member (languages, hours in their time zone, leave, pause). */
export function AvailabilityInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('oasis.availability.routing')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('oasis.availability.routing_help')}
      </Typography>
      <CheckboxGroupInput source="availability.languages" label="Languages spoken" choices={LANGUAGE_CHOICES} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="availability.time_zone" label="Time zone" helperText="Such as Asia/Dubai" />
        <TextInput source="availability.work_start" label="Day starts (HH:MM)" type="time" />
        <TextInput source="availability.work_end" label="Day ends (HH:MM)" type="time" />
      </Stack>
      <CheckboxGroupInput source="availability.work_days" label="Working days" choices={WEEKDAYS} />
      <ArrayInput source="availability.leave" label="Leave days">
        <SimpleFormIterator inline>
          <TextInput source="" label="Date" type="date" />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="availability.paused" label="Paused: no new leads for now" />
    </>
  );
}
