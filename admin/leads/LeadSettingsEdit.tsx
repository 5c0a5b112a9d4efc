import { BooleanInput, Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { leadSettingsSchema } from '../../src/schemas/leads';
import { schemaResolver } from '../common/resolver';

/** Who hears of new leads (e-mail), whether the visitor gets an acknowledgement, and the response target. */
export function LeadSettingsEdit() {
  return (
    <Edit resource="lead-settings" id={1} title="Lead settings" mutationMode="pessimistic" redirect={false}>
      {/* The settings row is never deleted: Save only. */}
      <SimpleForm resolver={schemaResolver(leadSettingsSchema)} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput
          source="lead_notify_to"
          label="Notify these addresses of every new lead"
          helperText="E-mail addresses separated by commas; the lead's assignee is added automatically. Needs SMTP_URL on the server."
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
          fullWidth
        />
        <BooleanInput source="lead_acknowledge" label="Send the visitor an acknowledgement e-mail" />
        <NumberInput
          source="lead_sla_minutes"
          label="Response target (minutes)"
          helperText="A new lead without a first response after this long is overdue: red in the lists, counted on the dashboard."
          min={1}
          max={10080}
        />
      </SimpleForm>
    </Edit>
  );
}
