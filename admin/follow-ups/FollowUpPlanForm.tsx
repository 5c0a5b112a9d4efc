import { FormDataConsumer, SimpleForm } from 'react-admin';
import { ArrayInput, BooleanInput, NumberInput, SelectInput, SimpleFormIterator, TextInput } from '../common/inputs';
import { FormToolbar } from '../screens/ResourceScreens';
import { schemaResolver } from '../common/resolver';
import { FOLLOW_UP_ACTIONS, FOLLOW_UP_LANGUAGES, FOLLOW_UP_TRIGGERS, followUpPlans } from '../../src/resources/follow-up-plans';

const resolver = schemaResolver(followUpPlans.fields);
const NAMES: Record<string, string> = { manual: 'By hand from the lead', new_site_lead: 'New lead from the site', no_answer: 'No answer after N days', email: 'Send an e-mail', whatsapp: 'Send a WhatsApp template', task: 'Create a task' };
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic', ru: 'Russian', zh: 'Chinese' };
// Labels are English texts; a catalogue entry for one translates it (react-admin falls back to the text).
const choices = (ids: readonly string[]) => ids.map((id) => ({ id, name: NAMES[id] }));

/** A follow-up plan: how it starts, and its steps (wait, then an e-mail in each visitor language, a WhatsApp template or a task). */
export function FollowUpPlanForm() {
  return (
    <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
      <TextInput source="name" fullWidth />
      <SelectInput source="trigger" choices={choices(FOLLOW_UP_TRIGGERS)} />
      <FormDataConsumer>{({ formData }) => formData.trigger === 'no_answer' && <NumberInput source="no_answer_days" />}</FormDataConsumer>
      <BooleanInput source="active" />
      <TextInput source="note" multiline fullWidth />
      <ArrayInput source="steps">
        <SimpleFormIterator inline={false}>
          <NumberInput source="wait_days" label="Wait (days)" />
          <SelectInput source="action" label="Action" choices={choices(FOLLOW_UP_ACTIONS)} />
          <FormDataConsumer>
            {({ scopedFormData }) => {
              const action = (scopedFormData as { action?: string } | undefined)?.action;
              if (action === 'whatsapp') return <TextInput source="whatsapp_template" label="Approved WhatsApp template" fullWidth />;
              if (action === 'task') return <TextInput source="task_title" label="Task" fullWidth />;
              if (action !== 'email') return null;
              return FOLLOW_UP_LANGUAGES.map((l) => (
                <div key={l}>
                  <TextInput source={`subject.${l}`} label={`Subject (${LANGUAGE_NAMES[l]})`} fullWidth />
                  <TextInput source={`body.${l}`} label={`Text (${LANGUAGE_NAMES[l]}), {name} for the person's name`} multiline minRows={3} fullWidth />
                </div>
              ));
            }}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
