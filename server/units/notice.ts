import type { FastifyInstance } from 'fastify';

/**
 * A unit changed (typed, imported, held, released, reserved, sold or a hold expired): the pages that show its
 * project's availability are stale on every instance. The content-change notice carries a resource name only
 * (server/plugins/db.ts, relayed through Redis by server/plugins/redis.ts), so this is the one place that would
 * pass the projects' identity once the notice carries keys (decision 018).
 */
export async function unitChanged(app: FastifyInstance, projectIds: number[]): Promise<void> {
  void projectIds;
  app.contentChanged('units');
}
