import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { ResourceDef } from '../resources/define';
import { columnKinds, decodeRow } from '../resources/columns';
import { publicScope } from '../resources/scope';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { areas as areasDefinition } from '../../src/resources/areas';
import { developers as developersDefinition } from '../../src/resources/developers';
import { banners as bannersDefinition } from '../../src/resources/banners';
import { pages as pagesDefinition } from '../../src/resources/pages';
import { HttpError } from '../errors';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, type TranslatedLanguage } from '../../src/i18n/languages';
import { languageVersions } from '../../src/i18n/versions';
import { hasValue, toTranslate, translatedValue, type Translations } from '../../src/schemas/translations';
import { PROJECT_CARD_FIELDS, type Untranslated, type Banner, type Page, type ProjectCard } from '../../src/site-contract';
import { fromDefinition } from '../resources/defined';

const projects = fromDefinition(projectsDefinition);
const developers = fromDefinition(developersDefinition);
const areas = fromDefinition(areasDefinition);
const pages = fromDefinition(pagesDefinition);
const banners = fromDefinition(bannersDefinition);

export type SiteDb = Kysely<Database>;

export const PROJECTS_PER_PAGE = 12;
export const BLOGS_PER_PAGE = 9;

/** `?lang=` of every /api/site/* route: absent is English; anything but a site language is a 400 naming `lang`. */
export function siteLanguage(query: unknown): Language {
  const raw = (query as Record<string, unknown> | undefined)?.lang;
  if (raw === undefined || raw === '') return DEFAULT_LANGUAGE;
  if (isLanguage(raw)) return raw;
  const message = `lang must be one of ${LANGUAGES.join(', ')}`;
  throw new HttpError(400, message, { lang: message });
}

/**
 * A decoded record in a language: each translatable field takes the language's value where staff gave one,
 * English otherwise (decision 012); the stored translations never leave in site data.
 */
export function localize(record: Record<string, unknown>, lang: Language, fields: readonly string[]): Record<string, unknown> {
  const { translations, translated_langs: _complete, ...out } = record;
  if (lang === DEFAULT_LANGUAGE) return out;
  const values = (translations as Translations | null | undefined)?.[lang as TranslatedLanguage];
  // The fields left in English are named, so the page marks them lang="en" dir="ltr" (WCAG 3.1.2; issue 23 item 9).
  const english = fields.filter((f) => f in out && hasValue(toTranslate(f, out[f])) && !hasValue(values?.[f]));
  if (values) for (const f of fields) if (f in out && hasValue(values[f])) out[f] = translatedValue(f, out[f], values[f]);
  if (english.length) out[UNTRANSLATED] = english;
  return out;
}

/** The key of a localized record's list of fields shown in English (absent when there is none, and in English). */
export const UNTRANSLATED = 'untranslated' satisfies keyof Untranslated;

/** Adds `field` to a record's untranslated list when a joined record's name came in English. */
export function markUntranslated<T extends object>(record: T, field: string, joined: object | null | undefined, joinedField = 'name'): T {
  if (!(joined as Untranslated | null | undefined)?.untranslated?.includes(joinedField)) return record;
  const own = (record as Untranslated).untranslated ?? [];
  return { ...record, [UNTRANSLATED]: [...own, field] };
}

/** 'en' plus the languages a row's translation is complete in: the one rule of src/i18n/versions.ts. */
export const languagesOf = languageVersions;

/**
 * Database row -> the contract's record type in a language: decoderOf(def)(lang)(row). The kinds come from
 * the same yup schema the contract's record types are inferred from, so the cast only names what decodeRow
 * produces. Selects must include `translations` for the overlay to apply.
 */
export function decoderOf<T>(def: ResourceDef) {
  const kinds = columnKinds(def);
  const fields = def.translatable ?? [];
  const byLanguage = new Map<Language, (row: object) => T>();
  return (lang: Language) => {
    let decode = byLanguage.get(lang);
    const visible = def.publicRow ?? ((row: Record<string, unknown>) => row);
    if (!decode) byLanguage.set(lang, (decode = (row: object) => localize(decodeRow(visible(row as Record<string, unknown>), kinds), lang, fields) as T));
    return decode;
  };
}

