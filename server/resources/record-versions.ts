import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Kind, ResourceDef } from './define';
import { HttpError } from '../errors';
import { nowIso } from '../lib/clock';
import { richTextToText } from '../../src/richText';
import { sameValue } from '../lib/same-value';

/**
 * Versions of content records (issue 31, decision 017): every save through the generic write path keeps the
 * whole record as it became, who saved it and which fields changed. The version number of a record is the
 * number of its newest version (0 for a record never saved since versions exist); (resource, record_id,
 * version) is unique, so of two saves made from the same version the database lets one through.
 */
export type Row = Record<string, unknown>;
/** publish: a draft of the published record became live (decision 025). */
export type VersionOp = 'baseline' | 'create' | 'update' | 'restore' | 'delete' | 'publish';

export interface VersionSummary {
  version: number;
  op: VersionOp;
  fields: string[];
  user_id: number | null;
  user_name: string | null;
  restored_from: number | null;
  created_at: string;
}

/** Content resources keep versions unless their definition says otherwise (the same rule gives them the has_draft filter in define.ts). */
export const isVersioned = (def: ResourceDef) => def.versions ?? (def.group === 'content' && !!def.schema && def.ops.update);

export const DEFAULT_RETENTION = { keep: 50, days: 90 };

export async function currentVersion(db: Kysely<any>, resource: string, id: number): Promise<number> {
  const row = (await db.selectFrom('record_versions').select((eb: any) => eb.fn.max('version').as('v')).where('resource', '=', resource).where('record_id', '=', id).executeTakeFirst()) as { v: unknown } | undefined;
  return row?.v == null ? 0 : Number(row.v);
}

const summary = (r: Row): VersionSummary => ({
  version: Number(r.version),
  op: r.op as VersionOp,
  fields: JSON.parse(String(r.fields)) as string[],
  user_id: r.user_id == null ? null : Number(r.user_id),
  user_name: (r.user_name as string | null) ?? null,
  restored_from: r.restored_from == null ? null : Number(r.restored_from),
  created_at: String(r.created_at),
});

const SUMMARY_COLUMNS = ['version', 'op', 'fields', 'user_id', 'user_name', 'restored_from', 'created_at'];

/** Newest first; `after` lists only the versions saved after that one (what changed since). Bounded by the retention rule. */
export async function listVersions(db: Kysely<any>, resource: string, id: number, after?: number): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom('record_versions')
    .select(SUMMARY_COLUMNS)
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .$if(after != null, (qb: any) => qb.where('version', '>', after))
    .orderBy('version', 'desc')
    .limit(1000)
    .execute();
  return rows.map(summary);
}

export async function getVersion(db: Kysely<any>, resource: string, id: number, version: number): Promise<(VersionSummary & { record: Row }) | null> {
  const row = await db.selectFrom('record_versions').selectAll().where('resource', '=', resource).where('record_id', '=', id).where('version', '=', version).executeTakeFirst();
  return row ? { ...summary(row), record: JSON.parse(String(row.snapshot)) as Row } : null;
}

export const staffName = (request: FastifyRequest | null): string | null => {
  const s = request?.staff as Row | null | undefined;
  if (!s) return null;
  const name = [s.first_name, s.last_name].filter(Boolean).join(' ').trim();
  return name || (s.email as string) || null;
};

/** Stores a version inside the write's transaction; a clash on the unique index means someone saved first. */
export async function insertVersion(
  trx: Kysely<any>,
  v: { resource: string; id: number; version: number; op: VersionOp; fields: string[]; snapshot: Row; request: FastifyRequest | null; restoredFrom?: number | null },
): Promise<void> {
  await trx
    .insertInto('record_versions')
    .values({
      resource: v.resource, record_id: v.id, version: v.version, op: v.op, fields: JSON.stringify(v.fields), snapshot: JSON.stringify(v.snapshot),
      user_id: v.request?.staff?.id ?? null, user_name: staffName(v.request), restored_from: v.restoredFrom ?? null, created_at: nowIso(),
    })
    .execute();
}

