/** Longest text kept of one message (WhatsApp allows 4096 characters). */
export const MESSAGE_MAX_CHARS = 4096;
/** At most this many messages are read from one delivery (Meta batches a handful). */
const MAX_MESSAGES = 100;

export interface IncomingMessage {
  id: string;
  from: string;
  name: string | null;
  kind: string;
  /** Text only: the text itself, or "[image] caption" for media (the file itself is never fetched or kept). */
  body: string;
  sentAt: string;
}

const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length > 0 ? v.slice(0, max) : null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
// Control characters (except new lines and tabs) have no place in a stored note.
const clean = (text: string) =>
  Array.from(text)
    .filter((ch) => {
      const c = ch.codePointAt(0)!;
      return c === 9 || c === 10 || c === 13 || (c >= 32 && c !== 127);
    })
    .join('')
    .slice(0, MESSAGE_MAX_CHARS);

/** A media message's note: its type and its caption or file name, never its content. */
function mediaNote(kind: string, m: Record<string, unknown>): string {
  const media = obj(m[kind]);
  const caption = str(media.caption, MESSAGE_MAX_CHARS) ?? str(media.filename, 200);
  if (kind === 'location') {
    const l = obj(m.location);
    return `[location] ${[str(l.name, 200), str(l.address, 300), l.latitude != null && l.longitude != null ? `${Number(l.latitude)}, ${Number(l.longitude)}` : null].filter(Boolean).join(', ')}`.trim();
  }
  if (kind === 'button') return str(obj(m.button).text, 500) ?? '[button]';
  if (kind === 'interactive') {
    const i = obj(m.interactive);
    return str(obj(i.button_reply).title, 500) ?? str(obj(i.list_reply).title, 500) ?? '[interactive]';
  }
  return caption ? `[${kind}] ${caption}` : `[${kind}]`;
}

/**
 * The messages of a Cloud API webhook delivery (entry[].changes[].value.messages[], field "messages"), with the
 * sender's profile name from value.contacts[]. Status updates and unknown shapes are skipped, not refused.
 */
export function incomingMessages(payload: unknown): IncomingMessage[] {
  const out: IncomingMessage[] = [];
  for (const entry of list(obj(payload).entry)) {
    for (const change of list(obj(entry).changes)) {
      const c = obj(change);
      if (c.field !== undefined && c.field !== 'messages') continue;
      const value = obj(c.value);
      const names = new Map(list(value.contacts).map((x) => [str(obj(x).wa_id, 32), str(obj(obj(x).profile).name, 120)]));
      for (const message of list(value.messages)) {
        const m = obj(message);
        const id = str(m.id, 200);
        const from = str(m.from, 32)?.replace(/\D/g, '');
        if (!id || !from || out.length >= MAX_MESSAGES) continue;
        const kind = (str(m.type, 30) ?? 'unknown').replace(/[^a-z_]/g, '') || 'unknown';
        const text = kind === 'text' ? str(obj(m.text).body, MESSAGE_MAX_CHARS) ?? '' : mediaNote(kind, m);
        const seconds = Number(m.timestamp);
        const sentAt = Number.isFinite(seconds) && seconds > 0 && seconds < 1e11 ? new Date(seconds * 1000).toISOString() : new Date().toISOString();
        out.push({ id, from, name: names.get(from) ?? null, kind, body: clean(text), sentAt });
      }
    }
  }
  return out;
}
