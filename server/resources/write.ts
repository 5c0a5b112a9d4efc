import type { Kysely } from 'kysely';
import type { Kind, ResourceDef, WriteOp } from './define';
import { columnKinds, decodeRow, deepHtmlFields, encodeValue } from './columns';
import { sanitizeDeep, sanitizeRichText } from '../content/sanitize';
import { slugify } from '../../src/slug';
import { validateInput } from '../../src/schemas/validate';
import { compactTranslations, completeLanguages, type Translations } from '../../src/schemas/translations';
import { validationFailed } from '../errors';
import { nowIso } from '../lib/clock';
import { outdatedMarks } from './outdated-translations';
import { conflictError, currentVersion, insertVersion, isUniqueViolation, isVersioned, pruneVersions, type VersionOp } from './record-versions';
import { sameValue } from '../lib/same-value';
import { resourceEvents, type FieldChange, type ResourceEvent, type WriteActor } from './events';

/** Who is writing: a staff request through the REST router (checks, audit and the after-commit work of subscribers run), or the seed (none do). */
export type Actor = WriteActor;

/** Columns every write touches: not a change of the record's content. */
const BOOKKEEPING = new Set(['updated_at', 'version', 'outdated_translations']);

/** What the write's subscribers asked to do once it commits, and the fields they add to a create's answer. */
interface Pending {
  afterCommit: Array<() => unknown>;
  answer: Row;
}

export type Row = Record<string, unknown>;

export interface UpdateOptions {
  /** The version the client's copy was; null or absent: not checked (decision 017). */
  expected?: number | null;
  op?: VersionOp;
  restoredFrom?: number;
  /** Runs in the save's transaction after the row and its version are stored; a throw rolls the save back. */
  alsoInTransaction?: (trx: Kysely<any>) => Promise<void>;
}

/**
 * The one write path of every resource: validate -> checks -> prepare -> row -> store (with related rows, its version
 * and the events its subscribers react to, in one transaction) -> audit -> the subscribers' after-commit work. The
 * REST router, bulk edits, imports, restores, drafts' publish and the seed all use it, so a record loaded from
 * db.json passes the same rules as one typed in the back-office. Features subscribe (server/resources/events.ts).
 */
export class ResourceWriter {
  readonly kinds: Record<string, Kind>;
  readonly writable: string[];
  /** Structured fields whose `body` / `html` strings at any depth are rich text (a page's sections). */
  readonly deepHtml: string[];
  /** Whether saves keep versions and carry a `version` number (issue 31, decision 017). */
  readonly versioned: boolean;

  constructor(
    readonly def: ResourceDef,
    readonly db: Kysely<any>,
  ) {
    this.kinds = columnKinds(def);
    this.writable = def.schema ? Object.keys(def.schema.fields) : [];
    this.deepHtml = def.schema ? deepHtmlFields(def.schema) : [];
    this.versioned = isVersioned(def);
  }