/** A row selected with only some columns (a name, an id) in a language. */
export function localizeRow<T extends object>(row: T & { translations?: unknown }, lang: Language, fields: readonly string[]): Omit<T, 'translations'> {
  const translations = typeof row.translations === 'string' ? safeJson(row.translations) : row.translations;
  return localize({ ...row, translations }, lang, fields) as Omit<T, 'translations'>;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const notFound = (label: string) => new HttpError(404, `${label} not found`);

/** A slug from the URL, cut to a length no stored slug exceeds. */
export const slugParam = (raw: string) => raw.slice(0, 200);

export function pageNumber(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new HttpError(400, 'page must be a whole number from 1', { page: 'page must be a whole number from 1' });
  return n;
}

export const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);

export const pagedCounts = (total: number, page: number, pageSize: number) => ({ total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) });

const decodeProject = decoderOf<Record<string, unknown>>(projects);
const decodePage = decoderOf<Page>(pages);
const decodeBanner = decoderOf<Banner>(banners);

/**
 * Public projects ("p") with their developer ("d") and area ("a") joined only while those are public too,
 * selecting the card columns; callers add conditions, order and limits.
 */
export function projectCards(db: SiteDb) {
  return db
    .selectFrom(`${projects.table} as p` as const)
    .leftJoin(`${developers.table} as d` as const, (j) => j.onRef('d.id', '=', 'p.developer_id').on(publicScope(developers, 'd')))
    .leftJoin(`${areas.table} as a` as const, (j) => j.onRef('a.id', '=', 'p.area_id').on(publicScope(areas, 'a')))
    .select([
      ...PROJECT_CARD_FIELDS.map((f) => `p.${f}` as const), 'p.translations', 'd.name as developer_name', 'd.slug as developer_slug', 'a.name as area_name',
      'a.slug as area_slug', 'a.translations as area_translations',
    ])
    .where(publicScope(projects, 'p'));
}

/** A card row (or a full project row with the names beside it) -> the contract's card, in a language. */
export function toProjectCard<T extends ProjectCard = ProjectCard>(row: object, lang: Language): T {
  const { developer_name, developer_slug, area_name, area_slug, area_translations, ...rest } = row as Record<string, unknown>;
  const area = localizeRow({ name: area_name, translations: area_translations }, lang, areas.translatable ?? []);
  return markUntranslated({
    ...decodeProject(lang)(rest),
    developer_name: (developer_name as string | null | undefined) ?? null,
    developer_slug: (developer_slug as string | null | undefined) ?? null,
    area_name: (area.name as string | null | undefined) ?? null,
    area_slug: (area_slug as string | null | undefined) ?? null,
  } as T, 'area_name', area);
}

/** The stored page row of one of the fixed pages (spec §2), for its texts and its languages. */
export function pageRow(db: SiteDb, name: string) {
  return db.selectFrom(pages.table).selectAll().where(publicScope(pages)).where('page_name', '=', name).executeTakeFirst();
}

/** The editable texts of one of the fixed pages (spec §2), in a language. */
export async function pageContent(db: SiteDb, name: string, lang: Language): Promise<Page | null> {
  const row = await pageRow(db, name);
  return row ? decodePage(lang)(row) : null;
}

export async function pageBanners(db: SiteDb, name: string, lang: Language): Promise<Banner[]> {
  const rows = await db.selectFrom(banners.table).selectAll().where(publicScope(banners)).where('page', '=', name).orderBy('position').orderBy('id').execute();
  return rows.map(decodeBanner(lang));
}

/** Public projects per area or developer, for the list pages' counts. */
export async function projectCounts(db: SiteDb, column: 'area_id' | 'developer_id'): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(projects.table)
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where(publicScope(projects))
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [Number(r[column]), Number(r.n)]));
}

