import { Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { NumberInput } from '../common/inputs';
import { retentionSettingsSchema } from '../../src/schemas/privacy';
import { schemaResolver } from '../common/resolver';
import { RetentionLastRun } from './RetentionLastRun';

/** How long personal data is kept (issue 24): the daily retention job reads these. */
export function PrivacySettingsEdit() {
  return (
    <>
      <Edit id={1} title="Privacy settings" mutationMode="pessimistic" redirect={false}>
        <SimpleForm
          resolver={schemaResolver(retentionSettingsSchema)}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <Typography variant="body2" color="text.secondary">
            A daily job (one instance at a time) applies these periods and records what it did.
          </Typography>
          <NumberInput
            source="privacy_lead_months"
            label="Anonymise Won/Lost leads untouched for (months)"
            min={1}
            max={240}
          />
          <NumberInput
            source="privacy_activity_days"
            label="Delete site activity older than (days)"
            min={1}
            max={3650}
          />
          <NumberInput
            source="privacy_outbox_days"
            label="Empty delivered e-mail and webhook bodies after (days)"
            min={1}
            max={3650}
          />
        </SimpleForm>
      </Edit>
      <RetentionLastRun />
    </>
  );
}
