import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { HttpError, notFound } from '../errors';
import { permissionFor } from '../../src/permissions';
import { isLanguage, LANGUAGES } from '../../src/i18n/languages';
import { nowIso } from '../lib/clock';
import { staffName } from '../resources/record-versions';
import { linkSummary, previewDays, previewUrl, type PreviewLinkRow } from './links';

const parseId = (raw: string, field = 'id'): number => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(400, `The ${field} must be a positive whole number`, { [field]: `The ${field} must be a positive whole number` });
  return id;
};

/**
 * Signed preview links of records that have a public page (issue 31, decision 017), for staff who may edit them:
 *   POST   /api/{name}/:id/preview-links  { lang }  a new link (answers its address once), valid for the settings' days
 *   GET    /api/{name}/:id/preview-links           the record's links, newest first (without addresses)
 *   DELETE /api/{name}/:id/preview-links/:link     revokes one: it answers 410 from then on
 * Each is audited. The page itself is server/preview/page.ts.
 */
export default async function previewLinkRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  for (const def of RESOURCES) {
    if (!def.page || !def.ops.update) continue;
    const base = `/api/${def.name}/:id/preview-links`;
    const update = permissionFor(def.name, 'update')!;
    const record = async (raw: string) => {
      const row = await db.selectFrom(def.table).select('id').where('id', '=', parseId(raw)).executeTakeFirst();
      if (!row) throw notFound(def.label);
      return Number(row.id);
    };

    app.post<{ Params: { id: string } }>(base, async (request, reply) => {
      app.requirePermission(request, update);
      const id = await record(request.params.id);
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object');
      const lang = body.lang ?? 'en';
      if (!isLanguage(lang)) throw new HttpError(400, `lang must be one of ${LANGUAGES.join(', ')}`, { lang: `lang must be one of ${LANGUAGES.join(', ')}` });
      const days = await previewDays(db);
      // Whole seconds: the link carries its expiry in seconds.
      const expiresAt = new Date(Math.floor((Date.now() + days * 86_400_000) / 1000) * 1000).toISOString();
      const row = (await db
        .insertInto('preview_links')
        .values({ resource: def.name, record_id: id, lang, expires_at: expiresAt, revoked_at: null, user_id: request.staff?.id ?? null, user_name: staffName(request), created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow()) as PreviewLinkRow;
      await app.audit(request, 'preview_link', def.name, id, { link: Number(row.id), lang, expires_at: expiresAt });
      return reply.status(201).header('Cache-Control', 'no-store').send({ ...linkSummary(row), url: previewUrl(app, Number(row.id), expiresAt) });
    });

    app.get<{ Params: { id: string } }>(base, async (request) => {
      app.requirePermission(request, update);
      const id = await record(request.params.id);
      const rows = (await db.selectFrom('preview_links').selectAll().where('resource', '=', def.name).where('record_id', '=', id).orderBy('id', 'desc').limit(50).execute()) as PreviewLinkRow[];
      return { links: rows.map(linkSummary) };
    });

    app.delete<{ Params: { id: string; link: string } }>(`${base}/:link`, async (request) => {
      app.requirePermission(request, update);
      const id = await record(request.params.id);
      const linkId = parseId(request.params.link, 'link');
      const row = (await db.selectFrom('preview_links').selectAll().where('id', '=', linkId).where('resource', '=', def.name).where('record_id', '=', id).executeTakeFirst()) as PreviewLinkRow | undefined;
      if (!row) throw notFound('Preview link');
      if (!row.revoked_at) {
        row.revoked_at = nowIso();
        await db.updateTable('preview_links').set({ revoked_at: row.revoked_at }).where('id', '=', linkId).execute();
        await app.audit(request, 'preview_revoke', def.name, id, { link: linkId });
      }
      return linkSummary(row);
    });
  }
}
