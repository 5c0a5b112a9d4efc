import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { decayTo, eventPoints, leadScore, profilePoints, scoreRules } from '../../src/leadScore';
import type { LeadScoreRules } from '../../src/schemas/lead-score';
import { addressList, enqueue, leadSnapshot } from '../outbox/queue';
import { assignmentEmail, leadLink, webhookBody, type LeadType } from '../outbox/messages';

/**
 * The lead score (issue 28): profile points (budget band, timeline) plus the visitor's activity, each event's
 * weight halved every half-life. Stored on the lead (score, hot) so the lists sort and filter by it cheaply; the
 * decayed activity sum and when it was computed are stored beside it, so a new batch of events adds to it
 * without rereading the visitor's history (a visitor's 10,000th event costs what the first did).
 */

const TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const satisfies Record<LeadType, string>;
const TYPES = Object.keys(TABLE) as LeadType[];
/** A full recompute reads the visitor's events this many at a time (bounded memory). */
const PAGE = 2000;

type Any = Kysely<any>;
type Event = { kind: string; at: string };
type ScoredLead = { id: number; score?: number; hot: number; score_activity: number; score_at: string | null; budget?: string | null; investment_timeline?: string | null; property_price_aed?: number | null };

export async function loadScoreRules(db: Kysely<Database>): Promise<LeadScoreRules> {
  const row = await db.selectFrom('settings').select('lead_score_rules').orderBy('id').limit(1).executeTakeFirst();
  return scoreRules(row?.lead_score_rules);
}

/** What the lead said, in points: an enquiry's budget and timeline; a mortgage enquiry's property price. */
export function leadProfilePoints(rules: LeadScoreRules, type: LeadType, lead: Record<string, unknown>): number {
  if (type === 'enquiry') return profilePoints(rules, /^\d{1,15}$/.test(String(lead.budget ?? '')) ? Number(lead.budget) : null, (lead.investment_timeline as string | null) ?? null);
  return profilePoints(rules, lead.property_price_aed != null ? Number(lead.property_price_aed) : null, null);
}

/** The score columns of a new lead (no activity yet): written by recordLeadIn with the row. */
export function initialScore(rules: LeadScoreRules, type: LeadType, lead: Record<string, unknown>, now: string) {
  const score = leadScore(leadProfilePoints(rules, type, lead), 0);
  return { score, hot: score >= rules.hot_threshold ? 1 : 0, score_activity: 0, score_at: now };
}

const profileColumns = (type: LeadType) => (type === 'enquiry' ? ['budget', 'investment_timeline'] : ['property_price_aed']);

async function store(db: Any, type: LeadType, lead: ScoredLead, rules: LeadScoreRules, activity: number, nowIso: string) {
  const score = leadScore(leadProfilePoints(rules, type, lead as Record<string, unknown>), activity);
  const hot = score >= rules.hot_threshold ? 1 : 0;
  await db.updateTable(TABLE[type]).set({ score, hot, score_activity: activity, score_at: nowIso }).where('id', '=', lead.id).execute();
  return { score, hot, wasHot: Number(lead.hot) === 1 };
}

export type Announcement = { type: LeadType; id: number; score: number; reason: string };

/** One browser's new events (a beacon batch, with the server's return visit) at `now`. */
export type NewActivity = { visitorId: number; events: Event[]; now: number };

/**
 * New events of visitors (a group of beacon batches, oldest first): every lead of each browser adds them to its
 * decayed sum. Set-based: one read of the leads of all the group's browsers per lead table, one update per lead,
 * whatever the number of batches. Returns the leads to announce (one that became hot, or a known lead coming back
 * to the site: a return visit); the caller announces them with announceAll after its transaction commits (once a
 * day at most each).
 */
