import { useEffect, useRef } from 'react';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useCanAccess, useLocaleState, useRecordContext } from 'react-admin';
import { leadLanguage } from '../../src/conversations/greeting';
import { useTr } from '../common/useTr';
import { useWhatsAppConversation } from './useWhatsAppConversation';
import { WhatsAppComposer } from './WhatsAppComposer';
import { WhatsAppThread } from './WhatsAppThread';

const dubai = (iso: string, locale: string) => new Date(iso).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/**
 * The lead's WhatsApp chat (issue 40 item 5): the conversation both ways, newest at the bottom, and the composer under
 * it (free text in the 24-hour window, an approved template outside it). On a phone it is the width of the screen.
 */
export function WhatsAppChat() {
  const record = useRecordContext<{ id: number; updated_at?: string; language?: string | null; source_path?: string | null }>();
  const tr = useTr();
  const [locale] = useLocaleState();
  const { canAccess: canSend } = useCanAccess({ resource: 'enquiries', action: 'edit' });
  const { answer, reload } = useWhatsAppConversation(record?.id, record?.updated_at);
  const scroller = useRef<HTMLDivElement>(null);
  const count = answer?.data.length ?? 0;
  const last = answer?.data[count - 1];
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [count, last?.type === 'message' ? last.status : null]);
  if (!record || !answer) return null;
  if (!count && !canSend) return null;
  const when = (iso: string) => dubai(iso, locale);
  return (
    <Card variant="outlined" data-testid="whatsapp-chat">
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WhatsAppIcon sx={{ color: '#1b7a43' }} />
          WhatsApp
          {answer.to_phone && <Typography component="span" variant="body2" color="text.secondary">+{answer.to_phone}</Typography>}
        </Typography>
        <Box ref={scroller} sx={{ bgcolor: '#efeae2', borderRadius: 2, px: { xs: 1, sm: 2 }, py: 1, maxHeight: { xs: '60vh', md: 480 }, overflowY: 'auto' }}>
          {count ? <WhatsAppThread items={answer.data} when={when} /> : <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>{tr('No WhatsApp messages yet.')}</Typography>}
        </Box>
        {canSend && <WhatsAppComposer leadId={record.id} answer={answer} lang={leadLanguage(record)} when={when} onSent={reload} />}
      </CardContent>
    </Card>
  );
}
