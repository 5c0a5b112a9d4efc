import { defineResource } from './define';
import { unitSchema } from '../../src/schemas/unit';
import { HttpError } from '../errors';

export type { UnitsTable, UnitTables } from '../db/tables';

/** Statuses only the hold actions (POST /api/units/:id/{hold,release,reserve,sell}) move a unit into or out of. */
const ACTION_STATUSES = ['held', 'reserved'];

/**
 * A project's units (issue 30, decision 018): staff type or import them; holds, reservations and sales go
 * through server/units/routes.ts, which keeps the one-hold-per-unit rule in a single conditional update.
 */
export const units = defineResource({
  name: 'units', table: 'units', label: 'Unit', schema: unitSchema, search: ['unit_number', 'building', 'type', 'view'], public: false, group: 'content',
  ops: { create: true, update: true, delete: true }, defaultSort: ['project_id', 'ASC'], versions: false,
  references: { project_id: 'projects' },
  readOnly: {
    held_by: 'int', held_by_name: 'text', hold_lead_id: 'int', held_price_aed: 'int', held_at: 'text', hold_expires_at: 'text',
    booking_fee_date: 'text', reserved_at: 'text', sold_at: 'text', created_at: 'text', updated_at: 'text',
  },
  hooks: {
    async beforeWrite({ op, data, existing }) {
      const before = existing?.status as string | undefined;
      const after = data?.status as string | undefined;
      if (op === 'delete' && before && ACTION_STATUSES.includes(before)) throw new HttpError(409, `Unit is ${before}: release it before deleting it`, { status: `Unit is ${before}: release it before deleting it` });
      if (!data || after === before) return;
      if (before && ACTION_STATUSES.includes(before)) throw new HttpError(409, `Unit is ${before}: use Release, Reserve or Sell to change its status`, { status: `Unit is ${before}: use Release, Reserve or Sell to change its status` });
      if (after && ACTION_STATUSES.includes(after)) throw new HttpError(422, `A unit becomes ${after} through the ${after === 'held' ? 'Hold' : 'Reserve'} action, not by typing the status`, { status: `A unit becomes ${after} through the ${after === 'held' ? 'Hold' : 'Reserve'} action` });
      if (after === 'sold') return { sold_at: new Date().toISOString() };
    },
  },
  // The project's history shows a unit's edits too: server/units/subscriptions.ts.
});
