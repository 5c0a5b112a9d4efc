import type { FastifyInstance } from 'fastify';

/**
 * A unit changed (typed, imported, held, released, reserved, sold or a hold expired): the pages that show its
 * project's availability are stale on every instance. Announced as a change of those projects, so the render and
 * list caches clear everywhere (relayed through Redis) and shared HTTP caches purge the projects' tags.
 */
export async function unitChanged(app: FastifyInstance, projectIds: number[]): Promise<void> {
  app.contentChanged('projects', { ids: [...new Set(projectIds)] });
}
