import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { LeadConversation } from '../bookings/LeadConversation';
import { WhatsAppChat } from './WhatsAppChat';
import { LeadTimeline } from './LeadTimeline';
import { LeadActivity } from './LeadActivity';
// Investor math (issue 26)
import { InvestmentScenarioPanel } from './InvestmentScenarioPanel';
// Inventory (issue 30)
import { LeadUnits } from '../units/LeadUnits';
import {
  BooleanField, DateField, Edit, Labeled, NumberField, ReferenceField, ReferenceInput, ReferenceManyField, SaveButton, SelectInput, SimpleForm, SimpleList, TextField, TextInput, Toolbar, useCanAccess, useResourceContext, useTranslate, type RaRecord,
} from 'react-admin';
import { leadUpdateSchema } from '../../src/schemas/leads';
import { schemaResolver } from '../common/resolver';
import { StatusChip, STATUS_CHOICES } from './StatusChip';
import { useIsPhone } from '../common/useIsPhone';
import { AssignToMeButton } from './AssignToMeButton';
import { LeadSummary } from './LeadSummary';
import { DuplicateNotice } from './DuplicateNotice';
import { MergedNotice } from './MergedNotice';
import { StatusButtons } from './StatusButtons';
import { RecordPrivacyRequest } from '../privacy/RecordPrivacyRequest';
import { LeadTasks } from '../tasks/LeadTasks'; // issue 40 item 3: tasks and follow-up plans

const aed = { style: 'currency', currency: 'AED', maximumFractionDigits: 0 } as const;

/** What the visitor sent: shown, never editable. */
export function VisitorDetails({ mortgage }: { mortgage: boolean }) {
  const resource = useResourceContext() ?? '';
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource });
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('oasis.lead.visitor_sent')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))', gap: 2 }}>
          <Labeled><DateField source="created_at" showTime label="Received" /></Labeled>
          <Labeled><StatusChip label="Current status" /></Labeled>
          <Labeled><TextField source="name" /></Labeled>
          <Labeled><TextField source="email" /></Labeled>
          <Labeled><TextField source="phone" /></Labeled>
          {mortgage ? (
            <>
              <Labeled><NumberField source="property_price_aed" options={aed} /></Labeled>
              <Labeled><NumberField source="down_payment_aed" options={aed} /></Labeled>
              <Labeled><NumberField source="loan_amount_aed" options={aed} /></Labeled>
              <Labeled><NumberField source="tenure_years" /></Labeled>
              <Labeled><NumberField source="interest_rate_pct" /></Labeled>
              <Labeled><NumberField source="monthly_payment_aed" options={aed} /></Labeled>
              <Labeled><TextField source="residency" /></Labeled>
              <Labeled><BooleanField source="first_home" /></Labeled>
              <Labeled><BooleanField source="off_plan" /></Labeled>
              <Labeled><TextField source="message" emptyText="-" /></Labeled>
            </>
          ) : (
            <>
              <Labeled><TextField source="budget" /></Labeled>
              <Labeled><TextField source="investment_timeline" /></Labeled>
              <Labeled><ReferenceField source="project_id" reference="projects" emptyText="-" /></Labeled>
              <Labeled><TextField source="utm_source" emptyText="-" /></Labeled>
              <Labeled><TextField source="utm_medium" emptyText="-" /></Labeled>
              <Labeled><TextField source="utm_campaign" emptyText="-" /></Labeled>
              {/* Shown as text, never a link: the address came from a visitor's browser. */}
              <Labeled><TextField source="referrer" emptyText="-" sx={{ wordBreak: 'break-all' }} /></Labeled>
              {/* The investor's workspace (issue 27): the projects the visitor shortlisted and had e-mailed. */}
              <Labeled label="Shortlisted projects"><TextField source="shortlist" emptyText="-" sx={{ wordBreak: 'break-word' }} /></Labeled>
              {/* Saved searches with e-mail alerts (issue 27): the visitor's subscriptions are their lead's. */}
              <Labeled label="Saved searches (e-mail alerts)">
                <ReferenceManyField reference="saved-searches" target="enquiry_id" empty={<Typography variant="body2">-</Typography>}>
                  <SimpleList linkType={false} primaryText={(r: RaRecord) => `/project${r.filters ? `?${r.filters}` : ''}`} secondaryText={(r: RaRecord) => `${r.frequency} · ${r.status}`} />
                </ReferenceManyField>
              </Labeled>
            </>
          )}
          <Labeled><TextField source="source_path" label="Source page" emptyText="-" /></Labeled>
          {/* A repeat from the same e-mail or phone links to the earliest lead: both are worked together. */}
          <Labeled label="Repeat of (same e-mail or phone)"><ReferenceField source="duplicate_of_id" reference={resource} emptyText="-" link={canEdit ? 'edit' : 'show'} /></Labeled>
          <Labeled label="First response"><DateField source="first_response_at" showTime emptyText="Not yet" /></Labeled>
        </Box>
        <LeadDeliveries type={mortgage ? 'mortgage_enquiry' : 'enquiry'} />
        {/* Privacy by design (issue 24): the lead's activity timeline. */}
        <LeadActivity resource={mortgage ? 'mortgage-enquiries' : 'enquiries'} />
        {/* Issue 37: a request staff verified themselves (owners and admins), for a lead no e-mail reaches. */}
        <RecordPrivacyRequest leadType={mortgage ? 'mortgage_enquiry' : 'enquiry'} />
      </CardContent>
    </Card>
  );
}

