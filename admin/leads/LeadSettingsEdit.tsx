import { Stack, Typography } from '@mui/material';
import { AutocompleteArrayInput, AutocompleteInput, CheckboxGroupInput, Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { ArrayInput, BooleanInput, NumberInput, ReferenceArrayInput, ReferenceInput, SelectInput, SimpleFormIterator, TextInput } from '../common/inputs';
import { LANGUAGE_INFO, LANGUAGES } from '../../src/i18n/languages';
import { leadSettingsSchema } from '../../src/schemas/leads';
import { schemaResolver } from '../common/resolver';
import { ACTIVITY_KINDS } from '../../src/schemas/activity';
import { INVESTMENT_TIMELINES } from '../../src/schemas/enquiry';

// Hot leads first (issue 28): the names of the activity kinds in the score rules.
const KIND_LABELS: Record<string, string> = { project_view: 'Project page viewed', return_visit: 'Came back to the site', brochure: 'Brochure downloaded', calculator: 'Calculator used', shortlist: 'Shortlisted', compare: 'Compared', alert: 'Alert signed up', visa_check: 'Golden Visa checked' };

const LANGUAGE_CHOICES = LANGUAGES.map((id) => ({ id, name: LANGUAGE_INFO[id].englishName }));
const ESCALATION_CHOICES = [{ id: 'reassign', name: 'Reassign to the next available person' }, { id: 'report', name: 'Report to the managers' }];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((name, id) => ({ id, name }));

/** Who hears of new leads (e-mail), whether the visitor gets an acknowledgement, and the response target. */
export function LeadSettingsEdit() {
  const translate = useTranslate();
  return (
    <Edit id={1} title="Lead settings" mutationMode="pessimistic" redirect={false}>
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
        <BooleanInput source="lead_sla_working_hours" label="Count the target in working hours only (Dubai time)" />
        {/* Always shown: besides the response target, visitors book calls and viewings in these hours (issue 29). */}
        <CheckboxGroupInput source="lead_work_days" label="Working days" choices={WEEKDAYS} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="lead_work_start" label="Day starts (HH:MM)" type="time" />
          <TextInput source="lead_work_end" label="Day ends (HH:MM)" type="time" />
        </Stack>
        {/* Conversations (issue 29): what visitors may book. */}
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>Bookings</Typography>
        <Typography variant="body2" color="text.secondary">
          Visitors book calls and viewings in the working days and hours above (Dubai time), except on leave days.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput source="booking_lead_minutes" label="Notice (minutes)" helperText="No slot sooner than this" min={0} max={10080} />
          <NumberInput source="booking_slot_minutes" label="Slot length (minutes)" min={15} max={240} />
          <NumberInput source="booking_days_ahead" label="Days bookable ahead" min={1} max={60} />
        </Stack>
        <ArrayInput source="booking_leave" label="Leave days (no bookings)">
          <SimpleFormIterator inline>
            <TextInput source="" label="Date" type="date" />
          </SimpleFormIterator>
        </ArrayInput>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('oasis.lead_settings.routing')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('oasis.lead_settings.routing_help')}
        </Typography>
        <ArrayInput source="lead_routing" label="">
          <SimpleFormIterator inline>
            <ReferenceInput source="project_id" reference="projects">
              <AutocompleteInput label="Project" optionText="title" sx={{ minWidth: 220 }} />
            </ReferenceInput>
            <ReferenceInput source="area_id" reference="areas">
              <AutocompleteInput label="or area" optionText="name" sx={{ minWidth: 200 }} />
            </ReferenceInput>
            <ReferenceInput source="assignee_id" reference="users" filter={{ active: true }}>
              <AutocompleteInput label="Salesperson" optionText={(u) => `${u.first_name} ${u.last_name}`} sx={{ minWidth: 200 }} />
            </ReferenceInput>
          </SimpleFormIterator>
        </ArrayInput>
        {/* Routing v2 (issue 28): rules by page language, budget band, project, area; first match wins. */}
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('oasis.hot.routing_rules')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('oasis.hot.routing_rules_help')}
        </Typography>
        <ArrayInput source="lead_routing_rules" label="">
          <SimpleFormIterator inline>
            <TextInput source="name" label="Rule name" />
            <SelectInput source="language" label="Page language" choices={LANGUAGE_CHOICES} emptyText="Any" />
            <NumberInput source="min_budget_aed" label="Budget from (AED)" min={0} />
            <NumberInput source="max_budget_aed" label="Budget up to (AED)" min={0} />
            <ReferenceInput source="project_id" reference="projects">
              <AutocompleteInput label="Project" optionText="title" sx={{ minWidth: 200 }} />
            </ReferenceInput>
            <ReferenceInput source="area_id" reference="areas">
              <AutocompleteInput label="Area" optionText="name" sx={{ minWidth: 180 }} />
            </ReferenceInput>
            <ReferenceArrayInput source="assignee_ids" reference="users" filter={{ active: true }}>
              <AutocompleteArrayInput label="People" optionText={(u) => `${u.first_name} ${u.last_name}`} sx={{ minWidth: 240 }} />
            </ReferenceArrayInput>
          </SimpleFormIterator>
        </ArrayInput>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ReferenceInput source="lead_fallback_owner_id" reference="users" filter={{ active: true }}>
            <AutocompleteInput label="Fallback owner (nobody available)" optionText={(u) => `${u.first_name} ${u.last_name}`} sx={{ minWidth: 260 }} />
          </ReferenceInput>
          <SelectInput source="lead_escalation" label="When the response target passes without first contact" choices={ESCALATION_CHOICES} />
        </Stack>
        {/* Leads that belong to someone (issue 40 item 4) */}
        <BooleanInput source="lead_pool_visible" label="oasis.team.pool_visible" helperText="oasis.team.pool_visible_help" />
        {/* Hot leads first (issue 28): the lead score's rules; saving new ones rescores every lead. */}
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('oasis.hot.score')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('oasis.hot.score_help')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput source="lead_score_rules.hot_threshold" label="Hot threshold (points)" min={1} max={100000} />
          <NumberInput source="lead_score_rules.half_life_days" label="Half-life (days)" min={1} max={365} />
        </Stack>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {ACTIVITY_KINDS.map((k) => (
            <NumberInput key={k} source={`lead_score_rules.weights.${k}`} label={KIND_LABELS[k] ?? k} min={0} max={1000} sx={{ width: 190 }} />
          ))}
        </Stack>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {INVESTMENT_TIMELINES.map((label, i) => (
            <NumberInput key={label} source={`lead_score_rules.timeline_points.${i}`} label={translate('oasis.hot.timeline_points', { timeline: translate(label, { _: label }) })} min={0} max={1000} sx={{ width: 190 }} />
          ))}
        </Stack>
        <ArrayInput source="lead_score_rules.budget_bands" label="Budget bands (the highest band reached counts)">
          <SimpleFormIterator inline>
            <NumberInput source="min_aed" label="Budget from (AED)" min={0} />
            <NumberInput source="points" label="Points" min={0} max={1000} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  );
}
