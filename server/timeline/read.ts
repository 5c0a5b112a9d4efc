import type { Kysely } from 'kysely';
import { HttpError } from '../errors';
import { hideLinkTokens } from '../lib/linkTokens';

/**
 * The lead's timeline, newest first, a page at a time (issue 40 item 2, decision 033). Touches the product makes are
 * rows of lead_events (written in the touch's transaction); WhatsApp messages, e-mails sent and site activity are
 * read where they are kept. Each source is read through its own index, at most one page past the cursor, and the
 * pages are merged here: a page costs a few index range scans whatever the lead's history or the table sizes.
 */
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
/** Notes are append-only; their author may correct one for this long after writing it. */
export const NOTE_EDIT_MS = 15 * 60_000;

export type { TimelineEntry } from '../../src/schemas/timeline';
import type { TimelineEntry } from '../../src/schemas/timeline';

/** Sources in their tie-break order (higher first when two entries share a time). */
const RANK = { e: 3, w: 2, m: 1, a: 0 } as const;
type Source = keyof typeof RANK;
type Cursor = { at: string; r: number; id: number };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(raw: unknown): Cursor | null {
  if (raw === undefined || raw === '') return null;
  const bad = new HttpError(400, 'cursor is not one this timeline gave', { cursor: 'cursor is not one this timeline gave: start again without it' });
  if (typeof raw !== 'string' || raw.length > 200) throw bad;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof c?.at !== 'string' || c.at.length > 40 || !Number.isInteger(c.r) || !Number.isInteger(c.id)) throw bad;
    return c as Cursor;
  } catch {
    throw bad;
  }
}

export function pageSize(raw: unknown): number {
  if (raw === undefined || raw === '') return PAGE_DEFAULT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > PAGE_MAX) throw new HttpError(400, `limit must be a whole number from 1 to ${PAGE_MAX}`, { limit: `limit must be a whole number from 1 to ${PAGE_MAX}` });
  return n;
}

/** Rows strictly after the cursor in (time desc, source rank desc, id desc) order, for one source's columns. */
function after(source: Source, c: Cursor | null, atCol: string, idCol: string) {
  return (eb: any) => {
    if (!c) return eb.lit(true);
    const r = RANK[source];
    const sameTime = r < c.r ? eb.lit(true) : r > c.r ? eb.lit(false) : eb(idCol, '<', c.id);
    return eb.or([eb(atCol, '<', c.at), eb.and([eb(atCol, '=', c.at), sameTime])]);
  };
}

const parse = (json: unknown): Record<string, unknown> | null => {
  if (typeof json !== 'string' || !json) return null;
  try {
    const v = JSON.parse(json);
    return v && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
};

type Raw = Omit<TimelineEntry, 'author'> & { authorId: number | null; src: Source; rowId: number };

async function events(db: Kysely<any>, leadId: number, c: Cursor | null, n: number, viewerId: number, now: number): Promise<Raw[]> {
  const rows = await db
    .selectFrom('lead_events')
    .select(['id', 'kind', 'at', 'author_id', 'summary', 'details', 'edited_at', 'created_at'])
    .where('lead_id', '=', leadId)
    .where(after('e', c, 'at', 'id'))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(n)
    .execute();
  return rows.map((r: any) => {
    const until = Date.parse(r.created_at) + NOTE_EDIT_MS;
    const editable = r.kind === 'note' && r.author_id === viewerId && until > now;
    return {
      src: 'e', rowId: Number(r.id), id: `e-${r.id}`, kind: r.kind, at: r.at, authorId: r.author_id == null ? null : Number(r.author_id),
      by: r.author_id != null ? 'staff' : r.kind === 'enquiry' || r.kind === 'booking' ? 'visitor' : 'system',
      summary: r.summary, details: parse(r.details), edited_at: r.edited_at ?? null, ...(editable ? { editable_until: new Date(until).toISOString() } : {}),
    };
  });
}

async function whatsapp(db: Kysely<any>, leadId: number, c: Cursor | null, n: number): Promise<Raw[]> {
  // The WhatsApp module owns its columns: a message the business sent is `direction = 'out'` (helper "wa"), others came in.
  const rows = await db.selectFrom('whatsapp_messages').selectAll().where('enquiry_id', '=', leadId).where(after('w', c, 'sent_at', 'id')).orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(n).execute();
  return rows.map((r: any) => {
    const out = r.direction === 'out';
    const authorId = out ? (r.sent_by ?? r.author_id ?? null) : null;
    return {
      src: 'w', rowId: Number(r.id), id: `w-${r.id}`, kind: out ? 'whatsapp_out' : 'whatsapp_in', at: r.sent_at, authorId: authorId == null ? null : Number(authorId),
      by: out ? (authorId != null ? 'staff' : 'system') : 'visitor',
      summary: String(r.body ?? '').slice(0, 500), details: { kind: r.kind, contact_name: r.contact_name ?? null, ...(r.status ? { status: r.status } : {}) },
    };
  });
}

async function emails(db: Kysely<any>, leadId: number, c: Cursor | null, n: number): Promise<Raw[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'payload', 'sent_at'])
    .where('lead_type', '=', 'enquiry')
    .where('lead_id', '=', leadId)
    .where('channel', '=', 'email')
    .where('status', '=', 'sent')
    .where(after('m', c, 'sent_at', 'id'))
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(n)
    .execute();
  return rows.map((r: any) => {
    const mail = parse(r.payload) ?? {};
    const to = Array.isArray(mail.to) ? (mail.to as string[]).join(', ') : '';
    // Staff see what was sent and to whom, never a link's secret (decision 031's rule for staff screens).
    return { src: 'm', rowId: Number(r.id), id: `m-${r.id}`, kind: 'email', at: r.sent_at, authorId: null, by: 'system', summary: hideLinkTokens(String(mail.subject ?? '')).slice(0, 500), details: { to } };
  });
}

