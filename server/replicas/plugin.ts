import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readContext, type ReadContext } from './context';
import { OPS_PATHS } from '../lib/ops-paths';

/** Set on a staff member's successful write: their next reads, for a few seconds, go to the primary. */
export const READ_YOUR_WRITES_COOKIE = 'read_primary';
const HAS_COOKIE = new RegExp(`(?:^|;\\s*)${READ_YOUR_WRITES_COOKIE}=`);
const READS = new Set(['GET', 'HEAD']);

/**
 * Which reads of a request may go to a replica (decision 021): anonymous GETs and page renders, unless the
 * visitor wrote moments ago (the read-your-writes cookie, which every instance reads: no shared state needed).
 * A bearer token is staff: primary. Health checks and metrics read the primary (readiness is the primary's).
 * Requests made in-process for a page render (app.inject) inherit the page request's choice.
 */
function mayUseReplica(request: FastifyRequest, parent: ReadContext | undefined): boolean {
  if (parent && !parent.replica) return false;
  if (!READS.has(request.method)) return false;
  if (request.headers.authorization) return false;
  if (OPS_PATHS.has(request.routeOptions.url ?? '')) return false;
  const cookie = request.headers.cookie;
  return !(cookie && HAS_COOKIE.test(cookie));
}

async function replicasPlugin(app: FastifyInstance) {
  const router = app.db.replicas;
  if (!router) return;
  const { readYourWritesSeconds } = router.settings;

  // The rest of the request (hooks, handler, the queries they make) runs inside this context.
  app.addHook('onRequest', (request, _reply, done) => {
    readContext.run({ replica: mayUseReplica(request, readContext.getStore()) }, done);
  });

  app.addHook('onSend', async (request, reply) => {
    if (READS.has(request.method) || !request.staff || reply.statusCode >= 400) return;
    reply.setCookie(READ_YOUR_WRITES_COOKIE, '1', {
      path: '/',
      maxAge: readYourWritesSeconds,
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.publicUrl.startsWith('https:'),
    });
  });

  // Here or on another instance (the Redis notice calls this too): replicas serve again once they replayed it.
  app.onContentChange(() => router.contentChanged());
}

export default fp(replicasPlugin, { name: 'replicas', dependencies: ['db'] });
