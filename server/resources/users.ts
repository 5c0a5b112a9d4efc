import { ALL_OPS, defineResource, type ResourceHooks } from './define';
import { userSchema } from '../../src/schemas/user';
import { HttpError } from '../errors';
import { createActivationToken, revokeAllTokens } from '../auth/tokens';

export type { UsersTable, UserTables } from '../db/tables';

const ONLY_OWNER = 'Only an owner may create, change or remove an owner account';

const userRules: ResourceHooks = {
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
};

export const users = defineResource({
  name: 'users', table: 'users', label: 'User', schema: userSchema, search: ['email', 'first_name', 'last_name'], public: false, group: 'staff',
  ops: ALL_OPS, defaultSort: ['created_at', 'DESC'], hidden: ['password_hash'], readOnly: { last_login_at: 'text', password_hash: 'text' },
  hooks: userRules,
});
