import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { pages as pagesDefinition } from '../../src/resources/pages';
import { fromDefinition } from '../resources/defined';
import { publicScope } from '../resources/scope';
import { LANGUAGE_INFO, localizedPath, type Language } from '../../src/i18n/languages';
import { FIXED_PAGES, languageVersions } from '../../src/i18n/versions';

const pages = fromDefinition(pagesDefinition);
/** Google's limits: 50,000 URLs (or 50 MB) a file, then a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
  /** Every language version of the page (this one included), as hreflang -> address; x-default is English. */
  alternates?: [hreflang: string, href: string][];
}

/**
 * One entry per language version that exists, each listing all of them plus x-default (decision 012); which
 * versions exist is languageVersions' answer (src/i18n/versions.ts), as for the page's own head.
 */
export function versionEntries(origin: string, path: string, lastmod: string | null, languages: readonly Language[]): SitemapEntry[] {
  const alternates: [string, string][] = languages.map((l) => [LANGUAGE_INFO[l].hreflang, origin + localizedPath(l, path)]);
  alternates.push(['x-default', origin + path]);
  return languages.map((l) => ({ loc: origin + localizedPath(l, path), lastmod, alternates }));
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The fixed paths, then every public record of each resource that has a page (its `page` in server/resources/<name>.ts). */
export async function sitemapEntries(db: Kysely<any>, origin: string): Promise<SitemapEntry[]> {
  // A content page's versions are its page record's (public, as the page route reads it); a list's are all.
  const pageRows = await db.selectFrom(pages.table).select(['page_name', 'updated_at', 'translated_langs']).where(publicScope(pages)).execute();
  const pageByName = new Map(pageRows.map((p: any) => [p.page_name as string, p as { updated_at: string; translated_langs: string }]));
  const entries: SitemapEntry[] = FIXED_PAGES.flatMap(({ path, page, ownText }) => {
    const row = pageByName.get(page);
    return versionEntries(origin, path, row?.updated_at ?? null, languageVersions(ownText ? row : null));
  });
  for (const def of RESOURCES) {
    if (!def.page || def.public === false) continue;
    const { by, path } = def.page;
    const columns = def.translatable ? [by, 'updated_at', 'translated_langs'] : [by, 'updated_at'];
    const rows = await db.selectFrom(def.table).select(columns).where(publicScope(def)).orderBy('id').execute();
    for (const r of rows as Record<string, unknown>[])
      entries.push(...versionEntries(origin, path(String(r[by])), r.updated_at as string, languageVersions(r)));
  }
  return entries;
}

export function urlset(entries: SitemapEntry[]): string {
  const body = entries
    .map((e) => {
      const links = (e.alternates ?? []).map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`).join('');
      return `<url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}${links}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, chunks: SitemapEntry[][]): string {
  const body = chunks
    .map((chunk, i) => {
      const last = chunk.reduce<string | null>((m, e) => (e.lastmod && (!m || e.lastmod > m) ? e.lastmod : m), null);
      return `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc>${last ? `<lastmod>${last.slice(0, 10)}</lastmod>` : ''}</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export function chunk<T>(list: T[], size = SITEMAP_MAX_URLS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out.length ? out : [[]];
}

/** /sitemap.xml (an index past 50,000 URLs), /sitemap-N.xml and /robots.txt. */
export default async function sitemapRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  const origin = app.config.publicUrl;
  let cached: SitemapEntry[][] | null = null;
  app.onContentChange(() => {
    cached = null;
  });
  const chunks = async () => (cached ??= chunk(await sitemapEntries(db, origin)));

  app.get('/sitemap.xml', async (_request, reply) => {
    const parts = await chunks();
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    return parts.length > 1 ? sitemapIndex(origin, parts) : urlset(parts[0]);
  });
  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d+).xml', async (request, reply) => {
    const parts = await chunks();
    const n = Number(request.params.n);
    if (!Number.isInteger(n) || n < 1 || n > parts.length || parts.length === 1) return reply.status(404).type('text/plain').send('No such sitemap');
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    return urlset(parts[n - 1]);
  });
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /login-admin-\nDisallow: /activation\n\nSitemap: ${origin}/sitemap.xml\n`;
  });
}
