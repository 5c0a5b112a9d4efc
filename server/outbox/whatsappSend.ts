import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Database } from '../db/types';

/** How long the Graph API has to answer one send. */
const GRAPH_TIMEOUT_MS = 15_000;

/** How far an outgoing message got, in order; a status never moves back (webhooks may arrive out of order). */
const RANK: Record<string, number> = { queued: 0, sending: 1, accepted: 2, sent: 3, delivered: 4, read: 5 };
/** Graph API error codes that say "later" rather than "no": rate limits and temporary outages. */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131056, 133004]);

export interface OutgoingError {
  code: number | null;
  title: string | null;
  detail: string | null;
}

/** What the outbox keeps of a WhatsApp delivery (the access token is added only on the wire). */
export interface WhatsAppDelivery {
  message_id: number;
  request: Record<string, unknown>;
}

class SendFailure extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

const errorText = (e: OutgoingError) => `WhatsApp error${e.code != null ? ` ${e.code}` : ''}: ${e.title ?? 'unknown'}${e.detail ? ` (${e.detail})` : ''}`.slice(0, 500);

/** The Graph API's error body ({ error: { code, message, error_data: { details } } }) as the message keeps it. */
function graphError(status: number, text: string): OutgoingError {
  let e: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text) as { error?: Record<string, unknown> };
    if (parsed?.error && typeof parsed.error === 'object') e = parsed.error;
  } catch {
    // not JSON: a proxy's page; the HTTP status says enough
  }
  const code = Number(e.code);
  const details = (e.error_data as { details?: unknown } | undefined)?.details;
  return {
    code: Number.isInteger(code) ? code : null,
    title: (typeof e.message === 'string' && e.message.slice(0, 300)) || `the Graph API answered HTTP ${status}`,
    detail: typeof details === 'string' ? details.slice(0, 1000) : null,
  };
}

type Patch = { status: string; error?: OutgoingError | null; wa_message_id?: string };

async function setMessage(db: Kysely<Database>, id: number, patch: Patch, onlyIf?: string) {
  const e = patch.error;
  await db
    .updateTable('whatsapp_messages')
    .set({
      status: patch.status,
      status_at: new Date().toISOString(),
      ...(e !== undefined ? { error_code: e?.code ?? null, error_title: e?.title ?? null, error_detail: e?.detail ?? null } : {}),
      ...(patch.wa_message_id ? { wa_message_id: patch.wa_message_id } : {}),
    })
    .where('id', '=', id)
    .$if(!!onlyIf, (q) => q.where('status', '=', onlyIf!))
    .execute();
}

/**
 * A delivery status from Meta's webhook applied to the message staff sent: found by its wamid, or by the delivery key
 * we sent as biz_opaque_callback_data (a send whose answer was lost still learns its fate). Returns the lead's id.
 */