  /** The stored record; a versioned one carries its `version`. */
  async load(id: number): Promise<Row | null> {
    const row = await this.db.selectFrom(this.def.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const record = decodeRow(row, this.kinds);
    if (this.versioned) record.version = await currentVersion(this.db, this.def.name, id);
    if (this.def.translatable) record.outdated_translations = await outdatedMarks(this.db, this.def.name, id);
    return record;
  }

  /** Validates with the resource's yup schema (422 naming every field), then prepares the data for storage. */
  async validate(input: Row, id: number | null): Promise<Row> {
    if (!this.def.schema) return { ...input };
    const result = await validateInput(this.def.schema, input);
    if (!result.ok) throw validationFailed(result.errors);
    const data = result.value as Row;
    await this.prepare(data, id);
    return data;
  }

  /** Rich text sanitised, the resource's own checks, a unique slug, references that exist. */
  private async prepare(data: Row, id: number | null): Promise<void> {
    const { def, db } = this;
    for (const col of Object.keys(data)) data[col] = this.sanitized(col, data[col]);
    if (def.translatable) this.prepareTranslations(data);
    await def.prepare?.(data, db);
    // A create without a slug gets one generated (the column is NOT NULL); an update merges the stored slug.
    if (def.slugFrom) {
      const explicit = !!data.slug;
      let candidate = (data.slug as string) || slugify(String(data[def.slugFrom] ?? ''));
      if (!candidate) throw validationFailed({ slug: 'Slug is required' });
      for (let n = 2; ; n++) {
        const clash = await db.selectFrom(def.table).select('id').where('slug', '=', candidate).$if(id != null, (qb: any) => qb.where('id', '<>', id)).executeTakeFirst();
        if (!clash) break;
        if (explicit) throw validationFailed({ slug: `The slug "${candidate}" is already used by another ${def.label.toLowerCase()}` });
        candidate = `${slugify(String(data[def.slugFrom] ?? ''))}-${n}`;
      }
      data.slug = candidate;
    }
    for (const [col, table] of Object.entries(def.references ?? {})) {
      const ref = data[col];
      if (ref == null) continue;
      const found = await db.selectFrom(table).select('id').where('id', '=', ref as number).executeTakeFirst();
      if (!found) throw validationFailed({ [col]: `No ${col.replace(/_id$/, '')} with id ${ref}` });
    }
  }

  /** Every language's rich text sanitised like the English one; blanks dropped; translated_langs follows in toRow (decision 012). */
  private prepareTranslations(data: Row): void {
    const fields = this.def.translatable ?? [];
    const translations = compactTranslations(data.translations as Translations | undefined);
    for (const values of Object.values(translations)) {
      for (const f of fields) if (f in values) values[f] = this.sanitized(f, values[f]);
    }
    // Sanitising can empty a value (a script alone): compact again.
    data.translations = compactTranslations(translations);
  }

  /** A field's value with its rich text sanitised: an html field, or the rich text inside a structured htmlDeep one; others as they are. */
  private sanitized(field: string, value: unknown): unknown {
    if (this.kinds[field] === 'html') return sanitizeRichText(value as string | null);
    return this.deepHtml.includes(field) ? sanitizeDeep(value) : value;
  }

  /** Validated values -> column values; only writable columns, plus `extra` (values hooks or the seed add). */
  toRow(data: Row, extra: Row = {}): Row {
    const row: Row = {};
    for (const col of this.writable) if (col in data) row[col] = encodeValue(data[col], this.kinds[col]);
    if (this.def.translatable && 'translations' in data) row.translated_langs = completeLanguages(data, data.translations as Translations, this.def.translatable).join(',');
    for (const [col, value] of Object.entries(extra)) row[col] = this.kinds[col] ? encodeValue(value, this.kinds[col]) : value;
    return row;
  }

  /**
   * The rules a staff write must pass before it is stored: the resource's own (`hooks.beforeWrite`), then the checks
   * features registered for it (a project published without its permit...). Returns the values they add. A draft's
   * save runs them too (server/drafts/store.ts).
   */
  async check(actor: NonNullable<Actor>, op: WriteOp, data: Row | null, existing: Row | null): Promise<Row> {
    const ctx = { ...actor, op, data, existing };
    const own = (await this.def.hooks?.beforeWrite?.(ctx)) || {};
    const added = await resourceEvents.runChecks(this.def.name, { ...ctx, data: data && { ...data, ...own } });
    return { ...own, ...added };
  }

  async create(actor: Actor, input: Row, extra: Row = {}): Promise<Row> {
    const { def } = this;
    const data = await this.validate(input, null);
    const added = actor ? await this.check(actor, 'create', data, null) : {};
    const now = nowIso();
    const row = { created_at: now, ...(def.noUpdatedAt ? {} : { updated_at: now }), ...this.toRow(data, { ...extra, ...added }) };
    const pending: Pending = { afterCommit: [], answer: {} };
    const record = await this.inTransaction(async (trx) => {
      const stored = await trx.insertInto(def.table).values(row).returningAll().executeTakeFirstOrThrow();
      await def.saveRelated?.(trx, stored.id, data);
      const created = decodeRow(stored, this.kinds);
      // The seed (no actor) keeps no versions: a record's first versioned save stores it as the baseline.
      if (this.versioned && actor) {
        await insertVersion(trx, { resource: def.name, id: Number(stored.id), version: 1, op: 'create', fields: Object.keys(this.toRow(data)), snapshot: created, request: actor.request });
        created.version = 1;
      }
      const base = this.eventBase(trx, actor, Number(stored.id), pending);
      await resourceEvents.emit({ ...base, kind: 'created', record: created, answer: (fields) => Object.assign(pending.answer, fields) });
      if (this.publicFlag(created)) await resourceEvents.emit({ ...base, kind: 'published', record: created, previous: null });
      return created;
    });
    await this.after(actor, 'create', record, Object.keys(this.toRow(data)), pending);
    return { ...record, ...pending.answer };
  }

  /**
   * A partial body keeps the other fields: the stored record is the starting point. `expected` is the version
   * the client's copy was (null: the client sent none, the save is not checked); a save based on an older
   * version is refused with 409 and what changed since (decision 017). A restore is an update with op 'restore'.
   */
  async update(actor: Actor, existing: Row, input: Row, opts: UpdateOptions = {}): Promise<Row> {
    const { def } = this;
    const id = Number(existing.id);
    const base = this.versioned ? Number(existing.version ?? (await currentVersion(this.db, def.name, id))) : 0;
    if (this.versioned && opts.expected != null && opts.expected !== base) throw await conflictError(this.db, def, id, opts.expected, { ...existing, version: base }, this.kinds, this.writable);
    const merged: Row = {};
    for (const col of this.writable) merged[col] = col in input ? input[col] : existing[col];
    const data = await this.validate(merged, id);
    const added = actor ? await this.check(actor, 'update', data, existing) : {};
    const changed = this.writable.filter((col) => !sameValue(data[col], existing[col]));
    const via = opts.op === 'restore' ? 'restore' : opts.op === 'publish' ? 'publish_draft' : 'update';
    const pending: Pending = { afterCommit: [], answer: {} };
    let record: Row;
    try {
      record = await this.inTransaction(async (trx) => {
        const stored = await trx.updateTable(def.table).set({ ...this.toRow(data, added), updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await def.saveRelated?.(trx, id, data);
        const saved = decodeRow(stored, this.kinds);
        if (this.versioned) await this.keepVersion(trx, actor, id, base, existing, saved, changed, opts);
        // Work that must commit or fail with the save (publishing a draft removes it: decision 025).
        await opts.alsoInTransaction?.(trx);
        const event = this.eventBase(trx, actor, id, pending);
        await resourceEvents.emit({ ...event, kind: 'changed', record: saved, previous: existing, changes: changesOf(existing, saved), via });
        const [was, now] = [this.publicFlag(existing), this.publicFlag(saved)];
        if (now && !was) await resourceEvents.emit({ ...event, kind: 'published', record: saved, previous: existing });
        if (was && !now) await resourceEvents.emit({ ...event, kind: 'unpublished', record: saved, previous: existing });
        return saved;
      });
    } catch (err) {
      // Someone else's save of the same version committed first: the unique (resource, record_id, version) refused ours.
      if (this.versioned && isUniqueViolation(err)) {
        const now = await this.load(id);
        if (now) throw await conflictError(this.db, def, id, base, now, this.kinds, this.writable);
      }
      throw err;
    }
    if (def.translatable) record.outdated_translations = await outdatedMarks(this.db, def.name, id);
    await this.after(actor, via === 'update' ? 'update' : via, record, changed, pending, opts.restoredFrom);
    return record;
  }

  /** In the save's transaction: the baseline of a record never versioned before, the new version, then the retention rule. */
  private async keepVersion(trx: Kysely<any>, actor: Actor, id: number, base: number, existing: Row, saved: Row, changed: string[], opts: UpdateOptions): Promise<void> {
    const resource = this.def.name;
    const request = actor?.request ?? null;
    if (base === 0) {
      const { version: _v, outdated_translations: _o, ...before } = existing;
      await insertVersion(trx, { resource, id, version: 0, op: 'baseline', fields: [], snapshot: before, request: null });
    }
    await insertVersion(trx, { resource, id, version: base + 1, op: opts.op ?? 'update', fields: changed, snapshot: saved, request, restoredFrom: opts.restoredFrom });
    await pruneVersions(trx, resource, id, base + 1);
    saved.version = base + 1;
  }

  /** Deletes the record; what other tables keep about it (versions, drafts, outdated marks) goes in the same transaction, through the 'deleted' subscribers. */
  async remove(actor: Actor, existing: Row): Promise<void> {
    if (actor) await this.check(actor, 'delete', null, existing);
    const id = Number(existing.id);
    const pending: Pending = { afterCommit: [], answer: {} };
    await this.inTransaction(async (trx) => {
      await trx.deleteFrom(this.def.table).where('id', '=', id).execute();
      await resourceEvents.emit({ ...this.eventBase(trx, actor, id, pending), kind: 'deleted', previous: existing });
    });
    await this.after(actor, 'delete', existing, null, pending);
  }

  /** Whether the record is visible by its flag (`published` or `active`, the definition's public scope); scheduling aside. */
  private publicFlag(record: Row): boolean {
    const scope = this.def.public;
    if (!scope || scope === 'all') return false;
    const v = record[scope.flag];
    return v === true || v === 1 || v === '1' || v === 'true';
  }

  private eventBase(trx: Kysely<any>, actor: Actor, id: number, pending: Pending): Omit<ResourceEvent, 'kind' | 'record' | 'previous' | 'answer' | 'changes' | 'via'> {
    return { def: this.def, resource: this.def.name, id, actor, trx, afterCommit: (work) => void pending.afterCommit.push(work) };
  }

  /** The seed writes every record inside its own transaction; Kysely does not nest them. */
  private inTransaction<T>(work: (trx: Kysely<any>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }

  /** Once committed: the write's audit line, then what subscribers asked for, in their order (the cache purge last). */
  private async after(actor: Actor, op: WriteOp | 'restore' | 'publish_draft', record: Row, fields: string[] | null, pending: Pending, restoredFrom?: number): Promise<void> {
    if (actor) {
      const { app, request } = actor;
      await app.audit(request, op, this.def.name, Number(record.id), fields ? { fields, ...(record.version != null ? { version: record.version } : {}), ...(restoredFrom != null ? { restored_from: restoredFrom } : {}) } : undefined);
    }
    for (const work of pending.afterCommit) await work();
  }
}

/** The stored columns an update changed, with their values before and after (bookkeeping columns aside). */
export function changesOf(before: Row, after: Row): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const col of Object.keys(after)) {
    if (BOOKKEEPING.has(col) || sameValue(before[col], after[col])) continue;
    changes[col] = { before: before[col] ?? null, after: after[col] ?? null };
  }
  return changes;
}
