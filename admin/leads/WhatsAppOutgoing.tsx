import { Box, Typography } from '@mui/material';
import type { ConversationMessage } from '../../src/conversations/whatsapp';
import { useTr } from '../common/useTr';
import { WhatsAppTicks } from './WhatsAppTicks';

/** A message staff sent from the lead (issue 40): its text, who sent it, when, and how far it got (or why it failed). */
export function WhatsAppOutgoing({ m, when }: { m: ConversationMessage; when: (iso: string) => string }) {
  const tr = useTr();
  const status = m.status ?? 'queued';
  const retrying = status === 'queued' && m.error;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 0.75 }} data-testid="whatsapp-outgoing">
      <Box sx={{ maxWidth: { xs: '88%', sm: '75%' }, bgcolor: '#d9fdd3', color: '#111b21', borderRadius: '10px 2px 10px 10px', px: 1.5, py: 1, boxShadow: '0 1px 1px rgba(0,0,0,0.12)' }}>
        {m.template && (
          <Typography variant="caption" sx={{ display: 'block', color: '#3b4a54', fontWeight: 600 }}>
            {tr('Template %{name} (%{language})', { name: m.template.name, language: m.template.language })}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Typography>
        <Typography variant="caption" component="div" sx={{ color: '#3b4a54', display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <span>{[m.author, when(m.at)].filter(Boolean).join(' · ')}</span>
          <WhatsAppTicks status={status} />
        </Typography>
        {m.error && (status === 'failed' || retrying) && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }} data-testid="whatsapp-error">
            {retrying ? `${tr('Trying again')}: ` : ''}
            {tr('WhatsApp error %{code}: %{title}', { code: m.error.code ?? '-', title: m.error.title ?? '' })}
            {m.error.detail ? `. ${m.error.detail}` : ''}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
