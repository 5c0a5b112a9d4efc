import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/types';
import { can } from '../auth/roles';
import { HttpError } from '../errors';
import { OPS_PATHS } from '../lib/ops-paths';
import { hashToken } from '../lib/digest';
import { nowIso } from '../lib/clock';


declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, or null for an anonymous visitor. */
    staff: User | null;
  }
  interface FastifyInstance {
    /** Throws 401 without a valid token, 403 without the permission. */
    requirePermission(request: FastifyRequest, permission: string): User;
    audit(request: FastifyRequest, action: string, resource?: string | null, recordId?: string | number | null, changes?: unknown): Promise<void>;
  }
}

// Sliding expiry is written at most this often per token, so reads do not turn into writes.
const TOUCH_EVERY_MS = 60_000;

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('staff', null);

  // A visitor without a bearer token costs one header check and no promise (issue 41); only a token is looked up.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    // Health checks and metrics scrapes carry no staff token and must not need the database.
    if (!header || OPS_PATHS.has(request.routeOptions.url ?? '')) return done();
    identify(request, header).then(() => done(), done);
  });

  const identify = async (request: FastifyRequest, header: string) => {
    if (!/^Bearer\s+/i.test(header)) return;
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (!token || token.length > 200) return;
    const row = await app.db.kysely
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .selectAll('users')
      .select(['api_tokens.id as token_id', 'api_tokens.expires_at as token_expires_at', 'api_tokens.last_used_at as token_used_at', 'api_tokens.created_at as token_created_at'])
      .where('api_tokens.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return;
    const now = Date.now();
    // Sliding (idle) expiry, and an absolute end however active the token is kept.
    const absoluteEnd = Date.parse(row.token_created_at) + app.config.tokenMaxDays * 86_400_000;
    if (Date.parse(row.token_expires_at) <= now || absoluteEnd <= now || !row.active) return;
    const { token_id, token_expires_at: _e, token_used_at, token_created_at: _c, ...user } = row;
    request.staff = user as User;
    if (!token_used_at || now - Date.parse(token_used_at) > TOUCH_EVERY_MS) {
      await app.db.kysely
        .updateTable('api_tokens')
        .set({ last_used_at: new Date(now).toISOString(), expires_at: new Date(Math.min(now + app.config.tokenTtlHours * 3600_000, absoluteEnd)).toISOString() })
        .where('id', '=', token_id)
        .execute();
    }
  };

  app.decorate('requirePermission', (request: FastifyRequest, permission: string): User => {
    const user = request.staff;
    if (!user) throw new HttpError(401, 'Please sign in to continue');
    if (!can(user.role, permission)) throw new HttpError(403, `Your role (${user.role}) does not allow ${permission}`);
    return user;
  });

  app.decorate('audit', async (request: FastifyRequest, action: string, resource?: string | null, recordId?: string | number | null, changes?: unknown) => {
    await app.db.kysely
      .insertInto('audit_logs')
      .values({
        user_id: request.staff?.id ?? null,
        action,
        resource: resource ?? null,
        record_id: recordId == null ? null : String(recordId),
        changes: changes === undefined ? null : JSON.stringify(changes),
        ip: request.ip,
        created_at: nowIso(),
      })
      .execute();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
