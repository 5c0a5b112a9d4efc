import type { Kysely } from 'kysely';
import type { CustomFilter } from './types';
import { HttpError } from '../errors';
import { nowIso } from '../lib/clock';
import { TRANSLATED_LANGUAGES } from '../../src/i18n/languages';
import { sameValue } from '../lib/same-value';

type Row = Record<string, unknown>;
type Translations = Record<string, Row>;

export interface OutdatedMark {
  english_before: unknown;
  english_after: unknown;
  marked_at: string;
}
/** lang -> field -> mark, as records carry it (`outdated_translations`). */
export type OutdatedMarks = Record<string, Record<string, OutdatedMark>>;

const parse = (v: unknown) => (v == null ? null : (JSON.parse(String(v)) as unknown));

/**
 * Translations that go stale (issue 31): in the save's transaction, a translatable field whose English changed
 * marks that field's existing translations outdated (unless the same save changed them too); a translation
 * saved with a new value clears its mark. A mark keeps the English the translator last saw.
 */
export async function trackOutdated(trx: Kysely<any>, resource: string, id: number, fields: readonly string[], before: Row, after: Row): Promise<void> {
  const oldT = (before.translations ?? {}) as Translations;
  const newT = (after.translations ?? {}) as Translations;
  const clear: [string, string][] = [];
  const mark: [string, string][] = [];
  for (const lang of TRANSLATED_LANGUAGES) {
    for (const f of fields) {
      const was = oldT[lang]?.[f];
      const now = newT[lang]?.[f];
      if (!sameValue(was, now) || now == null) clear.push([lang, f]);
      else if (!sameValue(before[f], after[f])) mark.push([lang, f]);
    }
  }
  if (!clear.length && !mark.length) return;
  const existing = await trx.selectFrom('outdated_translations').select(['id', 'lang', 'field']).where('resource', '=', resource).where('record_id', '=', id).execute();
  const idOf = new Map(existing.map((r: Row) => [`${r.lang}.${r.field}`, Number(r.id)]));
  const gone = clear.map(([l, f]) => idOf.get(`${l}.${f}`)).filter((x): x is number => x != null);
  if (gone.length) await trx.deleteFrom('outdated_translations').where('id', 'in', gone).execute();
  for (const [lang, field] of mark) {
    const known = idOf.get(`${lang}.${field}`);
    // Already outdated: the English the translator last saw stays; the English now moves on.
    if (known != null) await trx.updateTable('outdated_translations').set({ english_after: JSON.stringify(after[field] ?? null), marked_at: nowIso() }).where('id', '=', known).execute();
    else
      await trx
        .insertInto('outdated_translations')
        .values({ resource, record_id: id, lang, field, english_before: JSON.stringify(before[field] ?? null), english_after: JSON.stringify(after[field] ?? null), marked_at: nowIso() })
        .execute();
  }
}

export async function outdatedMarks(db: Kysely<any>, resource: string, id: number): Promise<OutdatedMarks> {
  const rows = await db.selectFrom('outdated_translations').selectAll().where('resource', '=', resource).where('record_id', '=', id).orderBy('lang').orderBy('field').execute();
  const out: OutdatedMarks = {};
  for (const r of rows) (out[r.lang] ??= {})[r.field] = { english_before: parse(r.english_before), english_after: parse(r.english_after), marked_at: r.marked_at };
  return out;
}

export async function dropOutdated(db: Kysely<any>, resource: string, id: number): Promise<void> {
  await db.deleteFrom('outdated_translations').where('resource', '=', resource).where('record_id', '=', id).execute();
}

/** `outdated_translation=ar` (or a list, or `any`): records with a translation into that language marked outdated. */
export const outdatedTranslation =
  (resource: string): CustomFilter =>
  (eb, value) => {
    const list = (Array.isArray(value) ? value : [value]).map(String);
    const langs = list.includes('any') ? [...TRANSLATED_LANGUAGES] : list;
    const message = `Filter outdated_translation must be any or one of ${TRANSLATED_LANGUAGES.join(', ')}`;
    if (!langs.length || !langs.every((l) => (TRANSLATED_LANGUAGES as readonly string[]).includes(l))) throw new HttpError(400, message, { 'filter.outdated_translation': message });
    return eb('id', 'in', eb.selectFrom('outdated_translations').select('record_id').where('resource', '=', resource).where('lang', 'in', langs));
  };
