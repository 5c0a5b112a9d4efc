import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import type { ConversationAnswer } from '../../src/conversations/whatsapp';
import { WHATSAPP_TEXT_MAX } from '../../src/schemas/whatsapp';
import { useTr } from '../common/useTr';
import { WhatsAppTemplatePicker } from './WhatsAppTemplatePicker';

type Errors = Record<string, string>;

/**
 * Answering on WhatsApp from the lead (issue 40): free text while the 24-hour window is open, an approved template
 * otherwise, with the reason shown. The server decides (422 naming the field); its words are shown as they come.
 */
export function WhatsAppComposer({ leadId, answer, lang, when, onSent }: { leadId: number; answer: ConversationAnswer; lang: string; when: (iso: string) => string; onSent: () => Promise<void> }) {
  const tr = useTr();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [useTemplate, setUseTemplate] = useState(false);
  if (!answer.sending) return <Alert severity="info">{tr('Sending WhatsApp messages is not set up on this server (WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN).')}</Alert>;
  if (!answer.to_phone) return <Alert severity="info">{tr('This lead has no phone number to send a WhatsApp message to.')}</Alert>;

  const send = async (body: object) => {
    setBusy(true);
    setErrors({});
    try {
      await api.post(`/api/enquiries/${leadId}/whatsapp`, body);
      setText('');
      setUseTemplate(false);
      await onSent();
    } catch (e) {
      const data = (e as { response?: { data?: { errors?: Errors } } }).response?.data;
      if (data?.errors) setErrors(data.errors);
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const { window } = answer;
  if (!window.open || useTemplate)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {!window.open && (
          <Alert severity="warning" data-testid="whatsapp-window-closed">
            {window.last_inbound_at
              ? tr('More than 24 hours have passed since their last message (%{at}): WhatsApp allows only an approved template until they write again.', { at: when(window.last_inbound_at) })
              : tr('They have not written on WhatsApp yet: WhatsApp allows only an approved template to start the conversation.')}
          </Alert>
        )}
        <WhatsAppTemplatePicker lang={lang} busy={busy} errors={errors} onSend={(t) => void send(t)} />
        {window.open && <Button onClick={() => setUseTemplate(false)}>{tr('Write a message instead')}</Button>}
      </Box>
    );
  const trimmed = text.trim();
  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); if (trimmed && !busy) void send({ text: trimmed }); }} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          label={tr('Message')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          error={!!errors.text}
          helperText={errors.text}
          slotProps={{ htmlInput: { maxLength: WHATSAPP_TEXT_MAX, 'data-testid': 'whatsapp-composer' } }}
        />
        <IconButton type="submit" color="primary" aria-label={tr('Send on WhatsApp')} disabled={!trimmed || busy} sx={{ width: 48, height: 48, bgcolor: '#1b7a43', color: '#fff', '&:hover': { bgcolor: '#145c32' }, '&.Mui-disabled': { bgcolor: 'action.disabledBackground' } }}>
          <SendIcon />
        </IconButton>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <span>{window.closes_at ? tr('Free replies until %{at}', { at: when(window.closes_at) }) : ''}</span>
        <Button size="small" onClick={() => setUseTemplate(true)} sx={{ p: 0, minWidth: 0, textTransform: 'none' }}>{tr('Use a template')}</Button>
      </Typography>
    </Box>
  );
}
