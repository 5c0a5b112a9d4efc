import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { nowIso } from '../lib/clock';

/** Resources whose rows wait for their published_at (decision 001). */
const SCHEDULED = RESOURCES.filter((r) => typeof r.public === 'object' && r.public.scheduled);

/** The earliest published_at still to come among flagged rows, and whose it is. */
async function nextPublication(db: Kysely<any>): Promise<{ at: number; resource: string } | null> {
  const now = nowIso();
  let next: { at: number; resource: string } | null = null;
  for (const def of SCHEDULED) {
    if (typeof def.public !== 'object') continue;
    // A scheduled unpublish (issue 31) is a change of the public site too.
    for (const column of ['published_at', 'unpublish_at']) {
      const row = await db
        .selectFrom(def.table)
        .select((eb) => eb.fn.min(column).as('at'))
        .where(def.public.flag, '=', 1)
        .where(column, '>', now)
        .executeTakeFirst();
      const at = row?.at ? Date.parse(String(row.at)) : NaN;
      if (!Number.isNaN(at) && (!next || at < next.at)) next = { at, resource: def.name };
    }
  }
  return next;
}

/**
 * A scheduled record becomes public when the clock passes its published_at, with no write to announce it.
 * The queries read the clock each time; the caches (rendered pages, sitemap) are dropped here, as after an
 * edit, on the first request after the earliest scheduled time, so the record appears without a restart.
 */
async function publicationSchedule(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  let due: { at: number; resource: string } | null = await nextPublication(db);
  let version = 0;
  app.onContentChange(() => {
    const mine = ++version;
    nextPublication(db).then(
      (next) => {
        if (mine === version) due = next;
      },
      (err: Error) => app.log.warn(`could not read the next scheduled publication: ${err.message}`),
    );
  });
  // A comparison per request; the query runs only after a change or a publication.
  app.addHook('onRequest', (_request, _reply, done) => {
    if (due && Date.now() >= due.at) {
      const { resource, at } = due;
      due = null;
      // Every instance notices the time pass: the key makes it one purge of the shared caches (issue 32).
      app.contentChanged(resource, { key: `schedule:${resource}:${new Date(at).toISOString()}` });
    }
    done();
  });
}

export default fp(publicationSchedule, { name: 'publication-schedule', dependencies: ['db'] });
