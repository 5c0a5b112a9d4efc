import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { LeadConversation } from '../bookings/LeadConversation';
import { WhatsAppChat } from './WhatsAppChat';
import { LeadTimeline } from './LeadTimeline';
// Investor math (issue 26)
import { InvestmentScenarioPanel } from './InvestmentScenarioPanel';
import { Labeled, ReferenceField, Show, TextField, useTranslate } from 'react-admin';
import { LeadSummary } from './LeadSummary';
import { DuplicateNotice } from './DuplicateNotice';
import { MergedNotice } from './MergedNotice';
import { VisitorDetails } from './LeadEdit';
import { StatusChip } from './StatusChip';
import { LeadTasks } from '../tasks/LeadTasks'; // issue 40 item 3: tasks and follow-up plans

/** Status, assignee and notes as they stand, for roles that may read leads but not follow them up. */
function FollowUpDetails() {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('oasis.lead.follow_up')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Labeled><StatusChip label="Status" /></Labeled>
          <Labeled><ReferenceField source="assignee_id" reference="users" link={false} emptyText="Unassigned" /></Labeled>
          <Labeled><TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} /></Labeled>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The lead screen without the follow-up form: the same summary and details as the editor. */
export function LeadShow({ mortgage }: { mortgage: boolean }) {
  return (
    <Show actions={false} title={mortgage ? 'oasis.lead.title_mortgage' : 'oasis.lead.title_enquiry'}>
      <Grid container spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
        <Grid size={12}>
          {/* Duplicates merged (issue 28 item 4): where a merged lead went; the same person's other leads. */}
          <MergedNotice />
          <DuplicateNotice />
          <LeadSummary mortgage={mortgage} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <VisitorDetails mortgage={mortgage} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FollowUpDetails />
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
      </Grid>
    </Show>
  );
}
