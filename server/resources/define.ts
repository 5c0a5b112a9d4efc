import { sql, type SqlBool } from 'kysely';
import type { TableName } from '../db/types';
import { HttpError } from '../errors';
import { filterValues } from './query';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../src/i18n/languages';
import { outdatedTranslation } from './outdated-translations';

export type { Kind, WriteOp, PublicScope, CustomFilter, ResourceHooks, ExportColumn, ResourceDef } from './types';
import type { CustomFilter, ResourceDef } from './types';

export const ALL_OPS = { create: true, update: true, delete: true };

/** `missing_translation=ar` (or a list): records whose translation into that language is not complete. */
export const missingTranslation: CustomFilter = (eb, value) => {
  const problem = `Filter missing_translation must be one of ${TRANSLATED_LANGUAGES.join(', ')}`;
  // Without repeats: a language named hundreds of times is one condition, not hundreds.
  const list = filterValues('missing_translation', value, (v) => {
    if (!isTranslatedLanguage(v)) throw new HttpError(400, problem, { 'filter.missing_translation': problem });
    return v;
  });
  if (!list.length) throw new HttpError(400, problem, { 'filter.missing_translation': problem });
  // translated_langs is 'ar,ru': wrapped in commas, one LIKE finds a whole language code.
  return eb.or(list.map((l) => sql<SqlBool>`(',' || translated_langs || ',') not like ${`%,${l},%`}`));
};

const isTranslatedLanguage = (v: unknown): v is TranslatedLanguage => typeof v === 'string' && (TRANSLATED_LANGUAGES as readonly string[]).includes(v);

/** `has_draft=true` (or false): records with (without) a pending draft of unpublished changes (issue 31, decision 025). */
const hasDraft =
  (resource: string): CustomFilter =>
  (eb, value) => {
    const v = Array.isArray(value) ? value[0] : value;
    const yes = v === true || v === 'true' || v === 1 || v === '1';
    if (!yes && !(v === false || v === 'false' || v === 0 || v === '0')) throw new HttpError(400, 'Filter has_draft must be true or false', { 'filter.has_draft': 'Filter has_draft must be true or false' });
    const drafts = eb.selectFrom('record_drafts').select('record_id').where('resource', '=', resource);
    return yes ? eb('id', 'in', drafts) : eb('id', 'not in', drafts);
  };

/** Versioned by default: content resources with a schema and an update (the rule of record-versions.ts isVersioned). */
const keepsVersions = (def: ResourceDef) => def.versions ?? (def.group === 'content' && !!def.schema && def.ops.update);

/** Keeps the table's literal type, so typed Kysely queries can use `def.table`; adds what translatable and versioned resources share. */
export const defineResource = <T extends TableName>(input: ResourceDef<T>): ResourceDef<T> => {
  const def = keepsVersions(input) ? { ...input, filters: { has_draft: hasDraft(input.name), ...input.filters } } : input;
  return def.translatable ? { ...def, readOnly: { ...def.readOnly, translated_langs: 'text' }, filters: { missing_translation: missingTranslation, outdated_translation: outdatedTranslation(def.name), ...def.filters } } : def;
};
