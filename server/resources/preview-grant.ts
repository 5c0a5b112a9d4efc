import crypto from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

/**
 * While a preview page renders (server/preview/page.ts), the one public rule (server/resources/scope.ts) also
 * lets through the one record the signed link names. The page's data requests are made in-process (the
 * renderer's transport, app.inject), which does not carry an async context: the preview's requests carry a
 * random pass, known only to this process for the length of one render, and each site data handler runs
 * inside the grant its pass names. Any other request, or a pass guessed from outside, sees the public rule.
 */
export interface PreviewGrant {
  resource: string;
  id: number;
  /** Column values of the record's pending draft (issue 31, decision 025): the preview shows the record with them. */
  draft?: Record<string, unknown>;
}

export const previewGrant = new AsyncLocalStorage<PreviewGrant>();

export const PREVIEW_PASS_HEADER = 'x-oasis-preview-pass';
const passes = new Map<string, PreviewGrant>();

/** A pass for one render: headers for its in-process requests, and `end` once the page is rendered. */
export function issuePass(grant: PreviewGrant): { headers: Record<string, string>; end: () => void } {
  const pass = crypto.randomBytes(32).toString('base64url');
  passes.set(pass, grant);
  return { headers: { [PREVIEW_PASS_HEADER]: pass }, end: () => void passes.delete(pass) };
}

const draftGrant = (resource: string) => {
  const grant = previewGrant.getStore();
  return grant?.draft && grant.resource === resource ? grant : undefined;
};

/** The record's row as the preview shows it: its pending draft's values over the stored ones (other rows unchanged). */
export function previewRow<T extends object>(def: { name: string }, row: T | undefined): T | undefined {
  const grant = draftGrant(def.name);
  if (!row || !grant || Number((row as { id?: unknown }).id) !== grant.id) return row;
  return { ...row, ...grant.draft } as T;
}

/** `column = value`; while a draft that changes the column (a new slug) previews, its value finds the record. */
export function keyMatch(def: { name: string }, column: string, value: unknown) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const grant = draftGrant(def.name);
    return grant && grant.draft![column] === value ? eb.or([eb(column, '=', value), eb('id', '=', grant.id)]) : eb(column, '=', value);
  };
}

const grantOf = (request: FastifyRequest): PreviewGrant | undefined => {
  const pass = request.headers[PREVIEW_PASS_HEADER];
  return typeof pass === 'string' ? passes.get(pass) : undefined;
};

/** Wraps every site data route registered after it (GET /api/site/...): the handler runs inside its request's grant. */
export function previewGrantHook(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/site/')) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const grant = grantOf(request);
      return grant ? previewGrant.run(grant, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
    };
  });
}
