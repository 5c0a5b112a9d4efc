import { registerResourceHooks } from '../resources/hooks';
import { HttpError } from '../errors';
import { createActivationToken, revokeAllTokens } from './tokens';

const ONLY_OWNER = 'Only an owner may create, change or remove an owner account';

/**
 * Rules for /api/users on top of the generic router (which already required users.manage):
 * owners are managed by owners only, nobody removes or demotes themselves, and a deactivation or role
 * change signs the user out everywhere. A new user gets a one-time activation link (an invitation).
 */
registerResourceHooks('users', {
  async beforeWrite({ request, op, data, existing }) {
    const actor = request.staff!;
    const actorIsOwner = actor.role === 'owner';
    if (!actorIsOwner && (existing?.role === 'owner' || data?.role === 'owner')) throw new HttpError(403, ONLY_OWNER);
    if (existing && Number(existing.id) === Number(actor.id)) {
      if (op === 'delete') throw new HttpError(403, 'You cannot delete your own account');
      if (data && data.active === false) throw new HttpError(403, 'You cannot deactivate your own account', { active: 'You cannot deactivate your own account' });
      if (data && data.role !== existing.role) throw new HttpError(403, 'You cannot change your own role', { role: 'You cannot change your own role' });
    }
  },

  async afterWrite({ app, op, record, previous }) {
    if (op !== 'update' || !previous) return;
    if ((previous.active && !record.active) || previous.role !== record.role) await revokeAllTokens(app.db, Number(record.id));
  },

  async afterCreate({ app, request, record }) {
    const link = await createActivationToken(app.db, app.config, 'invitation', Number(record.id));
    await app.audit(request, 'invite', 'users', Number(record.id), { email: record.email, role: record.role });
    return { activation_url: link.url, activation_expires_at: link.expiresAt };
  },
});
