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

/**
 * Sidebar groups of the back-office, in the order the sidebar shows them (spec §2; no magic numbers). The links of a
 * flat group show at the top level (Blog List, Testimonial...); the others are disclosure groups named by the group.
 */
export const MENU_GROUPS = ['Content', 'Pages', 'Leads', 'Projects', 'Areas', 'Developer', 'Guides', 'Follow-up', 'Administration'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
export const FLAT_MENU_GROUPS: readonly MenuGroup[] = ['Content', 'Leads', 'Guides', 'Follow-up'];

/** Where a resource's sidebar link goes: its group, its rank within the group (links without one go last), its label. */
export interface MenuPlace {
  group: MenuGroup;
  order?: number;
  /** The link's text when it is not the plural name (the spec's sidebar says "Testimonial", "Locations List"). */
  label?: Label;
  /** A second link, to the create screen, right after the list's (the spec's "Add New Area"). */
  create?: Label;
}

/** What a bulk edit of the list may do (issue 31); the server checks each against the resource's fields. */
export type BulkAction = 'publish' | 'unpublish' | 'feature' | 'unfeature' | 'set_developer' | 'set_area';

/** Features that apply to a resource beyond its fields (each read by the feature, never the other way round). */
export interface Features {
  /** Keeps a version of every save and refuses stale saves (default: yes for content, decision 017). */
  versions?: boolean;
  /** Which bulk edits its list offers (issue 31); none when left out. */
  bulk?: readonly BulkAction[];
  /** @deprecated use `bulk`: publish and unpublish in bulk. */
  bulkEdit?: boolean;
  /** Staff may preview an unpublished record or a draft on the public page (issue 31); needs `page`. */
  preview?: boolean;
  /** CSV/XLSX import and export of the list (issue 31). */
  spreadsheet?: boolean;
}

/** The spec's back-office addresses under /admin: the list, the create screen, the edit screen (`:id` for the id). */
export interface AdminPaths {
  list: string;
  create?: string;
  edit?: `${string}:id${string}`;
}

/** Which writes staff may make: create, update, delete. */
export interface Ops {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** A field's name, or a dotted path into a structured field (its label key in the back-office's catalogues). */
export type FieldPath<F extends string> = F | `${F}.${string}`;

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
   * `.meta({ references: 'table' })` a relation; `.meta({ unique: true })` one record per value (a slug is unique by
   * itself); `.meta({ htmlDeep: true })` a structured value whose `body` and `html` strings at any depth are rich text
   * (a page's sections), which the server sanitises in every language. Table type, migration, form and validation
   * all read it.
   */
  fields: Schema;
  /**
   * Field labels for the back-office (English, optionally Russian); a field without one shows its name. A dotted key
   * labels a part of a structured field or an input inside a field's rows (`content.sections.heading`: a page
   * section's heading; `unit_types.bedrooms`: a project's unit type row).
   */
  fieldLabels?: Partial<Record<FieldPath<keyof Schema['fields'] & string>, Label>>;
  /**
   * Who edits it (server/auth/roles.ts): content is edited by editors and read by sales and viewers; 'lead-work'
   * (issue 40: tasks, follow-up plans) is created, changed and removed by sales and managers, not seen by editors.
   */
  access: 'content' | 'leads' | 'lead-work' | 'staff';
  /** The writes staff may make through the REST router (default: all three); pages are never deleted by staff. */
  ops?: Ops;
  public: PublicScope;
  /** Fields the server sets (who created it, when it was reminded): stored and read, never taken from a client's body. */
  serverFields?: readonly string[];
  /** The list screen and the REST list: columns shown, text columns searched by `q`, flags offered as filters, order. */
  list: { columns: readonly string[]; search: readonly string[]; filters?: readonly string[]; sort: readonly [string, 'ASC' | 'DESC'] };
  /** The sidebar group the list is shown under, or its place in the group (rank, label). */
  menu: MenuGroup | MenuPlace;
  /**
   * The back-office's screens: 'generated' (the default) list, create, edit and show screens from the fields, which a
   * designed override may replace one by one; 'routes' when staff edit it on routes of its own (a page editor per site
   * page), given with their sidebar links by its override in admin/ (`designedRoutes`).
   */
  screens?: 'generated' | 'routes';
  /** The spec's back-office addresses; without them /admin/{name}, /admin/{name}/create, /admin/{name}/:id. */
  paths?: AdminPaths;
  /** The public page of a record (the sitemap, previews): the column it is addressed by and its path. */
  page?: { by: 'slug' | 'id'; path: (key: string) => string };
  /** The field a slug is made from when staff leave it empty. */
  slugFrom?: string;
  /**
   * HTTP-cache tags (decision 020): 'own' for a resource with pages or lists of its own (its record and list tags),
   * 'site' (the default) for what appears on every page or inside other pages.
   */
  cache?: 'own' | 'site';
  /** Features that apply: record versions, bulk edits, previews, spreadsheets. Scheduled publishing is `public.scheduled`. */
  features?: Features;
  /** The site's content pages that list its public rows (their `/api/site/pages/:name` answer carries them). */
  shownOn?: readonly PageName[];
  /** Headings on the site, per language (the site's catalogue keys are English: these are the values). */
  siteLabels?: Partial<Record<string, Record<Language, string>>>;
  /**
   * Demo content loaded by the seed through the same write path: its rows, true (the default) when db.json holds them
   * under the name, false for what only staff or visitors ever write.
   */
  demo?: boolean | readonly Record<string, unknown>[];
}

/** Keeps the literal name, table and schema types, so table types and the site's record types derive from them. */
export const define = <Name extends string, Table extends string, Schema extends ObjectSchema<AnyObject>, Demo extends Definition['demo'] = undefined>(
  def: Definition<Name, Table, Schema> & { demo?: Demo },
) => def as Definition<Name, Table, Schema> & { demo: Demo };

/** The sidebar place of a definition: its group, rank within it (last when none), link label and create link if any. */
export const menuPlaceOf = (def: Pick<Definition, 'menu' | 'label'>): Required<Omit<MenuPlace, 'create'>> & Pick<MenuPlace, 'create'> => {
  const place: MenuPlace = typeof def.menu === 'string' ? { group: def.menu } : def.menu;
  return { group: place.group, order: place.order ?? Number.MAX_SAFE_INTEGER, label: place.label ?? def.label.many, ...(place.create ? { create: place.create } : {}) };
};

/** A label in a language: Russian falls back to English, with a warning in development (never a failing test). */
export function labelIn(label: Label, lang: 'en' | 'ru', what: string): string {
  if (lang === 'en' || label.ru) return lang === 'en' ? label.en : label.ru!;
  if (typeof process === 'undefined' ? import.meta.env?.DEV : process.env.NODE_ENV === 'development') console.warn(`No Russian label for ${what}: "${label.en}" is shown in English`);
  return label.en;
}
