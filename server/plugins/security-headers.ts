import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE } from '../../src/constants';

/** Cookies the browser's script must read (Sanctum's double-submit token); every other cookie is HttpOnly. */
export const SCRIPT_READABLE_COOKIES = new Set([XSRF_COOKIE]);

/** Third-party players the site may embed (project videos). Everything else is same-origin only. */
export const FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

const NONCE = Symbol('cspNonce');
type NoncedResponse = ServerResponse & { [NONCE]?: { script: string; style: string } };

const scriptNonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as NoncedResponse)[NONCE]?.script ?? ''}'`;

/** The Content-Security-Policy directives; exported so tests and docs state the same policy. */
export function cspDirectives(https: boolean): Record<string, Array<string | typeof scriptNonce> | null> {
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline': server-rendered inline scripts carry reply.cspNonce.script; JSON data uses type="application/json".
    'script-src': ["'self'", scriptNonce],
    'script-src-attr': ["'none'"],
    // Emotion (MUI) inserts <style> elements at run time in the site and in the static admin page, and React renders
    // style="" attributes: styles stay 'unsafe-inline' (see docs/decisions/005-security.md).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...FRAME_SOURCES],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Upgrading on a plain-http deployment (local demo, tests) would break every asset; only under https.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/** Adds the attributes a cookie must carry: SameSite always, Secure under https, HttpOnly unless script reads it. */
export function hardenCookie(cookie: string, https: boolean): string {
  const name = cookie.slice(0, cookie.indexOf('=')).trim();
  const attrs = cookie.split(';').slice(1).map((a) => a.trim().toLowerCase());
  let out = cookie;
  if (!attrs.some((a) => a.startsWith('samesite'))) out += '; SameSite=Lax';
  if (https && !attrs.includes('secure')) out += '; Secure';
  if (!SCRIPT_READABLE_COOKIES.has(name) && !attrs.includes('httponly')) out += '; HttpOnly';
  return out;
}

/**
 * Security headers on every answer (API, pages, files): a nonce-based CSP, nosniff, a strict referrer policy,
 * no framing, HSTS when PUBLIC_URL is https; plus a last check on every Set-Cookie.
 * `reply.cspNonce.script` is the nonce for any inline <script> a server-rendered page needs.
 */
async function securityHeaders(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');

  // Before helmet's own hook, so the CSP header written by helmet already contains this request's nonce.
  // A callback hook (no promise per request) and one random draw for both nonces (issue 41: per-request cost).
  app.addHook('onRequest', (_request, reply, done) => {
    const random = crypto.randomBytes(32);
    const nonces = { script: random.toString('base64', 0, 16), style: random.toString('base64', 16) };
    reply.cspNonce = nonces;
    (reply.raw as NoncedResponse)[NONCE] = nonces;
    done();
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(https) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    const set = reply.getHeader('set-cookie');
    if (set !== undefined) {
      const list = (Array.isArray(set) ? set : [set]).map(String);
      reply.removeHeader('set-cookie');
      reply.header('set-cookie', list.map((c) => hardenCookie(c, https)));
    }
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'security-headers', dependencies: ['db'] });
