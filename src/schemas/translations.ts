import { object, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../i18n/languages';

/**
 * The fields visitors read, per resource (db.json key / REST name): what staff translate. Slugs, numbers,
 * media and brand names (developers' names) are shared by every language.
 */
export const TRANSLATABLE = {
  projects: ['title', 'description', 'highlights', 'seo_title', 'seo_description'],
  areas: ['name', 'summary', 'description', 'highlights', 'seo_title', 'seo_description'],
  developers: ['summary', 'description', 'seo_title', 'seo_description'],
  blogs: ['title', 'excerpt', 'content', 'seo_title', 'seo_description'],
  'investment-guides': ['title', 'summary', 'content', 'seo_title', 'seo_description'],
  pages: ['title', 'description', 'content'],
  banners: ['title', 'subtitle', 'cta_label'],
  testimonials: ['quote'],
  settings: ['tagline', 'address'],
  'property-types': ['name'],
  amenities: ['name'],
  locations: ['name'],
} as const satisfies Record<string, readonly string[]>;

export type TranslatableResource = keyof typeof TRANSLATABLE;

/** One language's values as stored and sent: `translations.ar.title`. */
export type Translations = Partial<Record<TranslatedLanguage, Record<string, unknown>>>;

/**
 * One language's schema: the resource's own rules for its translatable fields, every field optional
 * (a translation may be partial; the English value fills the gap) and without defaults, so a field
 * left out stays out.
 */
export function languageSchema(schema: ObjectSchema<AnyObject>, fields: readonly string[]): ObjectSchema<AnyObject> {
  const shape: Record<string, Schema> = {};
  for (const f of fields) shape[f] = (schema.fields[f] as Schema).notRequired().default(undefined);
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
export function withTranslations<S extends ObjectSchema<AnyObject>>(schema: S, resource: TranslatableResource): S {
  return schema.shape({ translations: translationsSchema(schema, TRANSLATABLE[resource]) }) as unknown as S;
}

/** A value that counts as given: not null, not blank text, not an empty list or object. */
export function hasValue(v: unknown): boolean {
  if (v == null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

/**
 * The languages whose translation of a record is complete: every translatable field with an English value
 * has a value in that language. A record with no English text at all counts as translated nowhere.
 */
export function completeLanguages(record: Record<string, unknown>, translations: Translations | null | undefined, fields: readonly string[]): TranslatedLanguage[] {
  const needed = fields.filter((f) => hasValue(record[f]));
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
