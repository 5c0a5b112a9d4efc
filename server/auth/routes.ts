import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object, string } from 'yup';
// The staff forms' schemas (and their generic messages) have one home, shared with the back-office's forms.
import { activationSchema, passwordChangeSchema, profileSchema } from '../../src/schemas/user';
import { GENERIC_MESSAGES } from '../../src/schemas/messages';
import { emailAddress } from '../../src/schemas/fields';
import type { User } from '../db/types';
import { HttpError, notFound, validated, validationFailed } from '../errors';
import { hashToken } from '../lib/digest';
import { nowIso } from '../lib/clock';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { cancelActivationLinks, createActivationToken, issueApiToken, publicUser, revokeAllTokens, revokeToken, type ActivationPurpose } from './tokens';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';
import { permissionsFor } from './roles';
import { permissionFor } from '../../src/permissions';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SIGNED_OUT = 'You have been signed out';
const LOGIN_WINDOW_MS = 15 * 60_000;

const email = () => emailAddress('Email is required');
const loginSchema = object({ email: email(), password: string().required('Password is required').max(4096, 'Password is too long') });

function checkNewPassword(password: string, userEmail: string | null | undefined) {
  const problem = passwordProblem(password, userEmail);
  if (problem) throw validationFailed({ password: problem });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  return /^Bearer\s+\S/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : null;
}

const TOKEN_STATE_MESSAGES = {
  unknown: 'This activation link is not valid. Ask an administrator for a new one.',
  used: 'This activation link has already been used. Sign in, or ask an administrator for a new link.',
  expired: 'This activation link has expired. Ask an administrator for a new one.',
};

