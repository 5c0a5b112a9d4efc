import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '../../src/constants';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function decodeSafe(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return '';
  }
}

/**
 * Laravel Sanctum's double-submit cookie: GET /sanctum/csrf-cookie sets XSRF-TOKEN (readable by the
 * page's script), and a state-changing request without a bearer token must echo it in X-XSRF-TOKEN.
 */
async function csrfPlugin(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https://');

  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    const existing = request.cookies[XSRF_COOKIE];
    const token = existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing) ? existing : crypto.randomBytes(32).toString('base64url');
    reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: 60 * 60 * 12 });
    return reply.status(204).send();
  });

  // After the auth plugin's hook, so request.staff is known. The routed path decides, not the raw URL: /%61pi/...
  // reaches the /api/ routes too. An unmatched request has no routed path and is checked as well.
  // Reads (GET, HEAD, OPTIONS) change nothing and need no token: they leave at once, without a promise (issue 41).
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    const routed = request.routeOptions.url;
    if (routed !== undefined && !routed.startsWith('/api/')) return;
    // Signed webhooks (issue 29: WhatsApp) prove themselves with their signature, checked by their route.
    if (request.routeOptions.config?.signedWebhook) return;
    // navigator.sendBeacon cannot send the header: such routes (the activity record) check the origin themselves.
    if (request.routeOptions.config?.csrf === false) return;
    // A bearer token is not sent by a browser on its own, so it needs no CSRF token: but only a valid one.
    if (request.staff) return;
    // A bearer token that is not (or no longer) valid earns no exemption: the caller is told to sign in again.
    if (request.headers.authorization) return reply.status(401).send({ error: true, message: 'Please sign in to continue' });
    const cookie = Buffer.from(request.cookies[XSRF_COOKIE] ?? '');
    const header = request.headers['x-xsrf-token'];
    const sent = Buffer.from(decodeSafe(Array.isArray(header) ? header[0] : header));
    const ok = cookie.length > 0 && cookie.length === sent.length && crypto.timingSafeEqual(cookie, sent);
    if (!ok)
      return reply.status(419).send({ error: true, message: 'Your session has expired. Please reload the page and try again.' });
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE.has(request.method)) return done();
    check(request, reply).then(() => done(), done);
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['db'] });
