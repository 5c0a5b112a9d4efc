import crypto from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

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
