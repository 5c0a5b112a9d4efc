import { sql, type Kysely } from 'kysely';
import { HttpError } from '../errors';
import type { LeadType } from '../outbox/messages';
import { duplicateReasons, LEAD_TABLE } from './detect';
import { filledFrom } from '../leads/fill';
import { recordLeadEvent } from '../timeline/record';

/**
 * A table column that points at a lead: its rows move from the merged lead to the kept one. Every row moved is
 * recorded (lead_merge_rows: `table.column` + row id) before it moves, so an undo puts back exactly those rows.
 * Server/privacy/registry.ts lists every table that references a lead; this is that list, for moving.
 */
type Move = {
  table: string;
  column: string;
  /** The outbox and the hot notices name the kind of lead beside its id. */
  typed?: boolean;
  /** lead_hot_notices: one row per lead and day; a day the kept lead already has stays on the merged lead. */
  uniqueDay?: boolean;
};

const COMMON: Move[] = [
  { table: 'outbox', column: 'lead_id', typed: true }, // deliveries (e-mails, webhooks)
  { table: 'lead_hot_notices', column: 'lead_id', typed: true, uniqueDay: true },
];

export const MOVES: Record<LeadType, Move[]> = {
  enquiry: [
    ...COMMON,
    { table: 'bookings', column: 'enquiry_id' }, // conversations (issue 29)
    { table: 'whatsapp_messages', column: 'enquiry_id' },
    { table: 'whatsapp_statuses', column: 'enquiry_id' }, // delivery statuses of what the business sent (issue 37)
    { table: 'saved_searches', column: 'enquiry_id' }, // saved searches with alerts (issue 27)
    { table: 'units', column: 'hold_lead_id' }, // inventory holds (issue 30)
    { table: 'enquiries', column: 'duplicate_of_id' }, // later repeats of the merged lead
    { table: 'lead_events', column: 'lead_id' }, // the timeline (issue 40 item 2)
  ],
  mortgage_enquiry: [...COMMON, { table: 'mortgage_enquiries', column: 'duplicate_of_id' }],
};

/** Activity is the browser's: events move to the kept lead's browser, and that browser stands for the merged one's from now on. */
export const EVENTS = 'activity_events.visitor_id';
export const VISITOR_ALIAS = 'visitors.merged_into_id';

/** A lead column the merge changed, with its value before and after (an undo restores it if it still holds `after`). */
export type ColumnChange = { lead: 'kept' | 'merged'; column: string; before: unknown; after: unknown };

export const UNDO_DAYS = 30;
const SHORTLIST_MAX = 5000;

type Lead = Record<string, any> & { id: number; name: string; email: string; phone: string; visitor_id: number | null; merged_into_id: number | null };

/** The block of the merged lead's notes appended to the kept lead's notes (an undo takes out exactly this block). */
const notesBlock = (mergedId: number, notes: string, day: string) => `--- Notes of lead #${mergedId} (merged ${day}) ---\n${notes.trim()}`;

async function loadLead(trx: Kysely<any>, type: LeadType, id: number, lock: boolean): Promise<Lead | undefined> {
  let q = trx.selectFrom(LEAD_TABLE[type]).selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as Lead | undefined;
}

function unionSlugs(a: string, b: string): string {
  const list = [...new Set([...a.split(','), ...b.split(',')].map((s) => s.trim()).filter(Boolean))];
  const out: string[] = [];
  for (const s of list) if ([...out, s].join(',').length <= SHORTLIST_MAX) out.push(s);
  return out.join(',');
}

/** The kept lead's columns filled from the merged one: notes appended; shortlist joined; the returns scenario and Golden Visa check if it has none. */
function keptColumns(type: LeadType, kept: Lead, merged: Lead, now: string): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  if (typeof merged.notes === 'string' && merged.notes.trim()) {
    const block = notesBlock(merged.id, merged.notes, now.slice(0, 10));
    set.notes = kept.notes && String(kept.notes).trim() ? `${kept.notes}\n\n${block}` : block;
  }
  if (type === 'enquiry') {
    if (merged.shortlist) {
      set.shortlist = kept.shortlist ? unionSlugs(kept.shortlist, merged.shortlist) : merged.shortlist;
      set.shortlist_at = !kept.shortlist_at || (merged.shortlist_at && merged.shortlist_at > kept.shortlist_at) ? merged.shortlist_at : kept.shortlist_at;
    }
  }
  // One lead per person (issue 40 item 1): every column the kept lead has empty is taken from the merged one (budget,
  // timeline, language, project, campaign, scenarios...); the merge record lists each with its value before and after.
  Object.assign(set, filledFrom(kept, merged, type === 'enquiry' ? undefined : ['email', 'source_path']));
  return set;
}

