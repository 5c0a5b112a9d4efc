import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ConversationSent } from '../../src/conversations/whatsapp';
import { useTr } from '../common/useTr';

const STATUS_LABELS: Record<string, string> = { sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Not delivered', deleted: 'Deleted' };
const STATUS_COLORS: Record<string, 'default' | 'info' | 'success' | 'error'> = { sent: 'default', delivered: 'info', read: 'success', failed: 'error' };

/** A message the business sent, with how far it got: sent, delivered, read, or failed with WhatsApp's reason. */
export function WhatsAppSent({ item, when }: { item: ConversationSent; when: (iso: string) => string }) {
  const tr = useTr();
  return (
    <Box sx={{ py: 1, borderTop: '1px solid #eee', textAlign: 'right' }} data-testid="whatsapp-sent">
      <Typography variant="body2" color="text.secondary">{tr('Our message to +%{phone}', { phone: item.to_phone })}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 0.5 }}>
        {item.steps.map((s) => (
          <Chip key={s.status} size="small" color={STATUS_COLORS[s.status] ?? 'default'} label={`${tr(STATUS_LABELS[s.status] ?? s.status)} ${when(s.at)}`} />
        ))}
      </Stack>
      {item.steps
        .filter((s) => s.error)
        .map((s) => (
          <Typography key={s.status} variant="body2" color="error" sx={{ mt: 0.5 }}>
            {tr('WhatsApp error %{code}: %{title}', { code: s.error!.code ?? '-', title: s.error!.title ?? '' })}
            {s.error!.detail ? `. ${s.error!.detail}` : ''}
          </Typography>
        ))}
    </Box>
  );
}
