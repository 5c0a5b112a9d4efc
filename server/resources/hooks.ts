import type { FastifyInstance, FastifyRequest } from 'fastify';

export type WriteOp = 'create' | 'update' | 'delete';

/** Resource-specific rules layered on the generic router (for example: who may change which user). */
export interface ResourceHooks {
  /** May throw an HttpError; may return values to store beside the validated ones. */
  beforeWrite?(ctx: { app: FastifyInstance; request: FastifyRequest; op: WriteOp; data: Record<string, unknown> | null; existing: Record<string, unknown> | null }): Promise<Record<string, unknown> | void>;
  /** Extra fields for the answer to a create (for example an invitation link). */
  afterCreate?(ctx: { app: FastifyInstance; request: FastifyRequest; record: Record<string, unknown> }): Promise<Record<string, unknown> | void>;
  afterWrite?(ctx: { app: FastifyInstance; request: FastifyRequest; op: WriteOp; record: Record<string, unknown>; previous: Record<string, unknown> | null }): Promise<void>;
}

export const RESOURCE_HOOKS: Record<string, ResourceHooks> = {};

export function registerResourceHooks(resource: string, hooks: ResourceHooks): void {
  RESOURCE_HOOKS[resource] = { ...RESOURCE_HOOKS[resource], ...hooks };
}
