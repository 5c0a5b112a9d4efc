import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { ResourceWriter, Row } from '../resources/write';
import { importCell, type ContentColumn } from './columns';
import { ImportReport, type RowReport } from './report';
import type { SheetRow } from './rows';
import { sameValue } from '../lib/same-value';

/** Rows handled between two turns of the event loop. */
const YIELD_EVERY = 20;


/**
 * One pass over the rows (issue 31): each row is read into the resource's fields, validated by the resource's
 * own write path (its yup schema, slug and reference checks) and compared with the stored record. A dry run
 * stops there; `apply` saves each row that changes something through the same write path (each save a
 * version, audited). A row with an ID updates that record; a row without one creates a record. A failed row is
 * reported and skipped; the others go on.
 */
export async function importRows(app: FastifyInstance, request: FastifyRequest, writer: ResourceWriter, rows: AsyncIterable<SheetRow>, mode: 'dry-run' | 'apply'): Promise<ImportReport> {
  const report = new ImportReport(mode);
  const label = writer.def.label;
  let n = 0;
  for await (const sheetRow of rows) {
    report.add(await importRow(app, request, writer, sheetRow, mode, label));
    // SQLite answers without a turn of the event loop: give other requests theirs every few rows.
    if (++n % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return report;
}

async function importRow(app: FastifyInstance, request: FastifyRequest, writer: ResourceWriter, { line, cells }: SheetRow, mode: 'dry-run' | 'apply', label: string): Promise<RowReport> {
  const input: Row = {};
  const errors: Record<string, string> = {};
  const columnOf = new Map<string, ContentColumn>();
  let id: number | null = null;
  for (const [column, raw] of cells) {
    const read = importCell(raw, column);
    if ('error' in read) {
      errors[column.field] = read.error;
      continue;
    }
    if (column.field === 'id') {
      id = read.value as number | null;
      continue;
    }
    input[column.field] = read.value;
    columnOf.set(column.field, column);
  }
  if (Object.keys(errors).length) return { row: line, id, action: 'error', errors };
  const existing = id != null ? await writer.load(id) : null;
  if (id != null && !existing) return { row: line, id, action: 'error', errors: { id: `No ${label.toLowerCase()} with ID ${id}; leave ID empty to create one` } };
  try {
    if (existing) {
      const merged: Row = {};
      for (const f of writer.writable) merged[f] = f in input ? input[f] : existing[f];
      const data = await writer.validate(merged, id);
      const changes = Object.keys(input)
        .filter((f) => !sameValue(data[f], existing[f]))
        .map((f) => ({ field: f, column: columnOf.get(f)!.header, before: existing[f] ?? null, after: data[f] ?? null }));
      if (!changes.length) return { row: line, id, action: 'unchanged' };
      if (mode === 'apply') await writer.update({ app, request }, existing, input, { expected: Number(existing.version) });
      return { row: line, id, action: 'update', changes };
    }
    // A new record: empty cells are left to the resource's defaults (a slug from the title, flags off).
    for (const f of Object.keys(input)) if (input[f] == null) delete input[f];
    const data = await writer.validate(input, null);
    const changes = Object.keys(input).map((f) => ({ field: f, column: columnOf.get(f)!.header, before: null, after: data[f] ?? null }));
    if (mode === 'apply') {
      const created = await writer.create({ app, request }, input);
      return { row: line, id: Number(created.id), action: 'create', changes };
    }
    return { row: line, id: null, action: 'create', changes };
  } catch (err) {
    if (err instanceof HttpError) return { row: line, id, action: 'error', errors: err.errors ?? { _: err.message } };
    throw err;
  }
}
