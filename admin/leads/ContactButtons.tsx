import CallIcon from '@mui/icons-material/Call';
import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { mailtoHref, telHref, whatsappHref } from './contactLinks';

/** Call, WhatsApp and e-mail the visitor: big tap targets (48 px) that hand over to the phone's own apps. */
export function ContactButtons() {
  const record = useRecordContext<{ name?: string; phone?: string; email?: string }>();
  if (!record) return null;
  const who = record.name ?? 'the visitor';
  const big = { minHeight: 48, whiteSpace: 'nowrap', textTransform: 'none', fontSize: '1rem' } as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 180px))' }, gap: 1 }}>
      {record.phone && (
        <Button variant="contained" size="large" startIcon={<CallIcon />} href={telHref(record.phone)} aria-label={`Call ${who}`} sx={big}>
          Call
        </Button>
      )}
      {record.phone && (
        <Button
          variant="contained"
          size="large"
          startIcon={<WhatsAppIcon />}
          href={whatsappHref(record.phone)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${who}`}
          sx={{ ...big, bgcolor: '#1b7a43', '&:hover': { bgcolor: '#145c32' } }}
        >
          WhatsApp
        </Button>
      )}
      {record.email && (
        <Button variant="outlined" size="large" startIcon={<EmailIcon />} href={mailtoHref(record.email)} aria-label={`E-mail ${who}`} sx={{ ...big, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          E-mail
        </Button>
      )}
    </Box>
  );
}
