import type { ColumnType, Generated } from 'kysely';

/**
 * Column types both databases share: booleans are integers 0/1, JSON is text, timestamps are UTC
 * ISO-8601 text, money is integer AED. Each resource declares its table in server/resources/<name>.ts.
 */
export type Id = Generated<number>;
export type Json = string; // serialised JSON
export type Bool = number; // 0 | 1
export type Timestamp = string;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type Stamps = { created_at: Defaulted<Timestamp>; updated_at: Defaulted<Timestamp> };
export type Seo = { seo_title: string | null; seo_description: string | null };
/** Staff translations of a record's translatable fields (JSON { ar: { field: value } }) and its complete languages ('ar,ru'). */
export type Translated = { translations: Defaulted<Json>; translated_langs: Defaulted<string> };
