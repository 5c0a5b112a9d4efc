import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../lib/clock';
import { unitLabel } from './audit';
import type { ParsedRow, PriceListField, RowProblem } from './priceList';

type Db = Kysely<Database>;
const COMPARED = ['floor', 'type', 'bedrooms', 'size_sqft', 'view', 'price_aed', 'status'] as const;
/** A hold or reservation is ours: a price list does not take the unit back (its price still updates). */
const OURS = ['held', 'reserved'];

export interface ImportReport {
  dry_run: boolean;
  applied: boolean;
  project_id: number;
  columns: PriceListField[];
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Units on the project that this list does not name (left as they are). */
  not_in_list: number;
  /** Every bad row, by row and field: with any, nothing is written. */
  errors: RowProblem[];
  /** Rows applied with a note (a held unit keeps its status). */
  notes: { row: number; unit: string; message: string }[];
  changes: { row: number; unit: string; action: 'create' | 'update'; fields: string[] }[];
}

/**
 * Compares the list with the project's units (matched by building and unit number) and, unless it is a dry run
 * or a row is bad, writes the differences in one transaction. Applying the same list twice changes nothing.
 */
export async function importPriceList(
  db: Db,
  projectId: number,
  parsed: { rows: ParsedRow[]; problems: RowProblem[]; columns: PriceListField[] },
  opts: { dryRun: boolean; userId: number | null; ip: string | null },
): Promise<ImportReport> {
  const existing = await db.selectFrom('units').selectAll().where('project_id', '=', projectId).execute();
  const byKey = new Map(existing.map((u) => [`${u.building}|${u.unit_number}`, u]));
  const report: ImportReport = {
    dry_run: opts.dryRun, applied: false, project_id: projectId, columns: parsed.columns, rows: parsed.rows.length + new Set(parsed.problems.map((p) => p.row)).size,
    created: 0, updated: 0, unchanged: 0, not_in_list: 0, errors: parsed.problems.sort((a, b) => a.row - b.row), notes: [], changes: [],
  };
  const inserts: Record<string, unknown>[] = [];
  const updates: { id: number; set: Record<string, unknown>; row: number }[] = [];
  const named = new Set<string>();
  for (const { row, values } of parsed.rows) {
    const key = `${values.building}|${values.unit_number}`;
    named.add(key);
    const label = unitLabel({ unit_number: String(values.unit_number), building: String(values.building ?? '') });
    const current = byKey.get(key);
    if (!current) {
      inserts.push({ ...values, project_id: projectId });
      report.changes.push({ row, unit: label, action: 'create', fields: [] });
      report.created++;
      continue;
    }
    const set: Record<string, unknown> = {};
    for (const f of COMPARED) {
      // Only columns the list has: a list without views does not erase the views typed in the back-office.
      if (!parsed.columns.includes(f)) continue;
      const next = values[f] ?? null;
      if (String(next ?? '') === String((current as Record<string, unknown>)[f] ?? '')) continue;
      if (f === 'status' && OURS.includes(current.status)) {
        report.notes.push({ row, unit: label, message: `Kept ${current.status} by ${current.held_by_name ?? 'a colleague'} (the list says ${String(next)})` });
        continue;
      }
      set[f] = next;
    }
    if (!Object.keys(set).length) {
      report.unchanged++;
      continue;
    }
    if (set.status === 'sold') set.sold_at = nowIso();
    updates.push({ id: current.id, set, row });
    report.changes.push({ row, unit: label, action: 'update', fields: Object.keys(set).filter((f) => f !== 'sold_at') });
    report.updated++;
  }
  report.not_in_list = existing.filter((u) => !named.has(`${u.building}|${u.unit_number}`)).length;
  if (opts.dryRun || report.errors.length) return report;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const audits: Record<string, unknown>[] = [];
    for (let i = 0; i < inserts.length; i += 200) {
      const batch = inserts.slice(i, i + 200).map((v) => ({ ...v, created_at: now, updated_at: now }));
      const created = await trx.insertInto('units').values(batch as never).returning(['id', 'unit_number', 'building']).execute();
      for (const u of created) audits.push({ resource: 'units', record_id: String(u.id), action: 'unit-import-create', changes: JSON.stringify({ unit: unitLabel(u), project_id: projectId }) });
    }
    for (const u of updates) {
      await trx.updateTable('units').set({ ...u.set, updated_at: now }).where('id', '=', u.id).execute();
      audits.push({ resource: 'units', record_id: String(u.id), action: 'unit-import-update', changes: JSON.stringify({ fields: Object.keys(u.set), values: u.set, project_id: projectId }) });
    }
    audits.push({ resource: 'projects', record_id: String(projectId), action: 'units-import', changes: JSON.stringify({ rows: report.rows, created: report.created, updated: report.updated, unchanged: report.unchanged, not_in_list: report.not_in_list }) });
    for (let i = 0; i < audits.length; i += 200)
      await trx.insertInto('audit_logs').values(audits.slice(i, i + 200).map((a) => ({ ...a, user_id: opts.userId, ip: opts.ip, created_at: now })) as never).execute();
  });
  report.applied = true;
  return report;
}