export async function scoreNewActivity(db: Kysely<Database>, batches: NewActivity[]): Promise<Announcement[]> {
  const k = db as Any;
  const visitorIds = [...new Set(batches.map((b) => b.visitorId))];
  let rules: LeadScoreRules | null = null;
  const out: Announcement[] = [];
  if (!visitorIds.length) return out;
  for (const type of TYPES) {
    const leads = (await k.selectFrom(TABLE[type]).select(['id', 'hot', 'score_activity', 'score_at', 'visitor_id', ...profileColumns(type)]).where('visitor_id', 'in', visitorIds).execute()) as Array<ScoredLead & { visitor_id: number }>;
    if (!leads.length) continue;
    rules ??= await loadScoreRules(db);
    const byVisitor = new Map<number, Array<ScoredLead & { visitor_id: number }>>();
    for (const lead of leads) byVisitor.set(lead.visitor_id, [...(byVisitor.get(lead.visitor_id) ?? []), lead]);
    // Each lead's running state through the group's batches, in order: activity carried to each batch's time.
    const state = new Map<number, { activity: number; at: number | null; returned: boolean; now: number }>();
    for (const b of batches) {
      const mine = byVisitor.get(b.visitorId);
      if (!mine) continue;
      const added = b.events.reduce((sum, e) => sum + eventPoints(rules!, e.kind, Date.parse(e.at), b.now), 0);
      const returned = b.events.some((e) => e.kind === 'return_visit');
      for (const lead of mine) {
        const st = state.get(lead.id) ?? { activity: Number(lead.score_activity), at: lead.score_at ? Date.parse(lead.score_at) : null, returned: false, now: b.now };
        const carried = st.at != null ? decayTo(rules, st.activity, st.at, b.now) : 0;
        state.set(lead.id, { activity: carried + added, at: b.now, returned: st.returned || returned, now: b.now });
      }
    }
    for (const lead of leads) {
      const st = state.get(lead.id);
      if (!st) continue;
      const r = await store(k, type, lead, rules, st.activity, new Date(st.now).toISOString());
      const reason = r.hot && !r.wasHot ? `score ${r.score} reached the hot threshold (${rules.hot_threshold})` : st.returned ? `came back to the site (score ${r.score})` : null;
      if (reason) out.push({ type, id: lead.id, score: r.score, reason });
    }
  }
  return out;
}

/** Announces each lead (announceHot); returns how many were sent now. */
export async function announceAll(db: Kysely<Database>, config: Config, list: Announcement[], now = Date.now()): Promise<number> {
  let n = 0;
  for (const a of list) if (await announceHot(db, config, a.type, a.id, a.score, a.reason, now)) n++;
  return n;
}

/** Recomputes a lead's score from its whole activity record, read a page at a time; announces it if it became hot. */
export async function rescoreLead(db: Kysely<Database>, config: Config | null, type: LeadType, id: number, rules?: LeadScoreRules, now = Date.now()): Promise<number | null> {
  const k = db as Any;
  const lead = (await k.selectFrom(TABLE[type]).select(['id', 'score', 'hot', 'score_activity', 'score_at', 'visitor_id', ...profileColumns(type)]).where('id', '=', id).executeTakeFirst()) as (ScoredLead & { visitor_id: number | null }) | undefined;
  if (!lead) return null;
  rules ??= await loadScoreRules(db);
  let activity = 0;
  if (lead.visitor_id != null) {
    for (let after = 0; ; ) {
      const page = (await k.selectFrom('activity_events').select(['id', 'kind', 'at']).where('visitor_id', '=', lead.visitor_id).where('id', '>', after).orderBy('id').limit(PAGE).execute()) as Array<Event & { id: number }>;
      for (const e of page) activity += eventPoints(rules, e.kind, Date.parse(e.at), now);
      if (page.length < PAGE) break;
      after = page[page.length - 1].id;
    }
  }
  // No activity before or now and the same score: nothing to write (a new lead from a browser without a record, the
  // usual enquiry, whose first score recordLeadIn stored with the row); score_at only dates a non-zero activity sum.
  if (activity === 0 && Number(lead.score_activity) === 0) {
    const score = leadScore(leadProfilePoints(rules, type, lead as Record<string, unknown>), 0);
    if (lead.score != null && score === Number(lead.score) && (score >= rules.hot_threshold ? 1 : 0) === Number(lead.hot)) return score;
  }
  const r = await store(k, type, lead, rules, activity, new Date(now).toISOString());
  if (config && r.hot && !r.wasHot) await announceHot(db, config, type, id, r.score, `score ${r.score} reached the hot threshold (${rules.hot_threshold})`, now);
  return r.score;
}

