import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { columnKinds, decodeRow } from '../resources/columns';
import { parseListQuery, whereFor } from '../resources/query';
import { HttpError } from '../errors';
import { leadWorkbook, XLSX_TYPE } from './spreadsheet';
import { permissionFor } from '../../src/permissions';

/** RFC 4180 quoting, and a leading quote on values a spreadsheet would run as a formula (CSV injection). */
export function csvCell(value: unknown): string {
  if (value == null) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const BATCH = 1000;

/** `format`: csv (the default) or xlsx; anything else is a 400 naming the parameter. */
function exportFormat(value: unknown): 'csv' | 'xlsx' {
  if (value === undefined || value === '' || value === 'csv') return 'csv';
  if (value === 'xlsx') return 'xlsx';
  throw new HttpError(400, 'format must be csv or xlsx', { format: 'format must be csv or xlsx' });
}

/**
 * GET /api/{name}/export?filter=&sort=&format=csv|xlsx : every row of the filtered
 * list (read in batches, not capped at a page), for roles with `{resource}.export`; each export is audited.
 */
export default async function leadExportRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  for (const def of RESOURCES) {
    if (!def.export) continue;
    const { name } = def;
    const { sheet, columns, project } = def.export;
    const kinds = columnKinds(def);
    app.get(`/api/${name}/export`, async (request, reply) => {
      app.requirePermission(request, permissionFor(name, 'export')!);
      const format = exportFormat((request.query as Record<string, unknown>).format);
      const { sort, filter } = parseListQuery(def, kinds, request.query as Record<string, unknown>);
      const t = def.table;
      // Filters apply to the lead table alone (its column names clash with the joined tables').
      const filtered = db.selectFrom(t).selectAll().where((eb: any) => eb.and(whereFor(def, kinds, filter, eb)));
      const dir = sort[1] === 'ASC' ? 'asc' : 'desc';
      const base = () =>
        db
          .selectFrom(filtered.as('lead'))
          .leftJoin('users as assignee', 'assignee.id', 'lead.assignee_id')
          .$if(!!project, (qb: any) => qb.leftJoin('projects as project', 'project.id', 'lead.project_id').select('project.title as project_title'))
          .selectAll('lead')
          .select((eb: any) => eb.fn('concat', ['assignee.first_name', sql.lit(' '), 'assignee.last_name']).as('assignee_name'))
          .orderBy(`lead.${sort[0]}`, dir)
          .orderBy('lead.id', dir);
      const rows: unknown[][] = [];
      for (let offset = 0; ; offset += BATCH) {
        const batch = (await base().limit(BATCH).offset(offset).execute()) as Record<string, unknown>[];
        for (const raw of batch) {
          const r = { ...decodeRow(raw, kinds), project_title: raw.project_title as string | null, assignee_name: (raw.assignee_name as string | null)?.trim() || null };
          rows.push(columns.map(([, get]) => get(r)));
        }
        if (batch.length < BATCH) break;
      }
      await app.audit(request, 'export', name, null, { rows: rows.length, filter, format });
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('Content-Disposition', `attachment; filename="${name}-${stamp}.${format}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Export-Rows', String(rows.length));
      if (format === 'xlsx') {
        reply.header('Content-Type', XLSX_TYPE);
        return leadWorkbook(sheet, columns.map(([header, , type]) => ({ header, type })), rows);
      }
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      // A byte-order mark so Excel reads UTF-8 names correctly.
      const lines = [columns.map(([h]) => csvCell(h)).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
      return '\ufeff' + lines.join('\r\n') + '\r\n';
    });
  }
}
