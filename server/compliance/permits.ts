import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { addDays, dubaiDate, PERMIT_NOTICE_DAYS } from '../../src/schemas/compliance';
import { permitMail, type PermitFacts } from './mail';
import { nowIso } from '../lib/clock';

/**
 * Permit expiry (issue 30 item 3, decision 019), run every minute on each instance and by tests with a fixed `now`:
 * 1. a published project whose permit expires within 14 days: the owners and the project's editor (who last saved
 *    it) get one e-mail through the outbox; the claim is a conditional UPDATE of permit_notice_for (the expiry date
 *    it was sent for), so however many instances run this, it is queued once per permit;
 * 2. a published project whose permit expired (the day after its expiry date, Dubai): unpublished by a conditional
 *    UPDATE (published still 1), audited with the reason, told to the same people; then one content-change notice
 *    drops the rendered pages and the sitemap on every instance (Redis relays it).
 */
type Any = Kysely<any>;
const PAGE = 200;
export const PERMIT_POLL_MS = 60_000;

interface Candidate extends PermitFacts {
  permit_notice_for: string | null;
}

export async function checkPermits(app: FastifyInstance, now = Date.now()): Promise<{ noticed: number; unpublished: number }> {
  const db = app.db.kysely;
  const today = dubaiDate(now);
  const nowText = new Date(now).toISOString();
  let noticed = 0;
  let unpublished = 0;
  // Expiring soon: from today to 14 days ahead, not yet told for this expiry date.
  for await (const p of published(db, (q) => q.where('permit_expires_on', '>=', today).where('permit_expires_on', '<=', addDays(today, PERMIT_NOTICE_DAYS)))) {
    if (p.permit_notice_for === p.permit_expires_on) continue;
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await (trx as Any)
        .updateTable('projects')
        .set({ permit_notice_for: p.permit_expires_on })
        .where('id', '=', p.id)
        .where('permit_expires_on', '=', p.permit_expires_on)
        .where((eb: any) => eb.or([eb('permit_notice_for', 'is', null), eb('permit_notice_for', '<>', p.permit_expires_on)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const days = Math.round((Date.parse(`${p.permit_expires_on}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
      await queueMail(app, trx, 'expiring', p, days);
      return true;
    });
    if (sent) noticed++;
  }
  // Expired: the permit's last valid day is before today.
  const lapsedIds: number[] = [];
  for await (const p of published(db, (q) => q.where('permit_expires_on', '<', today))) {
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await (trx as Any)
        .updateTable('projects')
        .set({ published: 0, permit_lapsed_at: nowText, updated_at: nowText })
        .where('id', '=', p.id)
        .where('published', '=', 1)
        .where('permit_expires_on', '<', today)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('audit_logs')
        .values({ user_id: null, action: 'unpublish', resource: 'projects', record_id: String(p.id), changes: JSON.stringify({ reason: 'permit expired', permit_number: p.permit_number, permit_expires_on: p.permit_expires_on }), ip: null, created_at: nowText })
        .execute();
      await queueMail(app, trx, 'lapsed', p, 0);
      return true;
    });
    if (done) {
      unpublished++;
      lapsedIds.push(p.id);
      app.log.warn(`project ${p.id} unpublished: its permit expired on ${p.permit_expires_on}`);
    }
  }
  // Pages, lists, the sitemap and shared caches (a purge by the projects' tags, once per lapse) on every instance.
  if (unpublished) app.contentChanged('projects', { ids: lapsedIds, key: `permit-lapsed:${today}:${lapsedIds.join(',')}` });
  return { noticed, unpublished };
}

/** Published projects matching `where`, read in pages by id and handed on one by one (bounded memory however many there are). */
async function* published(db: Kysely<Database>, where: (q: any) => any): AsyncGenerator<Candidate> {
  for (let after = 0; ; ) {
    const rows = (await where((db as Any).selectFrom('projects').select(['id', 'title', 'permit_number', 'permit_expires_on', 'permit_notice_for']).where('published', '=', 1).where('id', '>', after))
      .orderBy('id')
      .limit(PAGE)
      .execute()) as Candidate[];
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

/** Owners, and the staff member who last saved the project (create, update or restore), active ones only. */
async function recipients(trx: Kysely<Database>, projectId: number): Promise<string[]> {
  const owners = await trx.selectFrom('users').select('email').where('role', '=', 'owner').where('active', '=', 1).execute();
  const editor = await trx
    .selectFrom('audit_logs as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select('u.email')
    .where('l.resource', '=', 'projects')
    .where('l.record_id', '=', String(projectId))
    .where('l.action', 'in', ['create', 'update', 'restore'])
    .where('u.active', '=', 1)
    .orderBy('l.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return [...new Set([...owners.map((o) => o.email), ...(editor ? [editor.email] : [])].map((e) => e.toLowerCase()))];
}

async function queueMail(app: FastifyInstance, trx: Kysely<Database>, kind: 'expiring' | 'lapsed', p: PermitFacts, days: number): Promise<void> {
  // The outbox runs on the wall clock (its worker compares with it), whatever clock the check was given.
  const nowText = nowIso();
  const to = await recipients(trx, p.id);
  if (!to.length) return;
  const settings = await trx.selectFrom('settings').select('product_name').orderBy('id').limit(1).executeTakeFirst();
  const mail = permitMail(kind, p, to, { productName: settings?.product_name || app.config.productName, publicUrl: app.config.publicUrl, days });
  await trx
    .insertInto('outbox')
    .values({
      channel: 'email',
      // One message per permit and kind: a second queueing of the same one would break the unique key.
      idempotency_key: `project-${p.id}-permit-${kind}-${p.permit_expires_on}`,
      lead_type: 'project',
      lead_id: p.id,
      payload: JSON.stringify(mail),
      next_attempt_at: nowText,
      locked_until: null,
      last_error: null,
      sent_at: null,
      created_at: nowText,
      updated_at: nowText,
    })
    .execute();
}

/** The permit check every minute on each instance (the conditional claims keep each action to once). */
export default async function permitExpiryJob(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void checkPermits(app).then(
      (r) => (r.noticed || r.unpublished) && app.outbox.wake(),
      (err) => app.log.error({ err }, 'permit expiry check failed'),
    );
  app.addHook('onReady', async () => {
    if (app.config.outboxPollMs <= 0) return; // tests and one-off tools drive it by hand
    timer = setInterval(tick, PERMIT_POLL_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