/** Sign-in, sign-out, activation (owner set-up and invitations) and the signed-in user's own profile. */
export default async function authRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const limit = app.config.loginRateLimit;
  // Sign-in and activation bodies are small forms: a larger body is refused before it is parsed.
  const perClient = (max: number) => ({ bodyLimit: PUBLIC_FORM_BODY_LIMIT, ...(limit > 0 ? { config: { rateLimit: { max, timeWindow: LOGIN_WINDOW_MS } } } : {}) });
  // Per account: keyed by the lower-cased e-mail, whichever address the attempts come from.
  const perAccount = limit > 0 ? app.createRateLimit({ max: limit, timeWindow: LOGIN_WINDOW_MS, keyGenerator: (req) => `login:${String((req.body as { email?: unknown })?.email ?? '').trim().toLowerCase()}` }) : null;

  const signedIn = async (request: FastifyRequest, user: User, action: string, message: string) => {
    const token = await issueApiToken(app.db, app.config, user.id);
    await db.updateTable('users').set({ last_login_at: nowIso() }).where('id', '=', user.id).execute();
    request.staff = user;
    await app.audit(request, action, 'users', user.id);
    return { error: false, message, data: { user: publicUser(user, token) } };
  };

  app.post('/api/login', perClient(limit), async (request, reply) => {
    const body = await validated(loginSchema, request.body);
    if (perAccount) {
      const state = await perAccount(request);
      if (!state.isAllowed && state.isExceeded)
        throw new HttpError(429, `Too many sign-in attempts for this account. Please wait ${Math.ceil(state.ttlInSeconds / 60)} minutes and try again.`);
    }
    const user = await db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirst();
    // Unknown, not yet activated and deactivated accounts all cost one argon2 verification and get the same answer.
    const ok = await verifyPassword(user?.password_hash, body.password);
    if (!user || !ok || !user.active) {
      const reason = !user ? 'unknown-email' : !user.password_hash ? 'not-activated' : !ok ? 'wrong-password' : 'inactive';
      await app.audit(request, 'sign-in-failed', 'users', user?.id ?? null, { email: body.email, reason });
      return reply.status(401).send({ error: true, message: INVALID_CREDENTIALS });
    }
    return signedIn(request, user, 'sign-in', `Welcome back, ${user.first_name}`);
  });

  app.post('/api/logout', async (request) => {
    const token = bearerToken(request);
    if (!request.staff || !token) throw new HttpError(401, 'Please sign in to continue');
    await revokeToken(app.db, token);
    await app.audit(request, 'sign-out', 'users', request.staff.id);
    return { error: false, message: SIGNED_OUT };
  });

  /** Finds an activation token and says why it cannot be used, if it cannot. */
  const activationToken = async (token: string) => {
    const row = await db.selectFrom('activation_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!row) throw new HttpError(400, TOKEN_STATE_MESSAGES.unknown, { token: TOKEN_STATE_MESSAGES.unknown });
    if (row.used_at) throw new HttpError(410, TOKEN_STATE_MESSAGES.used, { token: TOKEN_STATE_MESSAGES.used });
    if (Date.parse(row.expires_at) <= Date.now()) throw new HttpError(410, TOKEN_STATE_MESSAGES.expired, { token: TOKEN_STATE_MESSAGES.expired });
    const purpose = row.purpose as ActivationPurpose;
    if (purpose === 'owner') {
      const existing = await db.selectFrom('users').select('id').where('role', '=', 'owner').executeTakeFirst();
      if (existing) throw new HttpError(410, 'The owner account has already been set up. Sign in instead.', { token: TOKEN_STATE_MESSAGES.used });
      return { row, purpose, user: null };
    }
    const user = row.user_id == null ? undefined : await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
    if (!user) throw new HttpError(400, TOKEN_STATE_MESSAGES.unknown, { token: TOKEN_STATE_MESSAGES.unknown });
    if (!user.active) throw new HttpError(403, 'This account has been deactivated. Ask an administrator to reactivate it.');
    return { row, purpose, user };
  };

  // The token is a secret: this route logs at warn only (the URL is also redacted by the log serializer).
  app.get<{ Params: { token: string } }>('/api/activation/:token', { ...perClient(limit * 3), logLevel: 'warn' }, async (request) => {
    const { purpose, user } = await activationToken(String(request.params.token).slice(0, 200));
    return {
      error: false,
      data: { purpose, email: user?.email ?? null, first_name: user?.first_name ?? null, last_name: user?.last_name ?? null, has_password: !!user?.password_hash },
    };
  });

  app.post('/api/activation', { ...perClient(limit * 3), logLevel: 'warn' }, async (request) => {
    const body = await validated(activationSchema, request.body);
    const { row, purpose, user } = await activationToken(body.token);
    const email = user ? user.email : body.email;
    if (!email) throw validationFailed({ email: GENERIC_MESSAGES.required });
    checkNewPassword(body.password, email);
    const passwordHash = await hashPassword(body.password);
    const now = nowIso();
    const account = await db.transaction().execute(async (trx) => {
      // Single use even under concurrent submissions: only one update can claim the unused token.
      const claim = await trx.updateTable('activation_tokens').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) throw new HttpError(410, TOKEN_STATE_MESSAGES.used, { token: TOKEN_STATE_MESSAGES.used });
      if (purpose === 'owner') {
        const inserted = await trx
          .insertInto('users')
          .values({ email, first_name: body.first_name, last_name: body.last_name, role: 'owner', active: 1, password_hash: passwordHash, profile_image: null, last_login_at: null, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.updateTable('activation_tokens').set({ used_at: now }).where('purpose', '=', 'owner').where('used_at', 'is', null).execute();
        return inserted;
      }
      await trx.deleteFrom('api_tokens').where('user_id', '=', user!.id).execute();
      return trx
        .updateTable('users')
        .set({ first_name: body.first_name, last_name: body.last_name, password_hash: passwordHash, updated_at: now })
        .where('id', '=', user!.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return signedIn(request, account, 'activate', `Your account is ready. Welcome, ${account.first_name}`);
  });

  app.post<{ Params: { id: string } }>('/api/users/:id/invite', async (request) => {
    const actor = app.requirePermission(request, permissionFor('users', 'update')!);
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(400, 'The id must be a positive whole number', { id: 'The id must be a positive whole number' });
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound('User');
    if (user.role === 'owner' && actor.role !== 'owner') throw new HttpError(403, 'Only an owner may create, change or remove an owner account');
    if (!user.active) throw new HttpError(409, 'This account is deactivated; reactivate it before sending a new link');
    // A link sets the account's password: for an account that has one already, that is a take-over unless an owner does it.
    if (user.password_hash && actor.role !== 'owner')
      throw new HttpError(403, 'This account is already activated: only an owner may send it a new activation link. The user can change the password from the profile page.');
    const link = await createActivationToken(app.db, app.config, 'invitation', id);
    await app.audit(request, 'invite', 'users', id, { email: user.email });
    return {
      error: false,
      message: `A new activation link for ${user.email} is valid for 72 hours; earlier links no longer work.`,
      data: { activation_url: link.url, expires_at: link.expiresAt },
    };
  });

  const me = (request: FastifyRequest) => {
    if (!request.staff) throw new HttpError(401, 'Please sign in to continue');
    return request.staff;
  };

  app.get('/api/profile', async (request) => {
    const user = me(request);
    return { error: false, data: { user: { ...publicUser(user), last_login_at: user.last_login_at, phone: user.phone ?? null } } };
  });

  app.put('/api/profile', async (request) => {
    const user = me(request);
    const data = await validated(profileSchema, request.body);
    const before = { ...publicUser(user), phone: user.phone ?? null };
    const changed = (['first_name', 'last_name', 'profile_image', 'phone'] as const).filter((k) => JSON.stringify(data[k] ?? null) !== JSON.stringify(before[k] ?? null));
    const updated = await db
      .updateTable('users')
      .set({ first_name: data.first_name, last_name: data.last_name, profile_image: data.profile_image ? JSON.stringify(data.profile_image) : null, phone: data.phone || null, updated_at: nowIso() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await app.audit(request, 'update', 'profile', user.id, { fields: changed });
    return { error: false, message: 'Your profile has been saved', data: { user: { ...publicUser(updated), phone: updated.phone ?? null } } };
  });

  // Revokes every token of the user (other devices signed out) and answers a fresh one for this session.
  app.put('/api/profile/password', perClient(limit), async (request) => {
    const user = me(request);
    const body = await validated(passwordChangeSchema, request.body);
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, body.current_password)))
      throw validationFailed({ current_password: 'The current password is not correct' });
    checkNewPassword(body.password, user.email);
    await db.updateTable('users').set({ password_hash: await hashPassword(body.password), updated_at: nowIso() }).where('id', '=', user.id).execute();
    await revokeAllTokens(app.db, user.id);
    // A link sent earlier would let whoever holds it set another password: it stops working now.
    await cancelActivationLinks(app.db, user.id);
    await app.audit(request, 'password-change', 'users', user.id);
    const token = await issueApiToken(app.db, app.config, user.id);
    return { error: false, message: 'Your password has been changed and your other sessions were signed out', data: { user: publicUser(user, token) } };
  });

  // Spec §7: what the signed-in member may do (the back-office hides what they may not).
  app.get('/api/get-permissions', async (request) => {
    if (!request.staff) throw new HttpError(401, 'Please sign in to continue');
    return { error: false, data: permissionsFor(request.staff.role) };
  });
}
