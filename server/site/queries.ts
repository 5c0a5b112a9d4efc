import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { ResourceDef } from '../resources/define';
import { columnKinds, decodeRow } from '../resources/columns';
import { publicScope } from '../resources/scope';
import { projects } from '../resources/projects';
import { areas } from '../resources/areas';
import { developers } from '../resources/developers';
import { banners } from '../resources/banners';
import { pages } from '../resources/pages';
import { HttpError } from '../errors';
import { PROJECT_CARD_FIELDS, type Banner, type Page, type ProjectCard } from '../../src/site-contract';

export type SiteDb = Kysely<Database>;

export const PROJECTS_PER_PAGE = 12;
export const BLOGS_PER_PAGE = 9;

/**
 * Database row -> the contract's record type. The kinds come from the same yup schema the contract's
 * record types are inferred from, so the cast only names what decodeRow produces.
 */
export function decoderOf<T>(def: ResourceDef) {
  const kinds = columnKinds(def);
  return (row: object) => decodeRow(row as Record<string, unknown>, kinds) as T;
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
    .select([...PROJECT_CARD_FIELDS.map((f) => `p.${f}` as const), 'd.name as developer_name', 'd.slug as developer_slug', 'a.name as area_name', 'a.slug as area_slug'])
    .where(publicScope(projects, 'p'));
}

/** A card row (or a full project row with the names beside it) -> the contract's card. */
export function toProjectCard<T extends ProjectCard = ProjectCard>(row: object): T {
  const { developer_name, developer_slug, area_name, area_slug, ...rest } = row as Record<string, unknown>;
  return {
    ...decodeProject(rest),
    developer_name: (developer_name as string | null | undefined) ?? null,
    developer_slug: (developer_slug as string | null | undefined) ?? null,
    area_name: (area_name as string | null | undefined) ?? null,
    area_slug: (area_slug as string | null | undefined) ?? null,
  } as T;
}

/** The editable texts of one of the fixed pages (spec §2). */
export async function pageContent(db: SiteDb, name: string): Promise<Page | null> {
  const row = await db.selectFrom(pages.table).selectAll().where(publicScope(pages)).where('page_name', '=', name).executeTakeFirst();
  return row ? decodePage(row) : null;
}

export async function pageBanners(db: SiteDb, name: string): Promise<Banner[]> {
  const rows = await db.selectFrom(banners.table).selectAll().where(publicScope(banners)).where('page', '=', name).orderBy('position').orderBy('id').execute();
  return rows.map(decodeBanner);
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

