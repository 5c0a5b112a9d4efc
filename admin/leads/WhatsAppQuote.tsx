import { Box, Typography } from '@mui/material';
import type { Quote } from '../../src/conversations/whatsapp';
import { useTr } from '../common/useTr';

/** The message a reply or a reaction answers, quoted as WhatsApp does (a bar on the side). */
export function WhatsAppQuote({ quote, label, when }: { quote: Quote; label: 'reply' | 'reaction'; when: (iso: string) => string }) {
  const tr = useTr();
  const text =
    'body' in quote
      ? quote.body
      : 'ours' in quote
        ? quote.sent_at
          ? tr('Our message of %{when}', { when: when(quote.sent_at) })
          : tr('Our message')
        : tr('A message not kept here');
  return (
    <Box sx={{ borderLeft: '3px solid', borderColor: 'success.main', pl: 1, my: 0.5 }}>
      <Typography variant="caption" color="text.secondary">{label === 'reply' ? tr('In reply to') : tr('Reacting to')}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {text}
      </Typography>
    </Box>
  );
}
