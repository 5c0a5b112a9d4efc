import { Box } from '@mui/material';
import type { ConversationItem } from '../../src/conversations/whatsapp';
import { WhatsAppMessage } from './WhatsAppMessage';
import { WhatsAppOutgoing } from './WhatsAppOutgoing';
import { WhatsAppSent } from './WhatsAppSent';

/**
 * The lead's WhatsApp conversation as a chat, oldest first (issue 37 item 19; both ways since issue 40): the person's
 * messages on the left, ours on the right with their ticks, messages sent from elsewhere with their statuses.
 */
export function WhatsAppThread({ items, when }: { items: ConversationItem[]; when: (iso: string) => string }) {
  return (
    <Box data-testid="whatsapp-thread" sx={{ display: 'grid' }}>
      {items.map((item, i) =>
        item.type === 'sent' ? (
          <WhatsAppSent key={`s${i}`} item={item} when={when} />
        ) : item.direction === 'out' ? (
          <WhatsAppOutgoing key={`m${item.id}`} m={item} when={when} />
        ) : (
          <Box key={`m${item.id}`} sx={{ display: 'flex', justifyContent: 'flex-start', my: 0.75 }}>
            <Box sx={{ maxWidth: { xs: '88%', sm: '75%' }, bgcolor: 'background.paper', borderRadius: '2px 10px 10px 10px', px: 1.5, boxShadow: '0 1px 1px rgba(0,0,0,0.12)' }}>
              <WhatsAppMessage m={item} when={when} />
            </Box>
          </Box>
        ),
      )}
    </Box>
  );
}
