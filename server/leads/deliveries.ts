import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError, notFound } from '../errors';
import { nowIso } from '../lib/clock';
import { permissionFor } from '../../src/permissions';
import { deliveryRows, leadScopeOf } from '../resources/scope';

/** POST /api/lead-deliveries/:id/retry: a failed (or waiting) delivery is tried again now, with a fresh set of attempts. */
export default async function leadDeliveryRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/api/lead-deliveries/:id/retry', async (request) => {
    const user = app.requirePermission(request, permissionFor('lead-deliveries', 'update')!);
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(400, 'The id must be a positive whole number', { id: 'The id must be a positive whole number' });
    // A delivery of a lead outside the member's scope is one that does not exist (issue 40 item 4, the list's rule).
    const scope = await leadScopeOf(app.db.kysely as unknown as Kysely<any>, user);
    const row = await app.db.kysely.selectFrom('outbox').select(['id', 'status']).where('id', '=', id).where(deliveryRows(scope)).executeTakeFirst();
    if (!row) throw notFound('Lead delivery');
    if (row.status === 'sent') throw new HttpError(409, 'This delivery was already sent');
    if (row.status === 'sending') throw new HttpError(409, 'This delivery is being sent right now');
    // A kept e-mail (no mail server when it was written) is sent by an owner or admin from the mailbox (issue 37).
    if (row.status === 'kept') throw new HttpError(409, 'This e-mail is kept in the mailbox (Outgoing mail): an owner or admin sends it from there');
    const now = nowIso();
    await app.db.kysely.updateTable('outbox').set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null, updated_at: now }).where('id', '=', id).execute();
    await app.audit(request, 'retry', 'lead-deliveries', id);
    app.outbox.wake();
    return { error: false, message: 'The delivery will be tried again now' };
  });
}
