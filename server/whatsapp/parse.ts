import { detailsOf, noteOf, type MessageDetails } from './details';
import { clean, list, obj, secondsIso, str, waNumber } from './fields';

/** Longest text kept of one message (WhatsApp allows 4096 characters). */
export const MESSAGE_MAX_CHARS = 4096;
/** At most this many messages (or statuses) are read from one delivery (Meta batches a handful). */
const MAX_ITEMS = 100;

export interface IncomingMessage {
  id: string;
  from: string;
  name: string | null;
  kind: string;
  /** Text only: the text itself, or a note for anything else ("[image] caption", "[reaction] 👍"); never a file. */
  body: string;
  sentAt: string;
  /** The id of the message this one replies to (context.id), if any. */
  replyTo: string | null;
  details: MessageDetails | null;
}

/** A delivery status of a message the business sent: sent, delivered, read, failed (with its error)... */
export interface IncomingStatus {
  id: string;
  recipient: string;
  status: string;
  at: string;
  error: { code: number | null; title: string | null; detail: string | null } | null;
  /** biz_opaque_callback_data: the delivery key sent with a message staff sent (issue 40), echoed by Meta. */
  opaque: string | null;
}

/** The `value` objects of the "messages" field of a Cloud API delivery (entry[].changes[].value). */
function values(payload: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const entry of list(obj(payload).entry))
    for (const change of list(obj(entry).changes)) {
      const c = obj(change);
      if (c.field === undefined || c.field === 'messages') out.push(obj(c.value));
    }
  return out;
}

/**
 * The messages of a Cloud API webhook delivery (entry[].changes[].value.messages[], field "messages"), with the
 * sender's profile name from value.contacts[]. Unknown shapes are skipped, not refused.
 */
export function incomingMessages(payload: unknown): IncomingMessage[] {
  const out: IncomingMessage[] = [];
  for (const value of values(payload)) {
    const names = new Map(list(value.contacts).map((x) => [waNumber(obj(x).wa_id), str(obj(obj(x).profile).name, 120)]));
    for (const message of list(value.messages)) {
      const m = obj(message);
      const id = str(m.id, 200);
      const from = waNumber(m.from);
      if (!id || !from || out.length >= MAX_ITEMS) continue;
      const kind = (str(m.type, 30) ?? 'unknown').replace(/[^a-z_]/g, '') || 'unknown';
      const details = detailsOf(kind, m, from);
      const typed = obj(m.text).body;
      const text = kind === 'text' ? (typeof typed === 'string' ? typed : '') : noteOf(kind, m, details);
      out.push({ id, from, name: names.get(from) ?? null, kind, body: clean(text, MESSAGE_MAX_CHARS), sentAt: secondsIso(m.timestamp), replyTo: str(obj(m.context).id, 200), details });
    }
  }
  return out;
}

/** The delivery statuses of a Cloud API webhook delivery (value.statuses[]). */
export function incomingStatuses(payload: unknown): IncomingStatus[] {
  const out: IncomingStatus[] = [];
  for (const value of values(payload)) {
    for (const item of list(value.statuses)) {
      const s = obj(item);
      const id = str(s.id, 200);
      const recipient = waNumber(s.recipient_id);
      const status = str(s.status, 20)?.toLowerCase();
      if (!id || !recipient || !status || !/^[a-z_]+$/.test(status) || out.length >= MAX_ITEMS) continue;
      const e = obj(list(s.errors)[0]);
      const code = Number(e.code);
      const error = Object.keys(e).length
        ? { code: Number.isInteger(code) ? code : null, title: str(e.title, 300) ?? str(e.message, 300), detail: str(obj(e.error_data).details, 1000) }
        : null;
      out.push({ id, recipient, status, at: secondsIso(s.timestamp), error, opaque: str(s.biz_opaque_callback_data, 512) });
    }
  }
  return out;
}
