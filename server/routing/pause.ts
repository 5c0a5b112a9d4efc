import type { FastifyInstance } from 'fastify';
import { boolean, object } from 'yup';
import { HttpError, validated } from '../errors';
import { staffAvailabilitySchema } from '../../src/schemas/routing';
import { parseAvailability } from './route';

/** The one field a member sends to pause or resume themself (anything else is ignored). */
export const pauseSchema = object({
  paused: boolean().strict().typeError('paused must be true or false').required('paused is required'),
});

/**
 * Routing v2 (issue 28): a salesperson pauses themself (no new leads for now) and resumes, from their profile, without
 * the Users screen (managers only). Only the pause of their own availability changes; languages, hours and leave
 * stay as a manager set them. Audited like every profile change.
 */
export default async function pauseRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/profile/availability', async (request) => {
    if (!request.staff) throw new HttpError(401, 'Please sign in to continue');
    const row = await db.selectFrom('users').select('availability').where('id', '=', request.staff.id).executeTakeFirst();
    return { data: { paused: parseAvailability(row?.availability)?.paused ?? false } };
  });

  app.put('/api/profile/availability', async (request) => {
    if (!request.staff) throw new HttpError(401, 'Please sign in to continue');
    const { paused } = await validated(pauseSchema, request.body);
    const id = request.staff.id;
    const row = await db.selectFrom('users').select('availability').where('id', '=', id).executeTakeFirstOrThrow();
    // Never set: the defaults (always available) with the pause; set: the same with only the pause changed.
    const current = parseAvailability(row.availability) ?? staffAvailabilitySchema.validateSync({});
    const next = { ...current!, paused };
    await db.updateTable('users').set({ availability: JSON.stringify(next), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await app.audit(request, 'update', 'profile', id, { fields: ['availability.paused'], paused });
    return { error: false, message: paused ? 'Paused: no new leads reach you until you resume' : 'Resumed: new leads reach you again', data: { paused } };
  });
}
