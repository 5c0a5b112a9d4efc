import { ALL_OPS, defineResource, type ResourceHooks } from './define';
import { userSchema } from '../../src/schemas/user';
import { HttpError } from '../errors';

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
};

export const users = defineResource({
  name: 'users', table: 'users', label: 'User', schema: userSchema, search: ['email', 'first_name', 'last_name'], public: false, group: 'staff',
  ops: ALL_OPS, defaultSort: ['created_at', 'DESC'], hidden: ['password_hash'], readOnly: { last_login_at: 'text', password_hash: 'text' },
  hooks: userRules,
});
