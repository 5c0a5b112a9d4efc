import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { Config } from './config';
import type { Db } from './db/connect';
import { HttpError, registerErrorHandling } from './errors';
import dbPlugin from './plugins/db';
import redisPlugin, { openRedis } from './plugins/redis';
import { redisWithMemoryFallback } from './plugins/rate-limit-store';
import metricsPlugin from './plugins/metrics';
import healthRoutes from './routes/health';
import authPlugin from './plugins/auth';
import csrfPlugin from './plugins/csrf';
import securityHeaders from './plugins/security-headers';
import inputGuard from './plugins/input-guard';
import type { HookTimer } from './plugins/hook-timing';
import resourceRoutes from './resources/routes';
import { registerVersionedExtension } from './resources/versioned-extensions';
import { versionHistory } from './versions/routes';
import { pendingDrafts } from './drafts/routes';
import { subscribeFeatures } from './subscriptions';
import leadSubmitRoutes from './leads/submit';
import outboxWorker from './leads/worker';
import leadDeliveryRoutes from './leads/deliveries';
import mailboxRoutes from './leads/mailbox';
import authRoutes from './auth/routes';
import { requestLogSerializer } from './auth/log-redaction';
import sitemapRoutes from './seo/sitemap';
import seoRoutes from './seo/routes';
import leadExportRoutes from './leads/export';
import dashboardRoutes from './leads/dashboard';
import adminShell from './routes/admin-shell';
import mediaRoutes from './routes/media';
import staticRoutes from './routes/static';
import siteDataRoutes from './site';
import publicationSchedule from './site/schedule';
import renderPages from './render';
// Market evidence (issue 25)
import marketRoutes from './market/routes';
// Conversations (issue 29): WhatsApp webhook, bookings
import whatsappWebhook from './whatsapp/webhook';
import bookingRoutes from './bookings/routes';
// Privacy by design (issue 24): the activity record, people's requests, the retention job.
import activityRoutes from './activity/routes';
// Hot leads first (issue 28): escalation of unanswered leads.
import escalationJob from './leads/escalation';
import typedLeadRoutes from './leads/typed';
import pauseRoutes from './routing/pause';
import leadMergeRoutes from './lead-merge/routes';
import timelineRoutes from './timeline/routes';
import privacyRequestRoutes from './privacy/requests';
// The investor's workspace (issue 27): shortlist and compare data.
import workspaceRoutes from './workspace/routes';
import shortlistSendRoutes from './workspace/send';
import retentionJob from './privacy/retention';
// The HTTP cache (issue 32): shared-cache headers and purges.
import httpCache from './http-cache/plugin';
import storedAnswers, { storedAnswersServer } from './http-cache/stored-answers';
// Inventory (issue 30): holds, reservations, price-list import
import unitRoutes from './units/routes';
// Read replicas (issue 32): which reads go to a replica.
import replicasPlugin from './replicas/plugin';
import listCachePlugin from './resources/list-cache';
// Saved searches with e-mail alerts (issue 27)
import alertRoutes from './alerts/routes';
import alertsJob from './alerts/job';
import brochureRoutes from './workspace/brochure';
// Editorial safety (issue 31): signed preview links, bulk edit with undo, import
import previewLinkRoutes from './preview/routes';
import bulkRoutes from './bulk/routes';
import { previewGrantHook } from './resources/preview-grant';
import contentSpreadsheetRoutes from './content-io/routes';
// Advert compliance (issue 30 item 3): permit expiry notices and unpublishing.
import permitExpiryJob from './compliance/permits';
// Tasks and follow-up plans (issue 40 item 3)
import tasksPlugin from './tasks/plugin';
import followUpsPlugin from './follow-ups/plugin';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Logger stream override (tests capture logs to check that no secret is written). */
  logStream?: NodeJS.WritableStream;
  logger?: boolean;
  /** The bench's per-hook timing (scripts/bench/hooks.ts); never set in production. */
  hookTimer?: HookTimer;
}

