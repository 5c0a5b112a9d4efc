import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
// Types only: reply.cspNonce is declared by @fastify/helmet; helmet itself is loaded below, once.
import type {} from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ASSETS_BASE, XSRF_COOKIE } from '../../src/constants';
import { LANGUAGE_SUGGEST_SCRIPT } from '../../src/i18n/suggest';

/** Cookies the browser's script must read (Sanctum's double-submit token); every other cookie is HttpOnly. */
export const SCRIPT_READABLE_COOKIES = new Set([XSRF_COOKIE]);

/** Third-party players the site may embed (project videos). Everything else is same-origin only. */
export const FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** The script nonce's stand-in while helmet writes the policy once; each answer puts its own nonce in its place. */
const NONCE_SLOT = 'oasis-nonce-slot';
/** Where the script nonce goes in the policy: each answer's own (see helmetHeaders). */
const scriptNonce = (_req: IncomingMessage, _res: ServerResponse) => `'nonce-${NONCE_SLOT}'`;

/**
 * The inline scripts of the site's pages, allowed by their hash: a page's bytes are cached and shared between
 * answers, so they cannot carry the answer's nonce (decision 045). Today one: the language bar's choice, made before
 * the first paint (src/i18n/suggest.ts).
 */
export const INLINE_SCRIPTS = [LANGUAGE_SUGGEST_SCRIPT];
export const scriptHash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy directives; exported so tests and docs state the same policy. */
export function cspDirectives(https: boolean): Record<string, Array<string | typeof scriptNonce> | null> {
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline': an inline script carries reply.cspNonce.script, or its hash is listed (a cached page's);
    // JSON data uses type="application/json".
    'script-src': ["'self'", scriptNonce, ...INLINE_SCRIPTS.map(scriptHash)],
    'script-src-attr': ["'none'"],
    // The site writes its stylesheet into each page's <style> (decision 046), Emotion (MUI) inserts <style> elements at
    // run time in the back-office, and React renders style="" attributes: styles stay 'unsafe-inline' (decision 005).
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

/** helmet itself, as @fastify/helmet depends on it (the plugin re-exports only its CSP part). */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (options: Record<string, unknown>) => (req: unknown, res: unknown, next: (err?: unknown) => void) => void;

/**
 * The headers helmet writes for these options, computed once (issue 41): @fastify/helmet built a new helmet
 * middleware, and with it the whole policy, on every request. Returns the fixed headers and the CSP around its nonce.
 */
export function helmetHeaders(https: boolean): { fixed: Array<[string, string]>; csp: [string, string] } {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const directives = cspDirectives(https);
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  })({}, recorder, (err) => {
    if (err) throw err;
  });
  const policy = headers.get('content-security-policy') ?? '';
  const at = policy.indexOf(NONCE_SLOT);
  if (at < 0) throw new Error('helmet wrote no script nonce into the Content-Security-Policy');
  headers.delete('content-security-policy');
  return { fixed: [...headers], csp: [policy.slice(0, at), policy.slice(at + NONCE_SLOT.length)] };
}

/** Random bytes drawn in batches (one system call per 256 answers), 16 per nonce: as unpredictable, far cheaper. */
let pool = Buffer.alloc(0);
let poolAt = 0;
function nonceBytes(): number {
  if (poolAt + 32 > pool.length) {
    pool = crypto.randomBytes(32 * 256);
    poolAt = 0;
  }
  poolAt += 32;
  return poolAt - 32;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy with a fresh script nonce (for answers sent without the hook chain: stored answers). */
    freshCsp(): string;
  }
}

/**
 * What a built script or stylesheet (/build/, hashed, immutable) keeps of the headers: who may load it (CORP) and
 * HSTS under https; nosniff is set by the static route itself. The rest (the CSP, framing, opener, referrer and
 * download policies) apply to documents only, and the site has no worker script a CSP would govern: on a phone's
 * first visit they were about 900 bytes on each of the page's five to ten scripts (issue 41, decision 047).
 */
const ASSET_HEADERS = new Set(['cross-origin-resource-policy', 'strict-transport-security']);

/**
 * Security headers on every answer (API, pages, files): a nonce-based CSP, nosniff, a strict referrer policy,
 * no framing, HSTS when PUBLIC_URL is https; plus a last check on every Set-Cookie.
 * `reply.cspNonce.script` is the nonce for any inline <script> a server-rendered page needs.
 * helmet writes the headers once at start-up; per request only the nonce changes (issue 41: one callback hook).
 */
async function securityHeaders(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');
  const { fixed, csp } = helmetHeaders(https);
  const forAssets = fixed.filter(([name]) => ASSET_HEADERS.has(name));
  app.decorate('freshCsp', () => {
    const at = nonceBytes();
    return csp[0] + pool.toString('base64', at, at + 16) + csp[1];
  });
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(ASSETS_BASE)) {
      for (const [name, value] of forAssets) reply.raw.setHeader(name, value);
      return done();
    }
    const at = nonceBytes();
    const nonces = { script: pool.toString('base64', at, at + 16), style: pool.toString('base64', at + 16, at + 32) };
    reply.cspNonce = nonces;
    const res = reply.raw;
    res.setHeader('content-security-policy', csp[0] + nonces.script + csp[1]);
    for (const [name, value] of fixed) res.setHeader(name, value);
    done();
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
