/**
 * A lead's WhatsApp conversation as the server answers GET /api/enquiries/:id/whatsapp and the back-office shows it
 * (issue 37 item 19). Shared by server/whatsapp and admin/leads.
 */

/** A shared contact card: the name and the numbers (and e-mails) it carries. */
export interface SharedContact {
  name: string;
  phones: { phone: string; type: string | null; wa_id: string | null }[];
  emails: string[];
}

/** A click-to-WhatsApp ad or post the person tapped before writing (Meta's `referral`). */
export interface AdReferral {
  source_type: string | null;
  source_id: string | null;
  source_url: string | null;
  headline: string | null;
  body: string | null;
  media_type: string | null;
  ctwa_clid: string | null;
}

export interface SharedLocation {
  latitude: number;
  longitude: number;
  name: string | null;
  address: string | null;
  /** The place's own link, when WhatsApp gave one (http or https only). */
  url: string | null;
}

/** The message a reply or a reaction answers: quoted from this conversation, one the business sent, or not kept here. */
export type Quote = { kind: string; body: string; sent_at: string } | { ours: true; sent_at: string | null } | { unknown: true };

export interface ConversationMessage {
  type: 'message';
  id: number;
  /** Issue 40: 'in' from the person, 'out' sent by staff from the lead (from_phone is then the recipient). */
  direction: 'in' | 'out';
  /** Outgoing only: queued | sending | accepted | sent | delivered | read | failed. */
  status: OutgoingStatus | null;
  /** Outgoing only: why it failed (WhatsApp's code, title and detail), or the last error while it is retried. */
  error: { code: number | null; title: string | null; detail: string | null } | null;
  /** Outgoing only: the staff member who sent it, and the template it used. */
  author: string | null;
  template: { name: string; language: string } | null;
  kind: string;
  body: string;
  from_phone: string;
  contact_name: string | null;
  at: string;
  forwarded: boolean;
  reply_to: Quote | null;
  reaction: { emoji: string | null; to: Quote } | null;
  contacts: SharedContact[] | null;
  location: (SharedLocation & { map_url: string }) | null;
  referral: AdReferral | null;
  number_change: { from: string; to: string } | null;
  system: string | null;
}

export interface DeliveryStep {
  status: string;
  at: string;
  error: { code: number | null; title: string | null; detail: string | null } | null;
}

/** A message the business sent (through the Cloud API), known by its delivery statuses. */
export interface ConversationSent {
  type: 'sent';
  to_phone: string;
  at: string;
  steps: DeliveryStep[];
}

export type ConversationItem = ConversationMessage | ConversationSent;

export type OutgoingStatus = 'queued' | 'sending' | 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

/** The customer-service window: free text only until `closes_at` (24 hours after the person's last message). */
export interface ConversationWindow {
  open: boolean;
  last_inbound_at: string | null;
  closes_at: string | null;
}

/** GET /api/enquiries/:id/whatsapp */
export interface ConversationAnswer {
  data: ConversationItem[];
  window: ConversationWindow;
  /** Whether this server can send (WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are set). */
  sending: boolean;
  /** The number messages go to (digits), or null when the lead has none. */
  to_phone: string | null;
}

/** A map link for a shared location (Google Maps' documented URL form, which phones open in their maps app). */
export const mapLink = (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