async function activity(db: Kysely<any>, visitorId: number | null, c: Cursor | null, n: number): Promise<Raw[]> {
  if (visitorId == null) return [];
  const rows = await db
    .selectFrom('activity_events as ev')
    .leftJoin('projects as p', 'p.id', 'ev.project_id')
    .select(['ev.id', 'ev.kind', 'ev.value', 'ev.at', 'p.title as project'])
    .where('ev.visitor_id', '=', visitorId)
    .where(after('a', c, 'ev.at', 'ev.id'))
    .orderBy('ev.at', 'desc')
    .orderBy('ev.id', 'desc')
    .limit(n)
    .execute();
  return rows.map((r: any) => ({
    src: 'a', rowId: Number(r.id), id: `a-${r.id}`, kind: 'activity', at: r.at, authorId: null, by: 'visitor',
    summary: `${String(r.kind).replace(/_/g, ' ')}${r.project ? `: ${r.project}` : ''}`, details: { activity: r.kind, value: r.value ?? null, project: r.project ?? null },
  }));
}

/** One page of a lead's timeline and the cursor of the next (null at the end). */
export async function timelinePage(db: Kysely<any>, lead: { id: number; visitor_id: number | null }, opts: { cursor: Cursor | null; limit: number; viewerId: number; now?: number }): Promise<{ data: TimelineEntry[]; next: string | null }> {
  const n = opts.limit + 1;
  const now = opts.now ?? Date.now();
  const parts = await Promise.all([
    events(db, lead.id, opts.cursor, n, opts.viewerId, now),
    whatsapp(db, lead.id, opts.cursor, n),
    emails(db, lead.id, opts.cursor, n),
    activity(db, lead.visitor_id, opts.cursor, n),
  ]);
  const merged = parts.flat().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : RANK[b.src] - RANK[a.src] || b.rowId - a.rowId));
  const page = merged.slice(0, opts.limit);
  const ids = [...new Set(page.map((e) => e.authorId).filter((x): x is number => x != null))];
  const people = ids.length ? await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute() : [];
  const names = new Map(people.map((p: any) => [Number(p.id), `${p.first_name} ${p.last_name}`.trim()]));
  const data = page.map(({ authorId, src: _s, rowId: _r, ...e }) => ({ ...e, author: authorId != null ? { id: authorId, name: names.get(authorId) ?? `#${authorId}` } : null }));
  const last = page[page.length - 1];
  return { data, next: merged.length > opts.limit && last ? encodeCursor({ at: last.at, r: RANK[last.src], id: last.rowId }) : null };
}
