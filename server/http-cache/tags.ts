import type { ResourceDef } from '../resources/define';
import { RESOURCES } from '../resources/registry';

/**
 * Cache tags (decision 020): what a public answer shows, so a change purges exactly the answers that show it.
 *  - `site`: every public answer (the layout, menus and settings are on every page);
 *  - `<resource>:<id>`: a record an answer shows (a project page: its project, area and developer);
 *  - `<resource>`: the list tag of an answer that lists records of that resource (search, home, an area's projects).
 * A change of a record purges its record tag and its resource's list tag; a change of anything shown
 * everywhere without a page of its own (settings, amenities, banners, market figures) purges `site`.
 */
export const SITE_TAG = 'site';

/** Resources with pages or lists of their own (`cache: 'own'` on their definitions); the rest are parts of other pages. */
export const TAGGED_RESOURCES: readonly string[] = RESOURCES.filter((r) => r.cache === 'own').map((r) => r.name);
/** A resource's name (`def.name`) whose answers carry record and list tags. */
export type TaggedResource = string;

export const recordTag = (resource: TaggedResource, id: number | string) => `${resource}:${id}`;
export const listTag = (resource: TaggedResource) => resource;

/** The tags of a project page: its project, its area and developer, and the projects it shows beside it. */
export function projectPageTags(project: { id: number; area_id?: number | null; developer_id?: number | null }, similarIds: number[] = []): string[] {
  return [
    SITE_TAG,
    recordTag('projects', project.id),
    ...(project.area_id ? [recordTag('areas', project.area_id)] : []),
    ...(project.developer_id ? [recordTag('developers', project.developer_id)] : []),
    ...similarIds.map((id) => recordTag('projects', id)),
  ];
}

/** The tags of a list page: the lists it shows (the project search also shows the areas and developers to filter by). */
export const listPageTags = (...lists: TaggedResource[]): string[] => [SITE_TAG, ...lists.map(listTag)];

/** What a content change purges: its records and their list, or everything for what appears everywhere. */
export function purgeTagsFor(def: Pick<ResourceDef, 'name' | 'public' | 'cache'> | null, ids: Array<number | string> = []): string[] {
  if (!def) return [SITE_TAG];
  if (def.public === false) return [];
  if (def.cache !== 'own') return [SITE_TAG];
  return [listTag(def.name), ...ids.map((id) => recordTag(def.name, id))];
}

/** Distinct tags, in order, without characters any of the three header formats refuses (spaces, commas, controls). */
export function cleanTags(tags: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const t of tags) if (/^[A-Za-z0-9:_.-]{1,100}$/.test(t)) out.add(t);
  return [...out];
}

/** The three headers shared caches read: xkey (Varnish), Surrogate-Key (Fastly), Cache-Tag (Cloudflare). */
export function tagHeaders(tags: string[]): Record<string, string> {
  const clean = cleanTags(tags);
  if (!clean.length) return {};
  return { xkey: clean.join(' '), 'surrogate-key': clean.join(' '), 'cache-tag': clean.join(',') };
}