/** After the rules changed: every lead rescored, a page of leads at a time (no announcements: nothing happened). */
export async function rescoreAll(db: Kysely<Database>): Promise<number> {
  const rules = await loadScoreRules(db);
  const now = Date.now();
  let n = 0;
  for (const type of TYPES) {
    for (let after = 0; ; ) {
      const ids = (await (db as Any).selectFrom(TABLE[type]).select('id').where('id', '>', after).orderBy('id').limit(500).execute()) as Array<{ id: number }>;
      for (const { id } of ids) await rescoreLead(db, null, type, id, rules, now);
      n += ids.length;
      if (ids.length < 500) break;
      after = ids[ids.length - 1].id;
    }
  }
  return n;
}

/**
 * Tells the assignee at once that a lead is hot: an e-mail through the outbox and the webhook event `lead.hot`
 * (signed like `lead.created`). At most once per lead per UTC day, on any number of instances: the row of
 * lead_hot_notices (primary key lead + day) is inserted with the deliveries in one transaction, and only the
 * insert that wins sends. Returns whether this call announced it.
 */
export async function announceHot(db: Kysely<Database>, config: Config, type: LeadType, id: number, score: number, reason: string, now = Date.now()): Promise<boolean> {
  const day = new Date(now).toISOString().slice(0, 10);
  const nowIso = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const won = await trx
      .insertInto('lead_hot_notices')
      .values({ lead_type: type, lead_id: id, day, reason, score, created_at: nowIso })
      .onConflict((oc) => oc.columns(['lead_type', 'lead_id', 'day']).doNothing())
      .returning('lead_id')
      .executeTakeFirst();
    if (!won) return false;
    const lead = await leadSnapshot(trx, type, id);
    if (!lead) return false;
    const settings = await trx.selectFrom('settings').select(['product_name', 'lead_notify_to']).orderBy('id').limit(1).executeTakeFirst();
    const productName = settings?.product_name || config.productName;
    const purpose = `hot-${day}`;
    const deliveries: Parameters<typeof enqueue>[2] = [];
    const to = lead.assignee?.email ?? addressList(settings?.lead_notify_to)[0];
    if (to) {
      const mail = assignmentEmail(lead, { to, productName, publicUrl: config.publicUrl });
      const kind = type === 'enquiry' ? 'enquiry' : 'mortgage enquiry';
      const subject = `Hot lead: ${kind} #${id} from ${lead.name} (score ${score})`.replace(/[\r\n]+/g, ' ').slice(0, 180);
      deliveries.push({ channel: 'email', purpose, payload: { ...mail, subject, text: `Hot now: ${reason}. Call first.\n\n${mail.text}`, html: `<p><strong>Hot now:</strong> ${escape(reason)}. Call first: <a href="${escape(leadLink(config.publicUrl, lead))}">open the lead</a>.</p>${mail.html}` } });
    }
    if (config.webhookUrl) {
      const body = webhookBody(lead, `${type}-${id}-${purpose}-webhook`);
      deliveries.push({ channel: 'webhook', purpose: `${purpose}-webhook`, payload: { ...body, event: 'lead.hot', score, reason } });
    }
    await enqueue(trx, { type, id }, deliveries);
    return true;
  });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