/** The e-mails and webhook calls this lead triggered, with their state (the full list is under Lead Deliveries). */
function LeadDeliveries({ type }: { type: 'enquiry' | 'mortgage_enquiry' }) {
  const { canAccess } = useCanAccess({ action: 'list', resource: 'lead-deliveries' });
  const translate = useTranslate();
  if (!canAccess) return null;
  const line = (d: RaRecord) =>
    translate(d.attempts > 1 ? 'oasis.lead.delivery_line_attempts' : 'oasis.lead.delivery_line', {
      channel: translate(`oasis.delivery.channel.${d.channel}`, { _: d.channel }),
      status: translate(`oasis.lead.delivery_status.${d.status}`, { _: d.status }),
      attempts: d.attempts,
    });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">{translate('oasis.lead.notifications_sent')}</Typography>
      <ReferenceManyField reference="lead-deliveries" target="lead_id" filter={{ lead_type: type }} sort={{ field: 'id', order: 'ASC' }}>
        <SimpleList
          empty={<Typography variant="body2" color="text.secondary">{translate('oasis.lead.no_notifications')}</Typography>}
          primaryText={line}
          secondaryText={(d) => d.last_error ?? ''}
          linkType={false}
          dense
        />
      </ReferenceManyField>
    </Box>
  );
}

/** Status, note and assignee: one tap per status on a phone, the dropdown on a desk. */
function FollowUpForm() {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  return (
    <SimpleForm
      resolver={schemaResolver(leadUpdateSchema)}
      toolbar={<Toolbar><SaveButton label="Save changes" sx={{ minHeight: 44 }} /></Toolbar>}
      sanitizeEmptyValues
    >
      <Typography variant="h6" component="h2">{translate('oasis.lead.follow_up')}</Typography>
      {isPhone ? <StatusButtons /> : <SelectInput source="status" choices={STATUS_CHOICES} />}
      <TextInput source="notes" multiline minRows={isPhone ? 3 : 5} fullWidth />
      <ReferenceInput source="assignee_id" reference="users">
        <SelectInput fullWidth />
      </ReferenceInput>
      <AssignToMeButton />
    </SimpleForm>
  );
}

/**
 * Staff change status, assignee and notes; the rest of the lead is read-only. The summary (who, budget,
 * call / WhatsApp / e-mail) comes first; on a phone the follow-up comes before the full details.
 */
export function LeadEdit({ mortgage }: { mortgage: boolean }) {
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={mortgage ? 'oasis.lead.title_mortgage' : 'oasis.lead.title_enquiry'}>
      <Grid container spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
        <Grid size={12}>
          {/* Duplicates merged (issue 28 item 4): where a merged lead went; the same person's other leads. */}
          <MergedNotice />
          <DuplicateNotice />
          <LeadSummary mortgage={mortgage} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 2, md: 1 } }}>
          <VisitorDetails mortgage={mortgage} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 1, md: 2 } }}>
          <FollowUpForm />
        </Grid>
        {/* Investor math (issue 26): the returns scenario the visitor sent, if any. */}
        {!mortgage && <Grid size={12} sx={{ order: 3, '&:empty': { display: 'none' } }}><InvestmentScenarioPanel /></Grid>}
        {!mortgage && <Grid size={12} sx={{ order: 3 }}><LeadTasks /></Grid>}
        {/* The lead's timeline (issue 40 item 2): every touch, with Log call and Add note. */}
        {!mortgage && (
          <Grid size={12} sx={{ order: 3 }}>
            <LeadTimeline />
          </Grid>
        )}
        {/* Conversations (issue 29): WhatsApp messages and bookings of the lead. */}
        {!mortgage && (
          <Grid size={12} sx={{ order: 3 }}>
            <LeadConversation />
          </Grid>
        )}
        {/* WhatsApp both ways (issue 40 item 5): the chat with its composer. */}
        {!mortgage && <Grid size={12} sx={{ order: 3, '&:empty': { display: 'none' } }}><WhatsAppChat /></Grid>}
        {/* Inventory (issue 30): units held, reserved or sold for this lead. */}
        {!mortgage && (
          <Grid size={12} sx={{ order: 3 }}>
            <LeadUnits />
          </Grid>
        )}
      </Grid>
    </Edit>
  );
}
