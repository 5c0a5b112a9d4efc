import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { localizedPath, isLanguage } from '../../src/i18n/languages';
import { issuePass } from '../resources/preview-grant';
import { previewSecret, type PreviewLinkRow } from './links';
import { readPreviewToken } from './token';
import { ResourceWriter } from '../resources/write';
import { loadDraft } from '../drafts/store';
import { publicScope } from '../resources/scope';
import { withPreviewBanner } from './banner';

type RenderPage = (url: string, headers: Record<string, string>) => Promise<{ kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string }>;

/** Never stored by a browser, a proxy or Varnish, never indexed, and the link is not sent on as a Referer. */
function privateAnswer(reply: FastifyReply, status: number) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'private, no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Referrer-Policy', 'no-referrer');
}

const refusal = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/**
 * The server-rendered page as it will look once the record is public, without its scripts: the browser app
 * would route by the preview address and reload the public data (which does not have the record yet).
 * The site renders the same with and without JavaScript (CONVENTIONS), so the picture is the published one.
 */
const withoutScripts = (html: string) =>
  html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<script type="application\/json" id="[^"]*">[\s\S]*?<\/script>/g, '')
    .replace('<head>', '<head>\n<meta name="robots" content="noindex, nofollow">');

/**
 * GET /preview/<signed link> (issue 31, decision 017): the record's public page, in the link's language, as it
 * will look, for anyone holding the link until it expires or is revoked. Registered by the page renderer,
 * whose rendering (and queue) it uses; the answer never enters the page cache.
 */
export function previewPageRoute(app: FastifyInstance, renderPage: RenderPage | null, run: <T>(work: () => Promise<T>) => Promise<T>) {
  // Read at request time: hosts that register the renderer alone (a test without a database) never call it.
  const database = () => app.db.kysely as unknown as Kysely<any>;
  app.get<{ Params: { token: string } }>('/preview/:token', async (request, reply) => {
    const claim = readPreviewToken(previewSecret(app), request.params.token);
    if (!claim) return privateAnswer(reply, 404).send(refusal('Preview not found', 'This preview link is not valid. Ask for a new link.'));
    const expired = () => privateAnswer(reply, 410).send(refusal('Preview link expired', 'This preview link has expired or was withdrawn. Ask for a new link.'));
    if (claim.expiresAt * 1000 <= Date.now()) return expired();
    const db = database();
    const link = (await db.selectFrom('preview_links').selectAll().where('id', '=', claim.linkId).executeTakeFirst()) as PreviewLinkRow | undefined;
    if (!link) return privateAnswer(reply, 404).send(refusal('Preview not found', 'This preview link is not valid. Ask for a new link.'));
    if (link.revoked_at || Date.parse(link.expires_at) <= Date.now()) return expired();
    const def = RESOURCES.find((r) => r.name === link.resource);
    const record = def?.page ? await db.selectFrom(def.table).select(['id', def.page.by]).where('id', '=', link.record_id).executeTakeFirst() : undefined;
    if (!def?.page || !record) return privateAnswer(reply, 404).send(refusal('Preview not found', 'The record of this preview no longer exists.'));
    if (!renderPage) return privateAnswer(reply, 503).header('Retry-After', '60').send(refusal('Preview unavailable', 'The site is not built yet.'));
    const lang = isLanguage(link.lang) ? link.lang : 'en';
    // A published record with a pending draft (decision 025) previews with the draft applied, at the draft's address.
    const pending = await loadDraft(db, def.name, Number(record.id));
    const draft = pending ? new ResourceWriter(def, db).toRow(pending.data) : undefined;
    const key = draft?.[def.page.by] ?? record[def.page.by];
    const url = localizedPath(lang, def.page.path(String(key)));
    const pass = issuePass({ resource: def.name, id: Number(record.id), draft });
    const result = await run(() => renderPage(url, pass.headers)).finally(pass.end);
    if (result.kind === 'redirect') return privateAnswer(reply, 404).send(refusal('Preview not found', 'The page of this record could not be shown.'));
    // "Draft" unless visitors see exactly this: the record is public and has no pending draft.
    const live = !draft && !!(await db.selectFrom(def.table).select('id').where('id', '=', record.id).where(publicScope(def)).executeTakeFirst());
    return privateAnswer(reply, result.status).send(withPreviewBanner(withoutScripts(result.html), lang, live ? 'live' : 'draft'));
  });
}
