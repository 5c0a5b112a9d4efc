import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import type { ConversationAnswer } from '../../src/conversations/whatsapp';

/** While a message of ours is on its way its ticks change within seconds; otherwise a new message is looked for now and then. */
const BUSY_POLL_MS = 3000;
const IDLE_POLL_MS = 20_000;
/** A message not yet delivered this long after sending is waiting for the person's phone: no need to look often. */
const ON_ITS_WAY_MS = 10 * 60_000;
const ON_ITS_WAY = new Set(['queued', 'sending', 'accepted', 'sent']);
const settled = (a: ConversationAnswer | null) =>
  !a?.data.some((i) => i.type === 'message' && i.direction === 'out' && ON_ITS_WAY.has(i.status ?? '') && Date.now() - Date.parse(i.at) < ON_ITS_WAY_MS);

/**
 * The lead's WhatsApp conversation (issue 37, both ways since issue 40): messages with their details, ours with their
 * delivery status, the 24-hour window and whether this server can send; null until read. `reload()` after a send.
 */
export function useWhatsAppConversation(leadId: number | string | undefined, version: unknown): { answer: ConversationAnswer | null; reload: () => Promise<void> } {
  const notify = useNotify();
  const [answer, setAnswer] = useState<ConversationAnswer | null>(null);
  const reload = useCallback(async () => {
    if (leadId == null) return setAnswer(null);
    try {
      const { data } = await api.get<ConversationAnswer>(`/api/enquiries/${leadId}/whatsapp`);
      setAnswer(data);
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  }, [leadId, notify]);
  useEffect(() => {
    void reload();
  }, [reload, version]);
  useEffect(() => {
    if (leadId == null) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') void reload();
    }, settled(answer) ? IDLE_POLL_MS : BUSY_POLL_MS);
    return () => clearTimeout(timer);
  }, [answer, leadId, reload]);
  return { answer, reload };
}