/** Builds the whole application: ecosystem plugins, then app plugins, then routes. */
export async function buildApp({ config, db, logStream, logger = true, hookTimer }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // A stored public answer is sent by node:http's listener before Fastify (decision 050).
    serverFactory: storedAnswersServer((): FastifyInstance => app),
    logger: logger
      ? {
          level: config.logLevel,
          stream: logStream,
          // Secrets never reach the logs: tokens, cookies and passwords are redacted wherever they appear.
          // Request lines without headers and with one-time activation secrets cut out of the URL.
          serializers: { req: requestLogSerializer },
          redact: {
            paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]', '*.password', '*.token', '*.password_hash'],
            censor: '[redacted]',
          },
        }
      : false,
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest the server (as proxy-addr counts them); a list trusts those addresses.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36).slice(-4),
    forceCloseConnections: 'idle',
    // On SIGTERM, requests already on an open connection are served (not answered 503): the enquiry is not lost.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 300 },
  });

  hookTimer?.instrument(app);
  registerErrorHandling(app);
  // Issue 41, decisions 039 and 050: a cached public answer is sent with its stored bytes and headers by the server's
  // listener (serverFactory above; the first hook under app.inject), before under-pressure, CORS, auth, CSRF and the
  // route's own work; everything else goes on down the chain.
  await app.register(storedAnswers);
  // Several instances (REDIS_URL): rate-limit counters and content-change notices live in Redis.
  const redis = config.redisUrl ? await openRedis(config.redisUrl, (m) => app.log.warn(m)) : null;
  // Before anything else answers: when the event loop drowns, new requests get a quick 503 with Retry-After.
  // The mean delay over 5 s: one long render does not trip it, a loop that stays blocked does.
  let pressureLoggedAt = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    sampleInterval: 5000,
    pressureHandler: (_request, reply, type, value) => {
      if (Date.now() - pressureLoggedAt > 10_000) {
        pressureLoggedAt = Date.now();
        app.log.warn(`under pressure (${type}: ${Math.round(value ?? 0)}): answering 503 until it eases`);
      }
      void reply.status(503).header('Retry-After', '10').send({ error: true, message: 'The server is busy. Please try again in a few seconds.' });
    },
  });
  await app.register(cookie);
  await app.register(cors, {
    // A request without Origin (same-origin GETs: pages, scripts, the site's API reads) gets no CORS headers: no
    // browser reads them there, and they were about 100 bytes on every answer (issue 41). Vary: Origin stays.
    origin: (origin, cb) => cb(null, !!origin && origin === config.publicUrl),
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Total-Count'],
  });
  // One store for every limiter (per route, per account, render misses): Redis when instances share the limits.
  // While Redis is down each instance counts in its own memory (issue 23: no limit is ever off); /readyz reports it.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisWithMemoryFallback(redis, `${config.redisPrefix}rate:`, (m) => app.log.warn(m)) } : {}),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });

  // What features do when a resource is written: their subscriptions to the writer's events (decision 028).
  subscribeFeatures();
  // The history and the drafts the generic router mounts on every versioned resource (decision 036), before its routes.
  registerVersionedExtension(versionHistory);
  registerVersionedExtension(pendingDrafts);
  await app.register(dbPlugin, { db, config });
  await app.register(redisPlugin, { redis, prefix: config.redisPrefix });
  await app.register(replicasPlugin); // read replicas (issue 32), before any hook that reads the database
  await app.register(metricsPlugin);
  // Before auth and CSRF, whose early answers (401, 419) must carry the headers too.
  await app.register(securityHeaders);
  await app.register(inputGuard);
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  // The HTTP cache (issue 32): before the routes, so its onSend hook sees every answer.
  await app.register(httpCache);

  await app.register(healthRoutes);
  // Features, each in its folder: staff accounts and permissions, leads, SEO, then every resource's REST routes.
  await app.register(authRoutes);
  await app.register(outboxWorker);
  await app.register(leadSubmitRoutes);
  await app.register(leadDeliveryRoutes);
  await app.register(mailboxRoutes);
  // Before the generic router so /api/enquiries/export is not read as a record id.
  await app.register(leadExportRoutes);
  await app.register(dashboardRoutes);
  await app.register(seoRoutes);
  await app.register(sitemapRoutes);
  // Market evidence (issue 25): before the generic router so /api/market/* is not read as a resource.
  await app.register(marketRoutes);
  // Conversations (issue 29): before the generic router.
  await app.register(whatsappWebhook);
  await app.register(bookingRoutes);
  // Privacy by design (issue 24): before the generic router, so /api/enquiries/:id/activity is not read as a record.
  await app.register(activityRoutes);
  await app.register(escalationJob); // hot leads first (issue 28)
  await app.register(typedLeadRoutes); // leads typed by staff (issue 28)
  await app.register(pauseRoutes); // a salesperson pauses themself from the profile (issue 28)
  await app.register(leadMergeRoutes); // duplicates merged (issue 28 item 4), before the generic router
  await app.register(timelineRoutes); // the lead's timeline, notes and calls (issue 40 item 2)
  await app.register(privacyRequestRoutes);
  await app.register(retentionJob);
  await app.register(permitExpiryJob); // advert compliance (issue 30 item 3)
  // The investor's workspace (issue 27)
  await app.register(workspaceRoutes);
  await app.register(shortlistSendRoutes);
  await app.register(unitRoutes); // inventory (issue 30), before the generic router
  await app.register(listCachePlugin); // anonymous list answers (issue 32)
  await app.register(alertsJob); // saved searches with e-mail alerts (issue 27)
  await app.register(alertRoutes);
  await app.register(brochureRoutes);
  await app.register(previewLinkRoutes); // issue 31
  previewGrantHook(app); // issue 31: the site data routes registered below see a preview's record
  await app.register(bulkRoutes); // issue 31
  await app.register(contentSpreadsheetRoutes); // issue 31: import and export of projects, areas, developers
  await app.register(tasksPlugin); // issue 40 item 3: the tasks resource's rules, My day, reminders
  await app.register(followUpsPlugin); // issue 40 item 3: follow-up plans on leads
  await app.register(resourceRoutes);
  await app.register(adminShell);
  await app.register(mediaRoutes);
  await app.register(staticRoutes);
  await app.register(siteDataRoutes);
  // Drops the page and sitemap caches when a scheduled record's time comes.
  await app.register(publicationSchedule);
  // Last: server-rendered public pages answer every GET no other route took.
  await app.register(renderPages);
  return app;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler; returning nothing serves the route even under pressure. */
    pressureHandler?: () => void;
  }
}

/** Trusts the `hops` proxies nearest the server, the way Fastify treats a numeric trustProxy (its types omit numbers). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
