import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../lib/clock';
import { storePriceChanges } from '../price-history/priceHistory';
import type { AlertEventsTable } from './tables';

type Row = Record<string, unknown>;
type NewEvent = Pick<AlertEventsTable, 'kind' | 'event_key' | 'detail' | 'due_at'>;

const planOf = (v: unknown): { label: string; milestones: unknown[] } | null => {
  const p = v as { label?: unknown; milestones?: unknown } | null;
  return p && Array.isArray(p.milestones) && p.milestones.length ? { label: typeof p.label === 'string' ? p.label : '', milestones: p.milestones } : null;
};

/** What may alert saved searches after a project write (issue 27): published, a starting-price drop, a new payment plan. */
export function alertEventsOf(record: Row, previous: Row | null, startingPriceChanges: Array<{ id: number; unit_type: string | null; old_price_aed: number | null; new_price_aed: number | null }>, now = nowIso()): NewEvent[] {
  if (!record.published) return [];
  const id = Number(record.id);
  const events: NewEvent[] = [];
  // A scheduled project alerts when visitors can see it (its published_at), not when staff save it.
  const at = typeof record.published_at === 'string' && record.published_at > now ? record.published_at : now;
  events.push({ kind: 'published', event_key: `published-${id}`, detail: '{}', due_at: at });
  for (const c of startingPriceChanges)
    if (c.unit_type === null && c.old_price_aed != null && c.new_price_aed != null && c.new_price_aed < c.old_price_aed)
      events.push({ kind: 'price_drop', event_key: `price-${c.id}`, detail: JSON.stringify({ old_price_aed: c.old_price_aed, new_price_aed: c.new_price_aed }), due_at: now });
  const plan = planOf(record.payment_plan);
  if (previous && plan && JSON.stringify(plan) !== JSON.stringify(planOf(previous.payment_plan))) {
    const digest = crypto.createHash('sha1').update(JSON.stringify(plan)).digest('hex').slice(0, 16);
    events.push({ kind: 'new_plan', event_key: `plan-${id}-${digest}`, detail: JSON.stringify({ label: plan.label }), due_at: now });
  }
  return events;
}

/**
 * The projects resource's onStore (every write path, in the write's transaction): the price history (issue 27,
 * item 5) and the events saved-search alerts are matched against. An event is stored once per fact (its key);
 * a rescheduled publication not yet alerted moves its time.
 */
export async function recordProjectFacts(trx: Kysely<any>, ctx: { op: 'create' | 'update'; record: Row; previous: Row | null }): Promise<void> {
  const changes = await storePriceChanges(trx, ctx.record, ctx.op === 'create' ? null : ctx.previous);
  const now = nowIso();
  for (const e of alertEventsOf(ctx.record, ctx.op === 'create' ? null : ctx.previous, changes, now)) {
    await trx
      .insertInto('alert_events')
      .values({ ...e, project_id: Number(ctx.record.id), processed_at: null, created_at: now })
      .onConflict((oc) => oc.column('event_key').doUpdateSet({ due_at: e.due_at }).where('alert_events.processed_at', 'is', null))
      .execute();
  }
}