/** Retention (settings versions_keep / versions_keep_days): a version goes once it is neither among the last N nor younger than D days. */
export async function pruneVersions(trx: Kysely<any>, resource: string, id: number, newest: number): Promise<void> {
  const s = await trx.selectFrom('settings').select(['versions_keep', 'versions_keep_days']).orderBy('id').limit(1).executeTakeFirst().catch(() => undefined);
  const keep = Math.max(1, Number(s?.versions_keep ?? DEFAULT_RETENTION.keep));
  const days = Math.max(0, Number(s?.versions_keep_days ?? DEFAULT_RETENTION.days));
  const cutoff = new Date(Date.now() - days * 86_400_000).toISOString();
  await trx.deleteFrom('record_versions').where('resource', '=', resource).where('record_id', '=', id).where('version', '<=', newest - keep).where('created_at', '<', cutoff).execute();
}

export const isUniqueViolation = (err: unknown) => {
  const code = String((err as { code?: string })?.code ?? '');
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
};

/** Reads the version a save is based on: the body's `version`, else an If-Match header ("3" or W/"3"); null when the client sent neither. */
export function expectedVersion(body: Row, ifMatch: string | string[] | undefined): number | null {
  if (body.version != null && body.version !== '') {
    const n = Number(body.version);
    if (!Number.isInteger(n) || n < 0) throw new HttpError(400, 'The version must be a whole number', { version: 'The version must be a whole number' });
    return n;
  }
  const header = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
  if (!header || header.trim() === '*') return null;
  const m = /^\s*(?:W\/)?"(\d+)"\s*$/.exec(header);
  if (!m) throw new HttpError(400, 'If-Match must be the ETag of the record, for example "3"', { 'If-Match': 'If-Match must be the ETag of the record, for example "3"' });
  return Number(m[1]);
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}


/**
 * Per field, what differs between two records: translations per language and field (`translations.ar.title`),
 * rich text as text (raw values when only the markup changed). Bookkeeping columns are left out.
 */
export function diffRecords(before: Row | null, after: Row, kinds: Record<string, Kind>, fields: string[]): FieldChange[] {
  const out: FieldChange[] = [];
  const b = before ?? {};
  for (const f of fields) {
    if (f === 'translations') {
      const tb = (b.translations ?? {}) as Record<string, Row>;
      const ta = (after.translations ?? {}) as Record<string, Row>;
      for (const lang of [...new Set([...Object.keys(tb), ...Object.keys(ta)])].sort()) {
        const lb = tb[lang] ?? {};
        const la = ta[lang] ?? {};
        for (const tf of [...new Set([...Object.keys(lb), ...Object.keys(la)])]) {
          if (sameValue(lb[tf], la[tf])) continue;
          out.push({ field: `translations.${lang}.${tf}`, before: readable(lb[tf], kinds[tf]), after: readable(la[tf], kinds[tf]) });
        }
      }
      continue;
    }
    if (sameValue(b[f], after[f])) continue;
    const rb = readable(b[f], kinds[f]);
    const ra = readable(after[f], kinds[f]);
    out.push(sameValue(rb, ra) ? { field: f, before: b[f] ?? null, after: after[f] ?? null } : { field: f, before: rb, after: ra });
  }
  return out;
}

const readable = (v: unknown, kind: Kind | undefined) => (v == null ? null : kind === 'html' && typeof v === 'string' ? richTextToText(v) : v);

/** The 409 of a save based on an older version: what changed since, by whom, and the record as it now is. */
export async function conflictError(db: Kysely<any>, def: ResourceDef, id: number, yours: number, current: Row, kinds: Record<string, Kind>, writable: string[]): Promise<HttpError> {
  const now = Number(current.version);
  const changes = await listVersions(db, def.name, id, yours);
  const base = await getVersion(db, def.name, id, yours);
  const fields = base ? diffRecords(base.record, current, kinds, writable) : null;
  const who = [...new Set(changes.map((c) => c.user_name ?? 'someone'))].join(', ') || 'someone';
  const message = `This ${def.label.toLowerCase()} was changed by ${who} since you opened it (your version ${yours}, now version ${now}). Review their changes and save again.`;
  const err = new HttpError(409, message, { version: message });
  err.details = { conflict: true, your_version: yours, current_version: now, changes, changed_fields: fields ?? [...new Set(changes.flatMap((c) => c.fields))].map((field) => ({ field })), base: base?.record ?? null, current };
  return err;
}
