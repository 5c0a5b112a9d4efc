import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { outboxBacklog } from '../outbox/outbox';
import { replicaMetrics } from '../replicas/metrics';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest();

/** Constant-time check of `Authorization: Bearer <METRICS_TOKEN>`. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
  return crypto.timingSafeEqual(sha256(sent), sha256(token));
}


/**
 * Prometheus metrics at GET /metrics, for a bearer of METRICS_TOKEN (unset: 404 and nothing is collected).
 * Requests are labelled by route pattern (`/api/projects/:id`), never by raw URL, so the series stay few.
 * Each instance reports its own figures; Prometheus scrapes every instance.
 */
async function metricsPlugin(app: FastifyInstance) {
  const token = app.config.metricsToken;
  app.get('/metrics', { config: { pressureHandler: () => null } }, async (request, reply) => {
    if (!token) return reply.callNotFound();
    if (!bearerMatches(request, token)) return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ error: true, message: 'A valid metrics token is required' });
    reportStoredHits();
    return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(await registry.metrics());
  });
  if (!token) return;

  // A registry per app (not prom-client's global one): tests build several apps in one process.
  const registry = new Registry();
  // Process metrics: CPU, memory, heap, handles, GC, and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({ name: 'page_cache_requests_total', help: 'Server-rendered pages answered from the render cache (hit) or rendered (miss)', labelNames: ['result'], registers: [registry] });
  // Created at zero so a dashboard's hit ratio exists before the first page.
  pageCache.inc({ result: 'hit' }, 0);
  pageCache.inc({ result: 'miss' }, 0);

  // Stored answers sent before Fastify (server/http-cache/stored-answers.ts) meet no onResponse hook: their tally is
  // counted here at each scrape (counted, not timed: such an answer takes microseconds).
  const reportStoredHits = () => {
    for (const [key, hits] of app.storedAnswers.unreported) {
      app.storedAnswers.unreported.delete(key);
      requests.inc({ method: 'GET', route: hits.route, status: String(hits.status) }, hits.count);
      if (hits.kind === 'page') pageCache.inc({ result: 'hit' }, hits.count);
    }
  };

  // Lead deliveries waiting (pending or being sent) and given up on: read from the database at each scrape,
  // so every instance reports the shared queue.
  new Gauge({
    name: 'lead_outbox_deliveries',
    help: 'Lead e-mails and webhook calls in the outbox, by state (waiting: pending or being sent; failed: gave up)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { pending, failed } = await outboxBacklog(app.db);
      this.set({ state: 'waiting' }, pending);
      this.set({ state: 'failed' }, failed);
    },
  });

  // Read replicas (issue 32): lag, serving, and queries by target.
  replicaMetrics(app, registry);

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    const cache = reply.getHeader('x-cache');
    if (cache === 'HIT') pageCache.inc({ result: 'hit' });
    else if (cache === 'MISS') pageCache.inc({ result: 'miss' });
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
