import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Db } from '../db/connect';
import type { Config } from '../config';
import { enqueue } from '../outbox/queue';
import { projectCards } from '../site/queries';
import { filteredProjects } from '../site/projectSearch';
import { parseProjectFilters } from '../../src/search/projectFilters';
import { isLanguage, type Language } from '../../src/i18n/languages';
import { linkKey } from './links';
import { alertMail, type AlertItem, type MailContext, type Subscriber } from './mail';

const EVENTS_PER_RUN = 20;
const PAGE = 200;
const DIGEST_ITEMS = 30;
const WEEK_MS = 7 * 24 * 3600_000;

export async function mailContext(db: Kysely<Database>, config: Config): Promise<MailContext> {
  const settings = await db.selectFrom('settings').select(['product_name']).orderBy('id').executeTakeFirst();
  return { publicUrl: config.publicUrl, product: settings?.product_name || config.productName, key: await linkKey(db) };
}

/** Does a public project match a saved search? The project list's own SQL answers (server/site/projectSearch.ts). */
async function matches(db: Db, projectId: number, filters: string, lang: string): Promise<boolean> {
  const { filters: f } = parseProjectFilters(new URLSearchParams(filters));
  const l: Language = isLanguage(lang) ? lang : 'en';
  const row = await filteredProjects(projectCards(db.kysely), f, db.dialect, l).where('p.id', '=', projectId).clearSelect().select('p.id').executeTakeFirst();
  return !!row;
}

const itemOf = (r: { kind: string; title: string; slug: string; starting_price_aed: number | null; detail: string }): AlertItem => ({
  kind: r.kind as AlertItem['kind'],
  title: r.title,
  slug: r.slug,
  starting_price_aed: r.starting_price_aed == null ? null : Number(r.starting_price_aed),
  detail: JSON.parse(r.detail) as AlertItem['detail'],
});

/**
 * Matches the events that are due against the confirmed saved searches, then queues the instant alerts.
 * Each distinct search (filters and language) is asked once per event, whatever the number of subscribers;
 * subscribers are read in pages. Exactly once per event and subscriber, even with several instances at work:
 * a match is unique per (search, event), an alert's outbox key is unique per (search, event).
 */
export async function processDueEvents(db: Db, config: Config, now = new Date()): Promise<{ events: number; queued: number }> {
  const k = db.kysely;
  const nowText = now.toISOString();
  const events = await k.selectFrom('alert_events').selectAll().where('processed_at', 'is', null).where('due_at', '<=', nowText).orderBy('id').limit(EVENTS_PER_RUN).execute();
  let queued = 0;
  const ctx = events.length ? await mailContext(k, config) : null;
  for (const ev of events) {
    const project = await projectCards(k).where('p.id', '=', ev.project_id).clearSelect().select(['p.id', 'p.title', 'p.slug', 'p.starting_price_aed']).executeTakeFirst();
    // A project visitors cannot see (unpublished since) alerts nobody.
    if (project) {
      // Subscribers who confirmed before the fact became visible; later ones get what is new after them.
      const since = ev.due_at > ev.created_at ? ev.due_at : ev.created_at;
      for (let offset = 0; ; offset += PAGE) {
        const searches = await k.selectFrom('saved_searches').select(['filters', 'lang']).distinct().where('status', '=', 'confirmed').where('confirmed_at', '<=', since).orderBy('filters').orderBy('lang').limit(PAGE).offset(offset).execute();
        for (const s of searches) {
          if (!(await matches(db, ev.project_id, s.filters, s.lang))) continue;
          await k
            .insertInto('alert_matches')
            .columns(['saved_search_id', 'event_id', 'created_at'])
            .expression(
              k
                .selectFrom('saved_searches')
                .select(['id', sql<number>`${ev.id}`.as('event_id'), sql<string>`${nowText}`.as('created_at')])
                .where('status', '=', 'confirmed')
                .where('filters', '=', s.filters)
                .where('lang', '=', s.lang)
                .where('confirmed_at', '<=', since),
            )
            .onConflict((oc) => oc.columns(['saved_search_id', 'event_id']).doNothing())
            .execute();
        }
        if (searches.length < PAGE) break;
      }
      queued += await queueInstant(k, ev.id, itemOf({ ...ev, title: project.title, slug: project.slug, starting_price_aed: project.starting_price_aed }), ctx!, nowText);
    }
    await k.updateTable('alert_events').set({ processed_at: nowText }).where('id', '=', ev.id).execute();
  }
  return { events: events.length, queued };
}

