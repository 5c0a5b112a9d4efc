import { Typography } from '@mui/material';
import type { ConversationItem } from '../../src/conversations/whatsapp';
import { WhatsAppMessage } from './WhatsAppMessage';
import { WhatsAppSent } from './WhatsAppSent';

/** The lead's WhatsApp conversation, oldest first (issue 37 item 19): what the person sent and what the business sent. */
export function WhatsAppThread({ items, when }: { items: ConversationItem[]; when: (iso: string) => string }) {
  return (
    <section data-testid="whatsapp-thread">
      <Typography variant="h6" component="h2">WhatsApp</Typography>
      {items.map((item, i) => (item.type === 'message' ? <WhatsAppMessage key={`m${item.id}`} m={item} when={when} /> : <WhatsAppSent key={`s${i}`} item={item} when={when} />))}
    </section>
  );
}
