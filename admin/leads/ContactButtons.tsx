import CallIcon from '@mui/icons-material/Call';
import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button } from '@mui/material';
import { useGetIdentity, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { mailtoHref, telHref, whatsappHref } from './contactLinks';
import { leadLanguage, whatsappGreeting } from '../../src/conversations/greeting';
import { DEFAULT_PRODUCT_NAME } from '../../src/constants';

const AGENCY = DEFAULT_PRODUCT_NAME;

/** Call, WhatsApp and e-mail the visitor: big tap targets (48 px) that hand over to the phone's own apps. */
export function ContactButtons() {
  const record = useRecordContext<{ name?: string; phone?: string; email?: string; project_id?: number | null; language?: string | null; source_path?: string | null }>();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: project } = useGetOne('projects', { id: record?.project_id ?? 0 }, { enabled: !!record?.project_id });
  if (!record) return null;
  // The chat opens with a greeting in the lead's language (issue 40), with the salesperson's name and the project.
  const greeting = whatsappGreeting(leadLanguage(record), { name: record.name ?? '', me: identity?.fullName ?? '', agency: AGENCY, project: project?.title ?? null });
  const who = record.name ?? translate('oasis.lead.the_visitor');
  const big = { minHeight: 48, whiteSpace: 'nowrap', textTransform: 'none', fontSize: '1rem' } as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 180px))' }, gap: 1 }}>
      {record.phone && (
        <Button variant="contained" size="large" startIcon={<CallIcon />} href={telHref(record.phone)} aria-label={translate('oasis.lead.call_who', { who })} sx={big}>
          {translate('oasis.lead.call')}
        </Button>
      )}
      {record.phone && (
        <Button
          variant="contained"
          size="large"
          startIcon={<WhatsAppIcon />}
          href={whatsappHref(record.phone, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={translate('oasis.lead.whatsapp_who', { who })}
          sx={{ ...big, bgcolor: '#1b7a43', '&:hover': { bgcolor: '#145c32' } }}
        >
          WhatsApp
        </Button>
      )}
      {record.email && (
        <Button variant="outlined" size="large" startIcon={<EmailIcon />} href={mailtoHref(record.email)} aria-label={translate('oasis.lead.email_who', { who })} sx={{ ...big, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          {translate('oasis.lead.email')}
        </Button>
      )}
    </Box>
  );
}
