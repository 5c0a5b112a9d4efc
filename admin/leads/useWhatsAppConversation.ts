import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import type { ConversationItem } from '../../src/conversations/whatsapp';

/** The lead's WhatsApp conversation (issue 37): messages with their details and the business's messages with their statuses; null until read. */
export function useWhatsAppConversation(leadId: number | string | undefined, version: unknown): ConversationItem[] | null {
  const notify = useNotify();
  const [items, setItems] = useState<ConversationItem[] | null>(null);
  useEffect(() => {
    if (leadId == null) return setItems(null);
    let live = true;
    api
      .get<{ data: ConversationItem[] }>(`/api/enquiries/${leadId}/whatsapp`)
      .then(({ data }) => live && setItems(data.data))
      .catch((e) => live && notify(errorMessage(e), { type: 'error' }));
    return () => {
      live = false;
    };
  }, [leadId, version, notify]);
  return items;
}
