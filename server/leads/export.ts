import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { columnKinds, decodeRow } from '../resources/columns';
import { parseListQuery, whereFor } from '../resources/query';
import { leadScopeOf, ROW_SCOPES } from '../resources/scope';
import { HttpError } from '../errors';
import { leadWorkbookStream, XLSX_TYPE } from './spreadsheet';
import type { Kind, ResourceDef } from '../resources/define';
import { permissionFor } from '../../src/permissions';

/** RFC 4180 quoting, and a leading quote on values a spreadsheet would run as a formula (CSV injection). */
export function csvCell(value: unknown): string {
  if (value == null) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows read per query: memory holds one batch (a few MB at most) whatever the export's size. */
const BATCH = 500;
/** A download that moves no byte for this long is cut. */
const EXPORT_IDLE_MS = 60_000;

/** `format`: csv (the default) or xlsx; anything else is a 400 naming the parameter. */
function exportFormat(value: unknown): 'csv' | 'xlsx' {
  if (value === undefined || value === '' || value === 'csv') return 'csv';
  if (value === 'xlsx') return 'xlsx';
  throw new HttpError(400, 'format must be csv or xlsx', { format: 'format must be csv or xlsx' });
}

/**
 * The filtered list in its sort order, a batch at a time, each batch one query: keyset pagination on (sort
 * column, id), never an offset (which rereads every earlier row) and never one array of every row. Rows whose
 * sort column is empty come last on both databases (a second keyset on id alone), so SQLite and PostgreSQL
 * export the same order. Each row comes with the assignee's name and, when asked, the project's title.
 */
export async function* leadBatches(db: Kysely<any>, def: ResourceDef, kinds: Record<string, Kind>, sort: [string, 'ASC' | 'DESC'], filter: Record<string, unknown>, project: boolean, scopeRows?: (eb: any) => any): AsyncGenerator<Record<string, unknown>[]> {
  const [col, order] = sort;
  const dir = order === 'ASC' ? 'asc' : 'desc';
  const after = dir === 'asc' ? '>' : '<';
  const phases: Array<'values' | 'nulls'> = col === 'id' ? ['values'] : ['values', 'nulls'];
  for (const phase of phases) {
    let last: Record<string, unknown> | null = null;
    for (;;) {
      // The filter and the keyset apply to the lead table alone (its column names clash with the joined tables').
      let page = db.selectFrom(def.table).selectAll().where((eb: any) => eb.and(whereFor(def, kinds, filter, eb)));
      // Leads that belong to someone (issue 40 item 4): only the rows of the exporter's scope.
      if (scopeRows) page = page.where(scopeRows);
      if (col !== 'id') page = page.where(col, phase === 'values' ? 'is not' : 'is', null);
      if (last && phase === 'values' && col !== 'id') {
        const [v, id] = [last[col], last.id];
        page = page.where((eb: any) => eb(eb.refTuple(col, 'id'), after, eb.tuple(v, id)));
      } else if (last) page = page.where('id', after, last.id);
      page = (phase === 'values' && col !== 'id' ? page.orderBy(col, dir) : page).orderBy('id', dir).limit(BATCH);
      const rows = (await db
        .selectFrom(page.as('lead'))
        .leftJoin('users as assignee', 'assignee.id', 'lead.assignee_id')
        .$if(project, (qb: any) => qb.leftJoin('projects as project', 'project.id', 'lead.project_id').select('project.title as project_title'))
        .selectAll('lead')
        .select((eb: any) => eb.fn('concat', ['assignee.first_name', sql.lit(' '), 'assignee.last_name']).as('assignee_name'))
        .$if(phase === 'values' && col !== 'id', (qb: any) => qb.orderBy(`lead.${col}`, dir))
        .orderBy('lead.id', dir)
        .execute()) as Record<string, unknown>[];
      if (rows.length) yield rows;
      if (rows.length < BATCH) break;
      last = rows[rows.length - 1];
    }
  }
}

/**
 * GET /api/{name}/export?filter=&sort=&format=csv|xlsx : every row of the filtered list, streamed as it is read
 * (CSV, or exceljs's streaming workbook writer), for roles with `{resource}.export`; each export is audited.
 * Memory stays flat whatever the row count (docs/BENCHMARKS.md, "Lead export"), and a user runs one export at
 * a time: a second one while the first is still downloading is a 429.
 */
export default async function leadExportRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  // Per instance: the memory an export holds is this instance's.
  const running = new Set<number>();
  for (const def of RESOURCES) {
    if (!def.export) continue;
    const { name } = def;
    const { sheet, columns, project = false } = def.export;
    const kinds = columnKinds(def);
    app.get(`/api/${name}/export`, async (request, reply) => {
      const user = app.requirePermission(request, permissionFor(name, 'export')!);
      const format = exportFormat((request.query as Record<string, unknown>).format);
      const { sort, filter } = parseListQuery(def, kinds, request.query as Record<string, unknown>);
      if (running.has(user.id)) {
        reply.header('Retry-After', '10');
        throw new HttpError(429, 'Your previous export is still running. Please wait for it to finish, then try again.');
      }
      running.add(user.id);
      let released = false;
      const release = () => {
        if (!released) running.delete(user.id);
        released = true;
      };
      try {
        const scope = ROW_SCOPES[name] ? await leadScopeOf(db, user) : null;
        const rows = scope && !scope.all ? ROW_SCOPES[name](scope) : undefined;
        const counted = (await db
          .selectFrom(def.table)
          .select((eb: any) => eb.fn.countAll().as('n'))
          .where((eb: any) => eb.and(whereFor(def, kinds, filter, eb)))
          .$if(!!rows, (qb: any) => qb.where(rows))
          .executeTakeFirstOrThrow()) as { n: number | string };
        const total = Number(counted.n);
        await app.audit(request, 'export', name, null, { rows: total, filter, format });
        const cells = async function* () {
          for await (const batch of leadBatches(db, def, kinds, sort, filter, project, rows)) {
            yield batch.map((raw) => {
              const r = { ...decodeRow(raw, kinds), project_title: raw.project_title as string | null, assignee_name: (raw.assignee_name as string | null)?.trim() || null };
              return columns.map(([, get]) => get(r));
            });
          }
        };
        const stamp = new Date().toISOString().slice(0, 10);
        reply
          .header('Content-Disposition', `attachment; filename="${name}-${stamp}.${format}"`)
          .header('Cache-Control', 'no-store')
          // The rows when the export started (leads that arrive during the download may be in it too).
          .header('X-Export-Rows', String(total));
        // The export ends for this user when the response does: sent, cut by the client, or failed.
        reply.raw.once('close', release);
        // A client that stops reading but keeps its connection would hold the export (and this user's turn):
        // a minute without a byte moving ends it.
        reply.raw.setTimeout(EXPORT_IDLE_MS, () => reply.raw.destroy());
        if (format === 'xlsx') {
          reply.header('Content-Type', XLSX_TYPE);
          return reply.send(leadWorkbookStream(sheet, columns.map(([header, , type]) => ({ header, type })), cells()));
        }
        reply.header('Content-Type', 'text/csv; charset=utf-8');
        const csv = async function* () {
          // A byte-order mark so Excel reads UTF-8 names correctly.
          yield '\ufeff' + columns.map(([h]) => csvCell(h)).join(',') + '\r\n';
          for await (const rows of cells()) yield rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
        };
        return reply.send(Readable.from(csv(), { objectMode: false }));
      } catch (err) {
        release();
        throw err;
      }
    });
  }
}
