import type { Kysely } from 'kysely';
import type { Actor, ResourceWriter, Row } from '../resources/write';
import { HttpError } from '../errors';
import { nowIso } from '../lib/clock';
import { conflictError, diffRecords, isUniqueViolation, staffName, type FieldChange } from '../resources/record-versions';
import { sameValue } from '../lib/same-value';

/**
 * Drafts of published records (issue 31, decision 025): one pending, unpublished change per record. The live row
 * is untouched until the draft is published, which replaces it in the save's own transaction. A draft carries its
 * own `revision` (its save count) for the stale-save check of concurrent draft edits, and the live `base_version`
 * it was made from, checked again when it is published.
 */
export interface DraftSummary {
  revision: number;
  base_version: number;
  fields: string[];
  user_id: number | null;
  user_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface Draft extends DraftSummary {
  /** The validated values of the fields the draft changes (the others are the live record's). */
  data: Row;
}

const summaryOf = (r: Row): Draft => ({
  revision: Number(r.revision),
  base_version: Number(r.base_version),
  fields: JSON.parse(String(r.fields)) as string[],
  user_id: r.user_id == null ? null : Number(r.user_id),
  user_name: (r.user_name as string | null) ?? null,
  created_at: String(r.created_at),
  updated_at: String(r.updated_at),
  data: JSON.parse(String(r.data)) as Row,
});

export async function loadDraft(db: Kysely<any>, resource: string, id: number): Promise<Draft | null> {
  const row = await db.selectFrom('record_drafts').selectAll().where('resource', '=', resource).where('record_id', '=', id).executeTakeFirst();
  return row ? summaryOf(row) : null;
}

/** The record as the draft would make it: the live record with the draft's fields over it. */
export const withDraftApplied = (live: Row, draft: Draft): Row => ({ ...live, ...draft.data });

/** `draft_version` of a body (or a query): the draft revision the client's copy was; 0 = there was none; null = not checked. */
export function expectedRevision(raw: unknown): number | null {
  if (raw == null || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new HttpError(400, 'draft_version must be a whole number', { draft_version: 'draft_version must be a whole number' });
  return n;
}

/** The 409 of a draft save based on an older revision: who saved the draft since, and the draft as it now is. */
function draftConflict(writer: ResourceWriter, yours: number, current: Draft | null, live: Row, mine: Row): HttpError {
  const now = current?.revision ?? 0;
  const who = current?.user_name ?? 'someone';
  const message = current
    ? `The unpublished changes of this ${writer.def.label.toLowerCase()} were saved by ${who} since you opened it (your draft ${yours}, now draft ${now}). Review their changes and save again.`
    : `The unpublished changes of this ${writer.def.label.toLowerCase()} were published or discarded since you opened them. Review the record and save again.`;
  const theirs = current ? withDraftApplied(live, current) : live;
  const err = new HttpError(409, message, { draft_version: message });
  err.details = {
    conflict: true, draft: true, version_field: 'draft_version', your_version: yours, current_version: now,
    changes: current ? [{ version: now, op: 'draft', fields: current.fields, user_name: current.user_name, created_at: current.updated_at }] : [],
    changed_fields: diffRecords(mine, theirs, writer.kinds, writer.writable), current: { ...theirs, draft_version: now },
  };
  return err;
}

/**
 * Saves the record's draft: a partial body keeps the draft's (or else the live record's) other fields; validated
 * exactly as a save (schema, slug, references, the resource's own checks: 422 naming the field). `expectedVersion`
 * is the live version the client's copy was (409 as a save when the live record moved on); `expectedRevision`
 * the draft revision (0: the client saw no draft). Nothing public changes, so no cache is purged.
 */
export async function saveDraft(writer: ResourceWriter, actor: NonNullable<Actor>, live: Row, input: Row, expected: { version: number | null; revision: number | null }): Promise<Draft & { record: Row }> {
  const { def, db } = writer;
  const id = Number(live.id);
  const liveVersion = Number(live.version ?? 0);
  if (expected.version != null && expected.version !== liveVersion) throw await conflictError(db, def, id, expected.version, live, writer.kinds, writer.writable);
  const current = await loadDraft(db, def.name, id);
  const start = current ? withDraftApplied(live, current) : live;
  const merged: Row = {};
  for (const col of writer.writable) merged[col] = col in input ? input[col] : start[col];
  if (expected.revision != null && expected.revision !== (current?.revision ?? 0)) throw draftConflict(writer, expected.revision, current, live, merged);
  const data = await writer.validate(merged, id);
  // The resource's own rules of a save (a project published without its permit...) refuse a draft as they would the save.
  await writer.check(actor, 'update', data, live);
  const fields = writer.writable.filter((col) => !sameValue(data[col], live[col]));
  // Only what the draft changes: a later save of another field of the live record is kept when the draft is applied.
  const stored: Row = {};
  for (const col of fields) stored[col] = data[col] ?? null;
  const now = nowIso();
  const who = { user_id: actor.request.staff?.id ?? null, user_name: staffName(actor.request) };
  // A new draft takes the live version it was made from; an edited one keeps its base unless the client saw a newer live record.
  const base = expected.version ?? current?.base_version ?? liveVersion;
  let revision: number;
  try {
    if (current) {
      revision = current.revision + 1;
      const done = await db
        .updateTable('record_drafts')
        .set({ revision, base_version: base, data: JSON.stringify(stored), fields: JSON.stringify(fields), ...who, updated_at: now })
        .where('resource', '=', def.name)
        .where('record_id', '=', id)
        .where('revision', '=', current.revision)
        .executeTakeFirst();
      // Someone saved, published or discarded the draft between our read and this write.
      if (Number(done.numUpdatedRows) !== 1) throw draftConflict(writer, current.revision, await loadDraft(db, def.name, id), live, merged);
    } else {
      revision = 1;
      await db.insertInto('record_drafts').values({ resource: def.name, record_id: id, revision, base_version: base, data: JSON.stringify(stored), fields: JSON.stringify(fields), ...who, created_at: now, updated_at: now }).execute();
    }
  } catch (err) {
    // Two first saves racing: the unique (resource, record_id) let the other one through.
    if (isUniqueViolation(err)) throw draftConflict(writer, 0, await loadDraft(db, def.name, id), live, merged);
    throw err;
  }
  await actor.app.audit(actor.request, 'save_draft', def.name, id, { fields, draft_version: revision, base_version: base });
  const draft = (await loadDraft(db, def.name, id))!;
  return { ...draft, record: withDraftApplied(live, draft) };
}

/**
 * Publishes the draft in one step: one transaction makes the live row the draft's content (validated, a version
 * recorded as `publish`, outdated translations marked by the usual rule), and removes the draft only if it is still
 * the revision the client saw. Then the audit and app.contentChanged (caches purged) as for any save.
 */
export async function publishDraft(writer: ResourceWriter, actor: NonNullable<Actor>, live: Row, expected: number | null): Promise<Row> {
  const { def, db } = writer;
  const id = Number(live.id);
  const draft = await loadDraft(db, def.name, id);
  if (!draft) throw new HttpError(404, `This ${def.label.toLowerCase()} has no unpublished changes`);
  if (expected != null && expected !== draft.revision) throw draftConflict(writer, expected, draft, live, withDraftApplied(live, draft));
  return writer.update(actor, live, draft.data, {
    // A draft made from an older live version would overwrite what was saved since: 409 with those changes.
    expected: draft.base_version,
    op: 'publish',
    alsoInTransaction: (trx) => consumeDraft(trx, writer, live, draft.revision, withDraftApplied(live, draft), true),
  });
}

/**
 * In a save's transaction: removes the draft of that revision. A draft saved since (another revision) refuses the
 * save with 409; no draft at all is a 409 only when publishing it was the point (`required`).
 */
export async function consumeDraft(trx: Kysely<any>, writer: ResourceWriter, live: Row, revision: number, mine: Row, required: boolean): Promise<void> {
  const { def } = writer;
  const id = Number(live.id);
  const gone = await trx.deleteFrom('record_drafts').where('resource', '=', def.name).where('record_id', '=', id).where('revision', '=', revision).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 1) return;
  // Read inside the transaction: on SQLite its one connection is held by it.
  const now = await loadDraft(trx, def.name, id);
  if (now || required) throw draftConflict(writer, revision, now, live, mine);
}

/** Removes the draft (audited with what it changed); `expected` as for a save. */
export async function discardDraft(writer: ResourceWriter, actor: NonNullable<Actor>, live: Row, expected: number | null): Promise<Draft> {
  const { def, db } = writer;
  const id = Number(live.id);
  const draft = await loadDraft(db, def.name, id);
  if (!draft) throw new HttpError(404, `This ${def.label.toLowerCase()} has no unpublished changes`);
  if (expected != null && expected !== draft.revision) throw draftConflict(writer, expected, draft, live, withDraftApplied(live, draft));
  const gone = await db.deleteFrom('record_drafts').where('resource', '=', def.name).where('record_id', '=', id).where('revision', '=', draft.revision).executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) throw draftConflict(writer, draft.revision, await loadDraft(db, def.name, id), live, withDraftApplied(live, draft));
  await actor.app.audit(actor.request, 'discard_draft', def.name, id, { fields: draft.fields, draft_version: draft.revision, base_version: draft.base_version });
  return draft;
}

/** The draft as staff see it: who, when, what it changes (per field, rich text as text) and the record with it applied. */
export function draftView(writer: ResourceWriter, live: Row, draft: Draft): DraftSummary & { changed_fields: FieldChange[]; record: Row } {
  const { data: _data, ...summary } = draft;
  const record = withDraftApplied(live, draft);
  return { ...summary, changed_fields: diffRecords(live, record, writer.kinds, writer.writable), record };
}