function changes(lead: 'kept' | 'merged', row: Lead, set: Record<string, unknown>): ColumnChange[] {
  return Object.entries(set)
    .filter(([c, v]) => row[c] !== v)
    .map(([column, after]) => ({ lead, column, before: row[column] ?? null, after }));
}

export interface MergeResult {
  mergeId: number;
  keptId: number;
  reasons: string[];
  counts: Record<string, number>;
  columns: ColumnChange[];
}

/**
 * Merges lead `mergedId` into `keptId` (same kind) inside the caller's transaction: rows that reference the merged
 * lead move (each recorded), its browser's activity joins the kept lead, the kept lead's notes, shortlist and
 * scenarios are filled from it, and it stays as a pointer. Bad requests are HttpErrors naming the field.
 */
export async function mergeLeads(trx: Kysely<any>, opts: { type: LeadType; mergedId: number; keptId: number; userId: number | null; now: string; lock: boolean }): Promise<MergeResult> {
  const { type, mergedId, keptId, now } = opts;
  const table = LEAD_TABLE[type];
  if (mergedId === keptId) throw new HttpError(422, 'A lead cannot be merged into itself', { into: 'A lead cannot be merged into itself' });
  // PostgreSQL: both rows locked in id order (two merges at once wait for each other, never deadlock).
  const [first, second] = [mergedId, keptId].sort((a, b) => a - b);
  const a = await loadLead(trx, type, first, opts.lock);
  const b = await loadLead(trx, type, second, opts.lock);
  const merged = first === mergedId ? a : b;
  const kept = first === keptId ? a : b;
  if (!merged) throw new HttpError(404, `Lead #${mergedId} not found`);
  if (!kept) throw new HttpError(422, `Lead #${keptId} does not exist`, { into: `Lead #${keptId} does not exist` });
  if (merged.merged_into_id != null) throw new HttpError(409, `Lead #${mergedId} was already merged into #${merged.merged_into_id}`);
  if (kept.merged_into_id != null)
    throw new HttpError(422, `Lead #${keptId} was itself merged into #${kept.merged_into_id}: merge into #${kept.merged_into_id} instead`, { into: `Lead #${keptId} was merged into #${kept.merged_into_id}` });
  const reasons = duplicateReasons(merged, kept);
  if (!reasons.length)
    throw new HttpError(422, `Lead #${keptId} is not a duplicate of #${mergedId}: neither the same e-mail, nor the same phone and name, nor the same WhatsApp number`, { into: 'Not a duplicate: neither the same e-mail, nor the same phone and name, nor the same WhatsApp number' });

  const merge = await trx
    .insertInto('lead_merges')
    .values({ lead_type: type, merged_id: mergedId, kept_id: keptId, reason: reasons.join(', '), columns: '[]', counts: '{}', merged_by: opts.userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mergeId = merge.id as number;
  const counts: Record<string, number> = {};

  /** Records the rows of `from` (a select of ids) under `name`, then points them at `to`. */
  const move = async (name: string, from: any, update: (ids: any) => Promise<unknown>) => {
    await trx
      .insertInto('lead_merge_rows')
      .columns(['merge_id', 'table_name', 'row_id'])
      .expression(from.select([sql.lit(mergeId).as('merge_id'), sql.lit(name).as('table_name'), 'id as row_id']))
      .execute();
    const ids = trx.selectFrom('lead_merge_rows').select('row_id').where('merge_id', '=', mergeId).where('table_name', '=', name);
    const res = (await update(ids)) as { numUpdatedRows?: bigint };
    counts[name] = Number(res.numUpdatedRows ?? 0);
  };

  for (const m of MOVES[type]) {
    let from = trx.selectFrom(m.table).where(m.column, '=', mergedId);
    if (m.typed) from = from.where('lead_type', '=', type);
    // The kept lead itself may be a repeat of the merged one: it does not point at itself.
    if (m.table === table) from = from.where('id', '<>', keptId);
    if (m.uniqueDay) from = from.where('day', 'not in', trx.selectFrom(m.table).select('day').where('lead_type', '=', type).where('lead_id', '=', keptId));
    await move(`${m.table}.${m.column}`, from, (ids) => trx.updateTable(m.table).set({ [m.column]: keptId }).where('id', 'in', ids).executeTakeFirst());
  }

  // Activity: the merged lead's browser joins the kept lead.
  const keptSet: Record<string, unknown> = keptColumns(type, kept, merged, now);
  const mergedSet: Record<string, unknown> = { merged_into_id: keptId, merged_at: now };
  const from = merged.visitor_id;
  const to = kept.visitor_id;
  if (from != null) {
    mergedSet.visitor_id = null;
    if (to == null) keptSet.visitor_id = from;
    else if (to !== from) {
      await move(EVENTS, trx.selectFrom('activity_events').where('visitor_id', '=', from), (ids) => trx.updateTable('activity_events').set({ visitor_id: to }).where('id', 'in', ids).executeTakeFirst());
      // The browser (and any browser already standing for it) now stands for the kept lead's browser.
      await move(VISITOR_ALIAS, trx.selectFrom('visitors').where((eb) => eb.or([eb('id', '=', from), eb('merged_into_id', '=', from)])), (ids) =>
        trx.updateTable('visitors').set({ merged_into_id: to }).where('id', 'in', ids).executeTakeFirst(),
      );
    }
  }

  const columns = [...changes('kept', kept, keptSet), ...changes('merged', merged, mergedSet)];
  if (Object.keys(keptSet).length) await trx.updateTable(table).set({ ...keptSet, updated_at: now }).where('id', '=', keptId).execute();
  // The database decides between two merges of the same lead at once: only one finds it not yet merged.
  const pointed = await trx.updateTable(table).set({ ...mergedSet, updated_at: now }).where('id', '=', mergedId).where('merged_into_id', 'is', null).executeTakeFirst();
  if (Number(pointed.numUpdatedRows) !== 1) throw new HttpError(409, `Lead #${mergedId} was merged by someone else just now`);
  await trx.updateTable('lead_merges').set({ columns: JSON.stringify(columns), counts: JSON.stringify(counts) }).where('id', '=', mergeId).execute();
  if (type === 'enquiry') {
    const taken = columns.filter((c) => c.lead === 'kept').map((c) => c.column);
    await recordLeadEvent(trx, {
      leadId: keptId, kind: 'merge', authorId: opts.userId, at: now, sourceId: mergeId,
      summary: `Lead #${mergedId} merged in (${reasons.join(', ')})${taken.length ? `; taken from #${mergedId}: ${taken.join(', ')}` : ''}`,
      details: { merge_id: mergeId, merged_id: mergedId, from: Object.fromEntries(columns.filter((c) => c.lead === 'kept').map((c) => [c.column, { before: c.before, after: c.after, from: mergedId }])) },
    });
  }
  return { mergeId, keptId, reasons, counts, columns };
}

/** Whether `value` is what the merge left (then an undo may put back what was there before). */
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (a != null && b != null && String(a) === String(b));

export interface UndoResult {
  restored: Record<string, number>;
  /** Columns changed since the merge, left as they are now (a note written after the merge stays). */
  keptAsIs: string[];
}

/**
 * Undoes a merge inside the caller's transaction: exactly the recorded rows that still point at the kept lead go
 * back, the merged lead's columns are restored, the kept lead's columns are restored where they still hold what
 * the merge wrote (its notes lose just the appended block). Refused after UNDO_DAYS, twice, or while the kept lead
 * is itself merged into another.
 */
export async function undoMerge(trx: Kysely<any>, opts: { mergeId: number; userId: number | null; now: string; nowMs: number }): Promise<{ type: LeadType; mergedId: number; keptId: number } & UndoResult> {
  const m = await trx.selectFrom('lead_merges').selectAll().where('id', '=', opts.mergeId).executeTakeFirst();
  if (!m) throw new HttpError(404, 'Merge not found');
  const type = m.lead_type as LeadType;
  const table = LEAD_TABLE[type];
  if (m.undone_at) throw new HttpError(409, `This merge was already undone (${String(m.undone_at).slice(0, 16).replace('T', ' ')} UTC)`);
  const deadline = Date.parse(m.created_at) + UNDO_DAYS * 86_400_000;
  if (opts.nowMs > deadline)
    throw new HttpError(409, `Too late to undo: a merge can be undone within ${UNDO_DAYS} days, and this one was made on ${String(m.created_at).slice(0, 10)}`);
  const kept = (await trx.selectFrom(table).selectAll().where('id', '=', m.kept_id).executeTakeFirst()) as Lead | undefined;
  const merged = (await trx.selectFrom(table).selectAll().where('id', '=', m.merged_id).executeTakeFirst()) as Lead | undefined;
  if (!kept || !merged) throw new HttpError(409, 'One of the two leads was deleted since the merge: it cannot be undone');
  if (kept.merged_into_id != null) throw new HttpError(409, `Lead #${m.kept_id} was itself merged into #${kept.merged_into_id} since: undo that merge first`);
  const claimed = await trx.updateTable('lead_merges').set({ undone_at: opts.now, undone_by: opts.userId }).where('id', '=', m.id).where('undone_at', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(409, 'This merge was already undone');

  const restored: Record<string, number> = {};
  const ids = (name: string) => trx.selectFrom('lead_merge_rows').select('row_id').where('merge_id', '=', m.id).where('table_name', '=', name);
  for (const mv of MOVES[type]) {
    const name = `${mv.table}.${mv.column}`;
    // Only rows that still point at the kept lead: one moved on since (a hold released) stays where it is.
    const res = await trx.updateTable(mv.table).set({ [mv.column]: m.merged_id }).where('id', 'in', ids(name)).where(mv.column, '=', m.kept_id).executeTakeFirst();
    restored[name] = Number(res.numUpdatedRows ?? 0);
  }
  // An erasure (issue 24) empties the record of changed columns: the rows still go back, the columns stay as they are.
  const recorded: unknown = JSON.parse(m.columns);
  const columns = Array.isArray(recorded) ? (recorded as ColumnChange[]) : [];
  const mergedVisitor = columns.find((c) => c.lead === 'merged' && c.column === 'visitor_id')?.before as number | undefined;
  if (mergedVisitor != null && kept.visitor_id != null && kept.visitor_id !== mergedVisitor) {
    const res = await trx.updateTable('activity_events').set({ visitor_id: mergedVisitor }).where('id', 'in', ids(EVENTS)).where('visitor_id', '=', kept.visitor_id).executeTakeFirst();
    restored[EVENTS] = Number(res.numUpdatedRows ?? 0);
    // The merged lead's own browser stands for itself again; a browser that stood for it stands for it again.
    await trx.updateTable('visitors').set({ merged_into_id: null }).where('id', '=', mergedVisitor).where('merged_into_id', '=', kept.visitor_id).execute();
    const aliases = await trx.updateTable('visitors').set({ merged_into_id: mergedVisitor }).where('id', 'in', ids(VISITOR_ALIAS)).where('id', '<>', mergedVisitor).where('merged_into_id', '=', kept.visitor_id).executeTakeFirst();
    restored[VISITOR_ALIAS] = 1 + Number(aliases.numUpdatedRows ?? 0);
  }

  const keptAsIs: string[] = [];
  const back: Record<'kept' | 'merged', Record<string, unknown>> = { kept: {}, merged: {} };
  for (const c of columns) {
    const row = c.lead === 'kept' ? kept : merged;
    if (same(row[c.column], c.after)) back[c.lead][c.column] = c.before;
    else if (c.lead === 'kept' && c.column === 'notes' && typeof row.notes === 'string') {
      // Notes written since the merge stay: only the block the merge appended is taken out.
      const before = typeof c.before === 'string' && c.before.trim() ? c.before : '';
      const block = String(c.after).slice(before ? before.length + 2 : 0);
      if (row.notes.includes(block)) back.kept.notes = row.notes.replace(`\n\n${block}`, '').replace(block, '').trim() || null;
      else keptAsIs.push(c.column);
    } else keptAsIs.push(c.column);
  }
  back.merged.merged_into_id = null;
  back.merged.merged_at = null;
  if (Object.keys(back.kept).length) await trx.updateTable(table).set({ ...back.kept, updated_at: opts.now }).where('id', '=', m.kept_id).execute();
  await trx.updateTable(table).set({ ...back.merged, updated_at: opts.now }).where('id', '=', m.merged_id).execute();
  if (type === 'enquiry')
    await recordLeadEvent(trx, { leadId: m.kept_id, kind: 'merge', authorId: opts.userId, at: opts.now, sourceId: m.id, summary: `Merge of lead #${m.merged_id} undone`, details: { merge_id: m.id, undone: true } });
  return { type, mergedId: m.merged_id, keptId: m.kept_id, restored, keptAsIs };
}
