import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { formatAed, formatBudget, joinParts } from '../common/format';
import { ContactButtons } from './ContactButtons';
import { ResponseTimer } from './ResponseTimer';
import { StatusChip } from './StatusChip';
import { ScoreChip } from './ScoreChip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Typography>
    </Box>
  );
}

/** What a salesperson needs first, on a phone above everything else: who, how much, when, what, from where, and how to reach them. */
export function LeadSummary({ mortgage }: { mortgage: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const t = (key: string) => translate(`oasis.lead.${key}`);
  if (!record) return null;
  const source = joinParts(record.utm_source && [record.utm_source, record.utm_medium].filter(Boolean).join(' / '), record.source_path);
  return (
    <Card variant="outlined" component="section" aria-labelledby="lead-name">
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography id="lead-name" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {record.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              <StatusChip />
              <ScoreChip />
              <ResponseTimer />
            </Stack>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
            {mortgage ? (
              <>
                <Fact label={t('loan_amount')}>{formatAed(record.loan_amount_aed)}</Fact>
                <Fact label={t('property_price')}>{formatAed(record.property_price_aed)}</Fact>
                <Fact label={t('monthly_payment')}>{formatAed(record.monthly_payment_aed)}</Fact>
                <Fact label={t('residency')}>{record.residency}</Fact>
              </>
            ) : (
              <>
                <Fact label={t('budget')}>{formatBudget(record.budget)}</Fact>
                <Fact label={t('timeline')}>{record.investment_timeline}</Fact>
                <Fact label={t('project')}>
                  {record.project_id ? <ReferenceField source="project_id" reference="projects" link={false} /> : null}
                </Fact>
              </>
            )}
            <Fact label={t('source')}>{source}</Fact>
            <Fact label={t('phone')}>{record.phone}</Fact>
            <Fact label={t('email')}>{record.email}</Fact>
          </Box>
          {/* The visitor's own words (the enquiry and mortgage forms' message, issue 39 item 9), whole and wrapped. */}
          {record.message ? (
            <Box data-testid="lead-message">
              <Typography variant="caption" color="text.secondary">{t('message')}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.message}</Typography>
            </Box>
          ) : null}
          {/* Routing v2 (issue 28): how the lead reached its assignee, and any escalation. */}
          {record.routing_note ? (
            <Typography variant="body2" color="text.secondary" data-testid="routing-note" sx={{ overflowWrap: 'anywhere' }}>
              {translate('oasis.hot.routing')}: {record.routing_note}
            </Typography>
          ) : null}
          <ContactButtons />
        </Stack>
      </CardContent>
    </Card>
  );
}
