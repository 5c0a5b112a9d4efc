import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { auditUnit, unitLabel, type UnitRef } from './audit';

type Db = Kysely<Database>;
export interface Staff {
  id: number;
  name: string;
  role: string;
}
export interface Who {
  staff: Staff;
  ip: string | null;
}
/** Owners and admins may release, reserve or sell a unit someone else holds (issue 30: "an owner can release any"). */
const MANAGERS = ['owner', 'admin'];
const canOverride = (s: Staff) => MANAGERS.includes(s.role);

const UNIT_COLUMNS = [
  'id', 'project_id', 'unit_number', 'building', 'status', 'price_aed', 'held_by', 'held_by_name', 'hold_lead_id', 'held_price_aed', 'held_at', 'hold_expires_at', 'booking_fee_date', 'reserved_at', 'sold_at',
] as const;

async function loadUnit(db: Db, id: number) {
  const unit = await db.selectFrom('units').select(UNIT_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!unit) throw new HttpError(404, `No unit with id ${id}`);
  return unit;
}
type Unit = Awaited<ReturnType<typeof loadUnit>>;

const CLEARED_HOLD = { held_by: null, held_by_name: null, hold_lead_id: null, held_price_aed: null, held_at: null, hold_expires_at: null } as const;

/** Dubai time for people: "27 Nov 2026, 14:00 (Dubai)". */
const dubai = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso))} (Dubai)`;

/** The 409 a colleague gets: who has the unit, for which lead, until when. */
export function busyError(unit: Unit): HttpError {
  const label = unitLabel(unit);
  const who = unit.held_by_name ?? 'a colleague';
  const message =
    unit.status === 'held'
      ? `Unit ${label} is already held by ${who} for lead #${unit.hold_lead_id ?? '?'} until ${dubai(unit.hold_expires_at!)}`
      : unit.status === 'reserved'
        ? `Unit ${label} is reserved by ${who} (booking fee received ${unit.booking_fee_date?.slice(0, 10) ?? ''})`
        : unit.status === 'sold'
          ? `Unit ${label} is sold`
          : `Unit ${label} is not released for sale yet`;
  const err = new HttpError(409, message, { unit: message });
  err.details = { status: unit.status, holder: null };
  err.details.holder = unit.status === 'held' || unit.status === 'reserved' ? { id: unit.held_by, name: unit.held_by_name, lead_id: unit.hold_lead_id, until: unit.hold_expires_at } : null;
  return err;
}

const ref = (u: Unit): UnitRef => ({ id: u.id, project_id: u.project_id, unit_number: u.unit_number, building: u.building });

/**
 * Holds an available unit for a lead. One conditional UPDATE decides between colleagues trying at once: it
 * matches only while the unit is available (or its hold has run out), so on either database exactly one of
 * them changes the row and every other gets the 409 naming the holder (decision 018).
 */
export async function holdUnit(db: Db, who: Who, id: number, leadId: number, hours: number, now = new Date()): Promise<Unit> {
  const lead = await db.selectFrom('enquiries').select('id').where('id', '=', leadId).executeTakeFirst();
  if (!lead) throw new HttpError(422, `No lead with id ${leadId}`, { lead_id: `No lead with id ${leadId}` });
  const before = await loadUnit(db, id);
  const at = now.toISOString();
  const until = new Date(now.getTime() + hours * 3_600_000).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('units')
      .set((eb) => ({ status: 'held', held_by: who.staff.id, held_by_name: who.staff.name, hold_lead_id: leadId, held_price_aed: eb.ref('price_aed'), held_at: at, hold_expires_at: until, updated_at: at }))
      .where('id', '=', id)
      .where((eb) => eb.or([eb('status', '=', 'available'), eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '<=', at)])]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return null;
    // A hold that ran out before this one took the unit: its end is on record too.
    if (before.status === 'held' && before.hold_expires_at && before.hold_expires_at <= at)
      await auditUnit(trx, { userId: null, ip: null }, 'unit-hold-expired', ref(before), { held_by: before.held_by_name, expired_at: before.hold_expires_at, status: ['held', 'available'] }, before.hold_lead_id);
    const held = await trx.selectFrom('units').select(UNIT_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
    await auditUnit(trx, { userId: who.staff.id, ip: who.ip }, 'unit-hold', ref(held), { status: [before.status === 'held' ? 'available' : before.status, 'held'], price_aed: held.held_price_aed, expires_at: until, hours }, leadId);
    return held;
  });
  if (result) return result;
  throw busyError(await loadUnit(db, id));
}

