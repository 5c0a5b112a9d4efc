import { object, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../i18n/languages';

/**
 * Marks the fields visitors read (what staff translate) on a resource's schema, where the schema is written:
 * slugs, numbers, media and brand names (developers' names) are shared by every language.
 */
export function translatable<S extends ObjectSchema<AnyObject>>(schema: S, fields: readonly string[]): Translatable<S> {
  return schema.shape(
    Object.fromEntries(fields.map((f) => [f, (schema.fields[f] as Schema).meta({ translatable: true })])),
  ) as unknown as Translatable<S>;
}

declare const translatableMark: unique symbol;
/** A schema with fields staff translate, marked in its type too: a table derived from it has the translation columns (server/db/derive.ts). */
export type Translatable<S> = S & { readonly [translatableMark]?: true };
/** Whether a schema's type was made by `translatable` (a plain object() schema has no translation columns). */
export type IsTranslatable<S> = typeof translatableMark extends keyof S ? true : false;

/**
 * Fields whose translation is only the words inside a structured value (a project's payment plan, issue 39): the
 * language stores `{ label, milestones: [{ label }] }`, not a second plan. `words` gives the English value's words
 * (null when it has none: nothing to translate), `inLanguage` lays a translation over the English value.
 */
interface WordsOf {
  words: (english: unknown) => unknown;
  inLanguage: (english: unknown, translated: unknown) => unknown;
}
const WORDS = new Map<string, WordsOf>();

/** Marks `field` translatable by its words only: the language's values are checked with `translation`. */
export function translatedWords<S extends Schema<any, any, any, any>>(field: string, schema: S, translation: Schema<any, any, any, any>, how: WordsOf): S {
  WORDS.set(field, how);
  return schema.meta({ translatable: true, translation }) as S;
}

/** A field's value in a language: the translation, laid over the English value when the field translates by its words. */
export function translatedValue(field: string, english: unknown, translated: unknown): unknown {
  const how = WORDS.get(field);
  return how ? how.inLanguage(english, translated) : translated;
}

/** The part of an English value a translation must cover. */
export const toTranslate = (field: string, english: unknown) => (WORDS.has(field) ? WORDS.get(field)!.words(english) : english);

/** The fields a schema marks translatable, in its order. */
export function translatableFields(schema: ObjectSchema<AnyObject>): string[] {
  return Object.entries(schema.fields)
    .filter(
      ([, field]) =>
        ((field as Schema).describe().meta as { translatable?: boolean } | undefined)?.translatable,
    )
    .map(([name]) => name);
}

/** One language's values as stored and sent: `translations.ar.title`. */
export type Translations = Partial<Record<TranslatedLanguage, Record<string, unknown>>>;

/**
 * One language's schema: the resource's own rules for its translatable fields, every field optional
 * (a translation may be partial; the English value fills the gap) and without defaults, so a field
 * left out stays out.
 */
export function languageSchema(
  schema: ObjectSchema<AnyObject>,
  fields: readonly string[],
): ObjectSchema<AnyObject> {
  const shape: Record<string, Schema> = {};
  for (const f of fields) {
    const field = schema.fields[f] as Schema;
    const own = (field.describe().meta as { translation?: Schema } | undefined)?.translation ?? field;
    shape[f] = own.notRequired().default(undefined);
  }
  return object(shape).default(undefined).nullable() as unknown as ObjectSchema<AnyObject>;
}

/** `translations: { ar?: {...}, ru?: {...}, zh?: {...} }`, each language checked with the field rules. */
export function translationsSchema(schema: ObjectSchema<AnyObject>, fields: readonly string[]) {
  const lang = languageSchema(schema, fields);
  return object(Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, lang])))
    .typeError('Translations must be an object of languages')
    .default({});
}

/** The resource schema plus its `translations` field: what the server validates and the admin form resolves with. */
export function withTranslations<S extends ObjectSchema<AnyObject>>(schema: S): S {
  return schema.shape({
    translations: translationsSchema(schema, translatableFields(schema)),
  }) as unknown as S;
}

/**
 * A value that counts as given: not null, not blank text, and a list or object only when something in it is given
 * (a form's empty shells, such as `content: { sections: [] }` for a language nobody translated, are no translation).
 */
export function hasValue(v: unknown): boolean {
  if (v == null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.some(hasValue);
  if (typeof v === 'object') return Object.values(v).some(hasValue);
  return true;
}

/**
 * The languages whose translation of a record is complete: every translatable field with an English value
 * has a value in that language. A record with no English text at all counts as translated nowhere.
 */
export function completeLanguages(
  record: Record<string, unknown>,
  translations: Translations | null | undefined,
  fields: readonly string[],
): TranslatedLanguage[] {
  const needed = fields.filter((f) => hasValue(toTranslate(f, record[f])));
  if (!needed.length) return [];
  return TRANSLATED_LANGUAGES.filter((l) => {
    const values = translations?.[l];
    return !!values && needed.every((f) => hasValue(values[f]));
  });
}

/** Translations with blank values and empty languages dropped, as they are stored. */
export function compactTranslations(translations: Translations | null | undefined): Translations {
  const out: Translations = {};
  for (const l of TRANSLATED_LANGUAGES) {
    const values = translations?.[l];
    if (!values) continue;
    const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => hasValue(v)));
    if (Object.keys(kept).length) out[l] = kept;
  }
  return out;
}
