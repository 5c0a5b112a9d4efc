import type { AdReferral, SharedContact, SharedLocation } from '../../src/conversations/whatsapp';
import { clean, httpUrl, list, obj, str, waNumber } from './fields';

export type { AdReferral, SharedContact };

/** What a message carries beside its text, kept as JSON on the message (whatsapp_messages.details). */
export interface MessageDetails {
  forwarded?: boolean;
  /** A reaction: the emoji (null: the reaction was removed) and the id of the message it answers. */
  reaction?: { emoji: string | null; message_id: string };
  contacts?: SharedContact[];
  location?: SharedLocation;
  referral?: AdReferral;
  /** A system notice: its type; for a number change the old and the new number (digits). */
  system?: { type: string; from?: string; to?: string };
}

const MAX_CONTACTS = 20;
const MAX_PHONES = 10;

function contactsOf(m: Record<string, unknown>): SharedContact[] {
  return list(m.contacts)
    .slice(0, MAX_CONTACTS)
    .map((c) => {
      const card = obj(c);
      const n = obj(card.name);
      const name = str(n.formatted_name, 200) ?? ([str(n.first_name, 100), str(n.last_name, 100)].filter(Boolean).join(' ') || '?');
      const phones = list(card.phones)
        .slice(0, MAX_PHONES)
        .map((p) => ({ phone: str(obj(p).phone, 40) ?? '', type: str(obj(p).type, 20), wa_id: waNumber(obj(p).wa_id) }))
        .filter((p) => p.phone || p.wa_id);
      const emails = list(card.emails).slice(0, MAX_PHONES).map((e) => str(obj(e).email, 200)).filter((e): e is string => !!e);
      return { name: clean(name, 200), phones, emails };
    });
}

function locationOf(m: Record<string, unknown>): MessageDetails['location'] | undefined {
  const l = obj(m.location);
  const latitude = Number(l.latitude);
  const longitude = Number(l.longitude);
  if (l.latitude == null || l.longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude, name: str(l.name, 200), address: str(l.address, 300), url: httpUrl(l.url) };
}

function referralOf(m: Record<string, unknown>): AdReferral | undefined {
  if (!m.referral || typeof m.referral !== 'object') return undefined;
  const r = obj(m.referral);
  const referral: AdReferral = {
    source_type: str(r.source_type, 40),
    source_id: str(r.source_id, 100),
    source_url: str(r.source_url, 1000),
    headline: str(r.headline, 200),
    body: str(r.body, 1000),
    media_type: str(r.media_type, 40),
    ctwa_clid: str(r.ctwa_clid, 500),
  };
  return Object.values(referral).some((v) => v != null) ? referral : undefined;
}

function systemOf(m: Record<string, unknown>, from: string): MessageDetails['system'] | undefined {
  const s = obj(m.system);
  const type = str(s.type, 60);
  if (!type) return undefined;
  // Cloud API: { type: 'user_changed_number', wa_id: new }; older versions: customer_changed_number with new_wa_id.
  if (type === 'user_changed_number' || type === 'customer_changed_number') {
    const to = waNumber(s.wa_id) ?? waNumber(s.new_wa_id);
    return to && to !== from ? { type: 'user_changed_number', from, to } : { type };
  }
  return { type };
}

/** The details of one incoming message of type `kind` from `from`, or null when it carries nothing beyond its text. */
export function detailsOf(kind: string, m: Record<string, unknown>, from: string): MessageDetails | null {
  const d: MessageDetails = {};
  if (obj(m.context).forwarded === true || obj(m.context).frequently_forwarded === true) d.forwarded = true;
  if (kind === 'reaction') {
    const r = obj(m.reaction);
    const answers = str(r.message_id, 200);
    if (answers) d.reaction = { emoji: str(r.emoji, 32), message_id: answers };
  }
  if (kind === 'contacts') d.contacts = contactsOf(m);
  if (kind === 'location') d.location = locationOf(m);
  if (kind === 'system') d.system = systemOf(m, from);
  const referral = referralOf(m);
  if (referral) d.referral = referral;
  for (const k of Object.keys(d) as (keyof MessageDetails)[]) if (d[k] === undefined) delete d[k];
  return Object.keys(d).length ? d : null;
}

/** The one-line text of a message that has no text of its own (what the notice e-mail and a search show). */
export function noteOf(kind: string, m: Record<string, unknown>, d: MessageDetails | null): string {
  const media = obj(m[kind]);
  if (kind === 'reaction') return d?.reaction?.emoji ? `[reaction] ${d.reaction.emoji}` : '[reaction removed]';
  if (kind === 'contacts') return `[contacts] ${(d?.contacts ?? []).map((c) => `${c.name}${c.phones.length ? ` (${c.phones.map((p) => p.phone || `+${p.wa_id}`).join(', ')})` : ''}`).join('; ')}`.trim();
  if (kind === 'location') {
    const l = d?.location;
    return `[location] ${[l?.name, l?.address, l ? `${l.latitude}, ${l.longitude}` : null].filter(Boolean).join(', ')}`.trim();
  }
  if (kind === 'system') return str(obj(m.system).body, 1000) ?? `[${d?.system?.type ?? 'system'}]`;
  if (kind === 'button') return str(obj(m.button).text, 500) ?? '[button]';
  if (kind === 'interactive') {
    const i = obj(m.interactive);
    return str(obj(i.button_reply).title, 500) ?? str(obj(i.list_reply).title, 500) ?? str(obj(i.nfm_reply).body, 500) ?? '[interactive]';
  }
  const caption = str(media.caption, 4096) ?? str(media.filename, 200);
  return caption ? `[${kind}] ${caption}` : `[${kind}]`;
}