/** The holder (or an owner/admin) gives a held or reserved unit back: it is available again. */
export async function releaseUnit(db: Db, who: Who, id: number, now = new Date()): Promise<Unit> {
  const unit = await loadUnit(db, id);
  if (unit.status !== 'held' && unit.status !== 'reserved') throw new HttpError(409, `Unit ${unitLabel(unit)} is ${unit.status}: only a held or reserved unit can be released`, { status: `Unit is ${unit.status}` });
  if (unit.held_by !== who.staff.id && !canOverride(who.staff)) throw new HttpError(403, `Unit ${unitLabel(unit)} is held by ${unit.held_by_name ?? 'a colleague'}: only they or an owner can release it`);
  return transition(db, who, unit, 'unit-release', 'available', { ...CLEARED_HOLD, booking_fee_date: null, reserved_at: null }, now);
}

/** Booking fee received: the hold becomes a reservation (it no longer expires). */
export async function reserveUnit(db: Db, who: Who, id: number, bookingFeeDate: string, now = new Date()): Promise<Unit> {
  const unit = await loadUnit(db, id);
  if (unit.status !== 'held' || (unit.hold_expires_at && unit.hold_expires_at <= now.toISOString())) {
    const message = unit.status === 'held' ? `The hold on unit ${unitLabel(unit)} has expired: hold it again first` : `Unit ${unitLabel(unit)} is ${unit.status}: hold it for the lead before reserving it`;
    throw new HttpError(409, message, { status: message });
  }
  if (unit.held_by !== who.staff.id && !canOverride(who.staff)) throw busyError(unit);
  return transition(db, who, unit, 'unit-reserve', 'reserved', { hold_expires_at: null, booking_fee_date: bookingFeeDate, reserved_at: now.toISOString() }, now);
}

/** The sale is signed: a reserved unit is sold. */
export async function sellUnit(db: Db, who: Who, id: number, now = new Date()): Promise<Unit> {
  const unit = await loadUnit(db, id);
  if (unit.status !== 'reserved') throw new HttpError(409, `Unit ${unitLabel(unit)} is ${unit.status}: only a reserved unit can be sold`, { status: `Unit is ${unit.status}` });
  if (unit.held_by !== who.staff.id && !canOverride(who.staff)) throw busyError(unit);
  return transition(db, who, unit, 'unit-sell', 'sold', { sold_at: now.toISOString() }, now);
}

/** Moves the unit on only if it is still as it was read (another tab, another instance), audits, returns the new row. */
async function transition(db: Db, who: Who, unit: Unit, action: string, status: string, set: Record<string, unknown>, now: Date): Promise<Unit> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('units')
      .set({ ...set, status, updated_at: now.toISOString() })
      .where('id', '=', unit.id)
      .where('status', '=', unit.status)
      .where((eb) => (unit.held_by == null ? eb('held_by', 'is', null) : eb('held_by', '=', unit.held_by)))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, `Unit ${unitLabel(unit)} changed meanwhile; reload it and try again`);
    const after = await trx.selectFrom('units').select(UNIT_COLUMNS).where('id', '=', unit.id).executeTakeFirstOrThrow();
    const details: Record<string, unknown> = { status: [unit.status, status], held_by: unit.held_by_name };
    if (set.booking_fee_date) details.booking_fee_date = set.booking_fee_date;
    if (status === 'sold') details.price_aed = unit.held_price_aed ?? unit.price_aed;
    await auditUnit(trx, { userId: who.staff.id, ip: who.ip }, action, ref(unit), details, unit.hold_lead_id);
    return after;
  });
}

/**
 * Holds whose time ran out go back to available. Any instance may run it: each row is claimed by a conditional
 * update only one can win, so each expiry is audited once. Returns the projects whose availability changed.
 */
export async function expireHolds(db: Db, now = new Date()): Promise<number[]> {
  const at = now.toISOString();
  const due = await db.selectFrom('units').select(UNIT_COLUMNS).where('status', '=', 'held').where('hold_expires_at', '<=', at).limit(500).execute();
  const projects = new Set<number>();
  for (const unit of due) {
    await db.transaction().execute(async (trx) => {
      const res = await trx.updateTable('units').set({ ...CLEARED_HOLD, status: 'available', updated_at: at }).where('id', '=', unit.id).where('status', '=', 'held').where('hold_expires_at', '=', unit.hold_expires_at).executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return;
      await auditUnit(trx, { userId: null, ip: null }, 'unit-hold-expired', ref(unit), { held_by: unit.held_by_name, expired_at: unit.hold_expires_at, status: ['held', 'available'] }, unit.hold_lead_id);
      projects.add(unit.project_id);
    });
  }
  return [...projects];
}

/** When the next hold runs out (null: none held). */
export async function nextExpiry(db: Db): Promise<number | null> {
  const row = await db.selectFrom('units').select((eb) => eb.fn.min('hold_expires_at').as('at')).where('status', '=', 'held').executeTakeFirst();
  return row?.at ? Date.parse(String(row.at)) : null;
}

export async function holdHours(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('unit_hold_hours').orderBy('id').executeTakeFirst();
  return Number(row?.unit_hold_hours ?? 48) || 48;
}
