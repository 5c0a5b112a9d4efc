import crypto from 'node:crypto';
import type { Kysely } from 'kysely';

/** Where a generated meeting room lives when the salesperson has none of their own: Jitsi Meet needs no account. */
export const GENERATED_MEETING_BASE = 'https://meet.jit.si/';

/** A room name nobody can guess (a video call's link is its only key). */
export const generatedMeetingLink = () => `${GENERATED_MEETING_BASE}OasisInvest-${crypto.randomBytes(9).toString('base64url')}`;

/**
 * The link of a video call (issue 40 item 7): the lead's salesperson's own configured room (users.meeting_link, an
 * https address), else a generated one. Read when the booking is made, so the first invitation carries it.
 */
export async function meetingLinkFor(trx: Kysely<any>, leadId: number): Promise<string> {
  const row = await trx.selectFrom('enquiries as e').innerJoin('users as u', 'u.id', 'e.assignee_id').select('u.meeting_link').where('e.id', '=', leadId).executeTakeFirst();
  const own = typeof row?.meeting_link === 'string' ? row.meeting_link.trim() : '';
  return /^https:\/\/[^\s<>"]+$/.test(own) && own.length <= 500 ? own : generatedMeetingLink();
}
