import type { Kysely } from 'kysely';
import { recordLeadEvent } from './record';

/**
 * A staff update of a lead on its timeline (issue 40 item 2): a stage change (from, to) and a reassignment (from, to,
 * with names). Written by the lead rules' afterWrite hook, which knows who made the change; the generic writer's
 * in-transaction hook does not carry the actor yet (decision 033).
 */
export async function timelineOfUpdate(db: Kysely<any>, authorId: number | null, record: Record<string, unknown>, previous: Record<string, unknown>): Promise<void> {
  const leadId = Number(record.id);
  if (record.status !== previous.status && record.status != null)
    await recordLeadEvent(db, { leadId, kind: 'stage', authorId, summary: `Stage: ${String(previous.status ?? '—')} → ${String(record.status)}`, details: { from: previous.status ?? null, to: record.status } });
  const from = previous.assignee_id == null ? null : Number(previous.assignee_id);
  const to = record.assignee_id == null ? null : Number(record.assignee_id);
  if (from === to) return;
  const ids = [from, to].filter((x): x is number => x != null);
  const people = ids.length ? await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute() : [];
  const name = (id: number | null) => {
    if (id == null) return 'nobody (the pool)';
    const p = people.find((u: any) => Number(u.id) === id);
    return p ? `${p.first_name} ${p.last_name}`.trim() : `#${id}`;
  };
  await recordLeadEvent(db, { leadId, kind: 'assign', authorId, summary: `Assigned: ${name(from)} → ${name(to)}`, details: { from, to } });
}
