import type { AnyObject, ObjectSchema } from 'yup';
import type { PageName } from '../constants';
import type { Language } from '../i18n/languages';

/**
 * One definition per resource (issue 38): the single home of a content resource, read by the server (its table
 * type, the generic REST router, the seed, permissions, cache purges), the migration command, the back-office
 * (generated screens, menu, labels) and the site (the pages that list it). It lives in src/ because the browser
 * reads it too; nothing here imports a feature: features subscribe to the events its writes emit.
 */

/** Singular and plural, in English and (optionally) Russian; a missing Russian label falls back to English. */
export interface Label {
  en: string;
  ru?: string;
}

/** Sidebar groups of the back-office, in the order the sidebar shows them (not magic numbers). */
export const MENU_GROUPS = ['Content', 'Pages', 'Projects', 'Areas', 'Developer', 'Leads', 'Administration'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** What anonymous visitors may read (decision 001): nothing, every row, or rows whose flag is set. */
export type PublicScope = false | 'all' | { flag: 'published' | 'active'; scheduled?: boolean };

export interface Definition<Name extends string = string, Table extends string = string, Schema extends ObjectSchema<AnyObject> = ObjectSchema<AnyObject>> {
  /** URL segment, permission prefix and key of the demo content: /api/{name}, `{name}.read`. */
  name: Name;
  /** The database table. */
  table: Table;
  /** The record's name in messages and screens. */
  label: { one: Label; many: Label };
  /**
   * The fields: a yup schema (src/schemas/fields.ts builders). `translatable(schema, [...])` marks what staff
   * translate; `.meta({ phone: true })` a phone number; `media()` an upload; `reference()` with
   * `.meta({ references: 'table' })` a relation. Table type, migration, form and validation all read it.
   */
  fields: Schema;
  /** Field labels for the back-office (English, optionally Russian); a field without one shows its name. */
  fieldLabels?: Partial<Record<keyof Schema['fields'] & string, Label>>;
  /**
   * Who edits it (server/auth/roles.ts): content is edited by editors and read by sales and viewers; 'lead-work'
   * (issue 40: tasks, follow-up plans) is created, changed and removed by sales and managers, not seen by editors.
   */
  access: 'content' | 'leads' | 'lead-work' | 'staff';
  public: PublicScope;
  /** Fields the server sets (who created it, when it was reminded): stored and read, never taken from a client's body. */
  serverFields?: readonly string[];
  /** The list screen and the REST list: columns shown, text columns searched by `q`, flags offered as filters, order. */
  list: { columns: readonly string[]; search: readonly string[]; filters?: readonly string[]; sort: readonly [string, 'ASC' | 'DESC'] };
  /** The sidebar group the list is shown under. */
  menu: MenuGroup;
  /**
   * HTTP-cache tags (decision 020): 'own' for a resource with pages or lists of its own (its record and list tags),
   * 'site' (the default) for what appears on every page or inside other pages.
   */
  cache?: 'own' | 'site';
  /** Features that apply: record versions (default: yes for content), bulk publish (when it has `published`). */
  features?: { versions?: boolean; bulkEdit?: boolean };
  /** The site's content pages that list its public rows (their `/api/site/pages/:name` answer carries them). */
  shownOn?: readonly PageName[];
  /** Headings on the site, per language (the site's catalogue keys are English: these are the values). */
  siteLabels?: Partial<Record<string, Record<Language, string>>>;
  /** Demo content loaded by the seed through the same write path (the rows db.json would otherwise hold). */
  demo?: readonly Record<string, unknown>[];
}

/** Keeps the literal name, table and schema types, so table types and the site's record types derive from them. */
export const define = <Name extends string, Table extends string, Schema extends ObjectSchema<AnyObject>>(def: Definition<Name, Table, Schema>) => def;

/** A label in a language: Russian falls back to English, with a warning in development (never a failing test). */
export function labelIn(label: Label, lang: 'en' | 'ru', what: string): string {
  if (lang === 'en' || label.ru) return lang === 'en' ? label.en : label.ru!;
  if (typeof process === 'undefined' ? import.meta.env?.DEV : process.env.NODE_ENV === 'development') console.warn(`No Russian label for ${what}: "${label.en}" is shown in English`);
  return label.en;
}
