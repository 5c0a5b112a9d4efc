import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/connect';
import type { TranslatedLanguage } from '../../src/i18n/languages';

/**
 * SQL pieces of the site's text search that differ between the two databases (the same query otherwise).
 * - `lowerText`: Unicode lower case (SQLite: the `unicode_lower` function openDatabase registers; PostgreSQL:
 *   lower(), which folds Cyrillic and every cased script under the UTF-8 locale the databases are created with).
 * - `translatedText`: one field of a row's stored translation in a language (decision 012: the `translations`
 *   JSON column), NULL where there is none.
 */
export function textSearchSql(dialect: Dialect) {
  return {
    lowerText: (value: RawBuilder<unknown>) => (dialect === 'sqlite' ? sql`unicode_lower(${value})` : sql`lower(${value})`),
    translatedText(column: string, lang: TranslatedLanguage, field: string): RawBuilder<unknown> {
      const ref = sql.ref(column);
      // The language and field are parameters, never SQL text; a malformed JSON value reads as no translation.
      return dialect === 'sqlite'
        ? sql`json_extract(case when json_valid(${ref}) then ${ref} end, ${`$.${lang}.${field}`})`
        : sql`(${ref}::jsonb -> ${lang}::text ->> ${field}::text)`;
    },
  };
}