export async function applyOutgoingStatus(db: Kysely<Database>, s: { id: string; opaque: string | null; status: string; at: string; error: OutgoingError | null }): Promise<number | null> {
  const keys = [s.id, ...(s.opaque ? [s.opaque] : [])];
  const row = await db.selectFrom('whatsapp_messages').select(['id', 'status', 'enquiry_id', 'wa_message_id']).where('direction', '=', 'out').where('wa_message_id', 'in', keys).executeTakeFirst();
  if (!row) return null;
  const current = row.status ?? 'queued';
  const failed = s.status === 'failed';
  // "failed" after "sent" is real (never delivered); after "read" it is not. Anything else only moves forward.
  const applies = failed ? current !== 'read' && current !== 'failed' : (RANK[s.status] ?? -1) > (RANK[current] ?? 0) || current === 'failed';
  const learnsId = row.wa_message_id !== s.id && s.id.startsWith('wamid.');
  if (applies || learnsId)
    await db
      .updateTable('whatsapp_messages')
      .set({
        ...(applies ? { status: s.status, status_at: s.at, error_code: s.error?.code ?? null, error_title: s.error?.title ?? null, error_detail: s.error?.detail ?? null } : {}),
        ...(learnsId ? { wa_message_id: s.id } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  return row.enquiry_id;
}

/**
 * The outbox's WhatsApp sender (issue 40 item 5): POST {WHATSAPP_GRAPH_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages with
 * the bearer token. At most once per message: the message row is claimed (queued -> sending) before the call, so an
 * attempt that died mid-call (the outbox's lease ran out) is marked failed, never sent again. Refusals are final;
 * outages and rate limits are retried by the outbox with backoff, and the last attempt marks the message failed.
 */
export function whatsappSender(db: Db, config: Config) {
  return async (row: { payload: string; attempts: number }): Promise<void> => {
    const { message_id: id, request } = JSON.parse(row.payload) as WhatsAppDelivery;
    const k = db.kysely;
    const fail = async (error: OutgoingError, permanent = true): Promise<never> => {
      const last = permanent || row.attempts + 1 >= config.outboxMaxAttempts;
      await setMessage(k, id, { status: last ? 'failed' : 'queued', error }, 'sending');
      throw new SendFailure(errorText(error), last);
    };
    // A delivery staff sent again (Lead deliveries, Retry: its attempts start from 0) takes a failed message back.
    const claimable = row.attempts === 0 ? ['queued', 'failed'] : ['queued'];
    const claimed = await k.updateTable('whatsapp_messages').set({ status: 'sending', status_at: new Date().toISOString() }).where('id', '=', id).where('status', 'in', claimable).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      const m = await k.selectFrom('whatsapp_messages').select('status').where('id', '=', id).executeTakeFirst();
      if (m?.status !== 'sending') return; // sent already (or failed already): nothing more to do
      // A previous attempt was cut off during its call: it may have gone out, so it is not sent twice.
      const error = { code: null, title: 'Sending was interrupted', detail: 'The server stopped while this message was being sent: it may have arrived. Check WhatsApp before sending it again.' };
      await setMessage(k, id, { status: 'failed', error }, 'sending');
      throw new SendFailure(errorText(error), true);
    }
    if (!config.whatsappPhoneNumberId || !config.whatsappAccessToken)
      return fail({ code: null, title: 'WhatsApp sending is not set up', detail: 'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are not set' });

    let res: Response;
    try {
      res = await fetch(`${config.whatsappGraphUrl}/${config.whatsappPhoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.whatsappAccessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      // No answer in time: the message may have gone out. Not retried; a status webhook for it corrects this.
      if ((err as Error).name === 'TimeoutError') return fail({ code: null, title: 'WhatsApp did not answer in time', detail: 'The message may have arrived; its delivery status will show here if it did.' });
      // The connection never opened (refused, no route, DNS): nothing was sent, so trying again is safe.
      return fail({ code: null, title: `Could not reach WhatsApp (${cause ?? (err as Error).message})`, detail: null }, false);
    }
    const text = await res.text().catch(() => '');
    if (res.ok) {
      let wamid: string | null = null;
      try {
        const id0 = (JSON.parse(text) as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
        wamid = typeof id0 === 'string' && id0.length <= 200 ? id0 : null;
      } catch {
        // accepted without a readable id: the opaque key still joins its statuses
      }
      await setMessage(k, id, { status: 'accepted', error: null, ...(wamid ? { wa_message_id: wamid } : {}) }, 'sending');
      // A status webhook that came before this answer was stored, not applied: apply it now.
      if (wamid) {
        const early = await k.selectFrom('whatsapp_statuses').selectAll().where('wa_message_id', '=', wamid).orderBy('at').execute();
        for (const s of early)
          await applyOutgoingStatus(k, { id: wamid, opaque: null, status: s.status, at: s.at, error: s.error_code != null || s.error_title ? { code: s.error_code, title: s.error_title, detail: s.error_detail } : null });
      }
      return;
    }
    const error = graphError(res.status, text);
    const retryable = res.status >= 500 || res.status === 429 || (error.code != null && RETRYABLE_CODES.has(error.code));
    return fail(error, !retryable);
  };
}
