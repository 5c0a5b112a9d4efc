import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PAGE_NAMES } from '../../src/constants';
import type { PageData } from '../../src/site-contract';
import { decoderOf, languagesOf, notFound, pageBanners, pageRow, siteLanguage } from './queries';
import { pages as pagesDefinition } from '../../src/resources/pages';
import { fromDefinition } from '../resources/defined';
import type { Page, PageList } from '../../src/site-contract';
import { RESOURCES } from '../resources/registry';
import { publicScope } from '../resources/scope';
import type { ResourceDef } from '../resources/define';
import type { Language } from '../../src/i18n/languages';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { SITE_TAG } from '../http-cache/tags';

const pages = fromDefinition(pagesDefinition);
const decodePage = decoderOf<Page>(pages);

/** Resources whose definitions list them on a content page (issue 38: `shownOn`), with their decoders. */
const SHOWN = RESOURCES.filter((r) => r.shownOn?.length).map((def) => ({ def, decode: decoderOf<Record<string, unknown>>(def) }));
/** More rows than any page lists: a page shows a short list, never a table's worth. */
const PAGE_LIST_MAX = 100;

async function pageLists(db: Kysely<any>, page: string, lang: Language): Promise<Record<string, PageList>> {
  const shown = SHOWN.filter(({ def }) => def.shownOn!.includes(page));
  const lists = await Promise.all(
    shown.map(async ({ def, decode }) => {
      const [column, order] = def.defaultSort;
      const rows = await db.selectFrom(def.table).selectAll().where(publicScope(def)).orderBy(column, order === 'ASC' ? 'asc' : 'desc').orderBy('id').limit(PAGE_LIST_MAX).execute();
      return [def.name, { labels: labelsIn(def, lang), items: rows.map(decode(lang)) }] as const;
    }),
  );
  return Object.fromEntries(lists);
}

const labelsIn = (def: ResourceDef, lang: Language) => Object.fromEntries(Object.entries(def.siteLabels ?? {}).map(([key, byLang]) => [key, byLang?.[lang] ?? byLang?.en ?? key]));

/** The fixed content pages (about us, golden visa, legal pages...): their texts and banners. */
export default async function pageRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/pages/:name', async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    reply.cacheTags([SITE_TAG]);
    const lang = siteLanguage(request.query);
    const name = request.params.name;
    if (!(PAGE_NAMES as readonly string[]).includes(name)) throw notFound('Page');
    const [row, banners, lists] = await Promise.all([pageRow(db, name), pageBanners(db, name, lang), pageLists(db, name, lang)]);
    return { pageContent: row ? decodePage(lang)(row) : null, banners, languages: languagesOf(row), ...(Object.keys(lists).length ? { lists } : {}) } satisfies PageData;
  });
}
