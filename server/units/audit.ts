import { recordLeadEvent } from '../timeline/record';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../lib/clock';

export interface UnitRef {
  id: number;
  project_id: number;
  unit_number: string;
  building: string;
}

/**
 * One change of a unit, written three times so each record's history shows it: on the unit, on its project and
 * (for holds) on the lead. Details name the unit and the lead by id: the lead's own details stay on the lead.
 */
const UNIT_ACTION_WORDS: Record<string, string> = { 'unit-hold': 'Held', 'unit-release': 'Released', 'unit-hold-expired': 'Hold expired', 'unit-reserve': 'Reserved', 'unit-sell': 'Sold' };

export async function auditUnit(
  db: Kysely<Database>,
  who: { userId: number | null; ip: string | null },
  action: string,
  unit: UnitRef,
  details: Record<string, unknown>,
  leadId: number | null = null,
): Promise<void> {
  const changes = JSON.stringify({ unit_id: unit.id, unit: unitLabel(unit), project_id: unit.project_id, ...(leadId ? { lead_id: leadId } : {}), ...details });
  const base = { user_id: who.userId, action, changes, ip: who.ip, created_at: nowIso() };
  const rows = [
    { ...base, resource: 'units', record_id: String(unit.id) },
    { ...base, resource: 'projects', record_id: String(unit.project_id) },
    ...(leadId ? [{ ...base, resource: 'enquiries', record_id: String(leadId) }] : []),
  ];
  await db.insertInto('audit_logs').values(rows).execute();
  // The lead's timeline (issue 40 item 2): its holds and reservations, in the same transaction.
  if (leadId) await recordLeadEvent(db as Kysely<any>, { leadId, kind: /reserve|sell/.test(action) ? 'reservation' : 'hold', authorId: who.userId, sourceId: unit.id, summary: `${UNIT_ACTION_WORDS[action] ?? action}: unit ${unitLabel(unit)}`, details: { action, unit_id: unit.id, ...details } });
}

/** "B2-1203" or "1203": how staff name a unit. */
export const unitLabel = (u: { unit_number: string; building: string | null }) => (u.building ? `${u.building}-${u.unit_number}` : u.unit_number);