/** The instant subscribers an event matched, in pages: one alert each, in their language, through the outbox. */
async function queueInstant(k: Kysely<Database>, eventId: number, item: AlertItem, ctx: MailContext, nowText: string): Promise<number> {
  let queued = 0;
  for (let last = 0; ; ) {
    const rows = await k
      .selectFrom('alert_matches as m')
      .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
      .select(['m.id as match_id', 's.id', 's.email', 's.lang', 's.filters', 's.frequency'])
      .where('m.event_id', '=', eventId)
      .where('m.id', '>', last)
      .where('m.digested_at', 'is', null)
      .where('s.frequency', '=', 'instant')
      .where('s.status', '=', 'confirmed')
      // An erased subscriber's search keeps no confirmation (server/privacy/registry.ts).
      .where('s.confirmed_at', 'is not', null)
      .orderBy('m.id')
      .limit(PAGE)
      .execute();
    if (!rows.length) return queued;
    await k.transaction().execute(async (trx) => {
      for (const r of rows) {
        await enqueue(trx, { type: 'saved_search', id: r.id }, [{ channel: 'email', purpose: `alert-${eventId}`, payload: alertMail(r as Subscriber, [item], ctx, 'instant') }], { once: true });
        await trx.updateTable('alert_matches').set({ digested_at: nowText }).where('id', '=', r.match_id).execute();
      }
    });
    queued += rows.length;
    last = rows[rows.length - 1].match_id;
  }
}

/**
 * The weekly digest: each confirmed weekly subscriber whose last digest (or confirmation) is a week old and who
 * has matches not yet told gets one e-mail with them (the newest 30), keyed by the day, so a second run or a
 * second instance never sends it twice.
 */
export async function sendDigests(db: Db, config: Config, now = new Date()): Promise<number> {
  const k = db.kysely;
  const nowText = now.toISOString();
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const ctx = await mailContext(k, config);
  let sent = 0;
  for (let last = 0; ; ) {
    const subs = await k
      .selectFrom('saved_searches as s')
      .select(['s.id', 's.email', 's.lang', 's.filters', 's.frequency'])
      .where('s.status', '=', 'confirmed')
      .where('s.frequency', '=', 'weekly')
      .where('s.confirmed_at', 'is not', null)
      .where('s.id', '>', last)
      .where((eb) => eb.or([eb('s.last_digest_at', '<=', weekAgo), eb.and([eb('s.last_digest_at', 'is', null), eb('s.confirmed_at', '<=', weekAgo)])]))
      .where((eb) => eb.exists(eb.selectFrom('alert_matches as m').select('m.id').whereRef('m.saved_search_id', '=', 's.id').where('m.digested_at', 'is', null)))
      .orderBy('s.id')
      .limit(PAGE)
      .execute();
    if (!subs.length) return sent;
    for (const s of subs) {
      const rows = await projectCards(k)
        .innerJoin('alert_events as e', 'e.project_id', 'p.id')
        .innerJoin('alert_matches as m', 'm.event_id', 'e.id')
        .clearSelect()
        .select(['m.id as match_id', 'e.kind', 'e.detail', 'p.title', 'p.slug', 'p.starting_price_aed'])
        .where('m.saved_search_id', '=', s.id)
        .where('m.digested_at', 'is', null)
        .orderBy('m.id', 'desc')
        .limit(DIGEST_ITEMS)
        .execute();
      await k.transaction().execute(async (trx) => {
        if (rows.length) await enqueue(trx, { type: 'saved_search', id: s.id }, [{ channel: 'email', purpose: `digest-${nowText.slice(0, 10)}`, payload: alertMail(s as Subscriber, rows.map(itemOf), ctx, 'digest') }], { once: true });
        // Everything pending is told (or its project is no longer public): the next digest starts afresh.
        await trx.updateTable('alert_matches').set({ digested_at: nowText }).where('saved_search_id', '=', s.id).where('digested_at', 'is', null).execute();
        await trx.updateTable('saved_searches').set({ last_digest_at: nowText, updated_at: nowText }).where('id', '=', s.id).execute();
      });
      if (rows.length) sent++;
    }
    last = subs[subs.length - 1].id;
  }
}

