import { resourceEvents } from '../resources/events';
import { createActivationToken, revokeAllTokens } from './tokens';

/**
 * Staff accounts: an invited user gets a one-time activation link (in the create's answer, audited as an
 * invitation); a deactivated user, or one whose role changed, is signed out everywhere.
 */
export function subscribeUserTokens(): void {
  resourceEvents.on('users', 'created', 'auth:invitation', (e) => {
    const { actor, record } = e;
    if (!actor) return;
    e.afterCommit(async () => {
      const { app, request } = actor;
      const link = await createActivationToken(app.db, app.config, 'invitation', Number(record.id));
      await app.audit(request, 'invite', 'users', Number(record.id), { email: record.email, role: record.role });
      e.answer({ activation_url: link.url, activation_expires_at: link.expiresAt });
    });
  });
  resourceEvents.on('users', 'changed', 'auth:revoke-tokens', ({ actor, record, previous, afterCommit }) => {
    if (actor && ((previous.active && !record.active) || previous.role !== record.role)) afterCommit(() => revokeAllTokens(actor.app.db, Number(record.id)));
  });
}
