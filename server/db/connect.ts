import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import type { Database } from './types';
// Read replicas (issue 32, decision 021)
import { ReplicaRouter } from '../replicas/router';
import { ReplicatedPostgresDialect } from '../replicas/driver';
import type { ReplicaSettings } from '../replicas/settings';
import { postgres } from '../lib/postgres';
import * as contentModel from './migrations/2026-11-22T0001-content-model';
import * as projectsListIndex from './migrations/2026-11-22T0900-projects-list-index';
import * as projectsOrderIndex from './migrations/2026-11-22T0910-projects-order-index';
import * as projectSearchIndexes from './migrations/2026-11-22T1000-project-search-indexes';
import * as leadDelivery from './migrations/2026-11-23T0900-lead-delivery';
import * as mortgageLtvCaps from './migrations/2026-11-24T0900-mortgage-ltv-caps';
import * as translations from './migrations/2026-11-24T1000-translations';
// Market evidence (issue 25)
import * as marketEvidence from './migrations/2026-11-25T1400-market-evidence';
import * as marketRealDld from './migrations/2026-11-27T1030-market-real-dld';
import * as marketMinDeals from './migrations/2026-11-26T0900-market-min-deals';
import * as showApartment from './migrations/2026-11-26T0910-show-apartment';
// Conversations (issue 29): WhatsApp messages and bookings.
import * as conversations from './migrations/2026-11-25T1500-conversations';
// Hot leads first (issue 28)
import * as leadScore from './migrations/2026-11-25T1700-lead-score';
// Privacy by design (issue 24)
import * as privacy from './migrations/2026-11-25T1300-privacy';
// forms (issue 23): the staff profile's phone
import * as staffPhone from './migrations/2026-11-25T1200-staff-phone';
// The investor's workspace (issue 27): the shortlist on a lead
import * as workspaceShortlist from './migrations/2026-11-25T1900-shortlist';
import * as workspacePriceHistory from './migrations/2026-11-25T1900-price-history';
// Investor math (issue 26): the returns scenario on an enquiry.
import * as investmentScenario from './migrations/2026-11-25T1600-investment-scenario';
// Editorial safety (issue 31): record versions and their retention
import * as recordVersions from './migrations/2026-11-25T1800-record-versions';
import * as agencyFee from './migrations/2026-11-26T0500-agency-fee';
// The HTTP cache (issue 32): purges of the shared caches waiting for delivery
import * as cachePurges from './migrations/2026-11-26T0300-cache-purges';
// Inventory (issue 30): units, holds, the hold length, the page's units display
import * as units from './migrations/2026-11-26T0100-units';
import * as savedSearches from './migrations/2026-11-26T0600-saved-searches'; // saved searches with alerts (issue 27)
// Hot leads first (issue 28): the phone fields' default country a setting
import * as defaultCountry from './migrations/2026-11-26T0700-default-country';
// Editorial safety (issue 31): signed preview links
import * as previewLinks from './migrations/2026-11-26T0800-preview-links';
// Drafts of published records (issue 31, decision 025)
import * as recordDrafts from './migrations/2026-11-27T0200-record-drafts';
import * as outboxKept from './migrations/2026-11-27T1050-outbox-kept';
// Advert compliance (issue 30 item 3)
import * as compliance from './migrations/2026-11-26T0200-compliance';
// Hot leads first (issue 28 item 4): duplicates merged, with undo
import * as leadMerges from './migrations/2026-11-27T0100-lead-merges';
// WhatsApp and lead joining (issue 37): verified phones, message details, delivery statuses (named after today's
// earlier migrations, so a database that ran T0100/T0200 accepts it)
import * as whatsappDetails from './migrations/2026-11-27T1040-whatsapp-details';
import * as staffPrivacyRequests from './migrations/2026-11-27T1010-staff-privacy-requests';
// Public-form abuse (issue 37 item 5): the per-recipient cap of unsolicited e-mails
import * as mailCaps from './migrations/2026-11-27T1020-mail-caps';
import * as bookingVisitorMail from './migrations/2026-11-27T1021-booking-visitor-mail';
import * as officesTable from './migrations/2026-11-27T1070-offices'; // offices (src/resources/offices.ts)
import * as structuredPaymentPlans from './migrations/2026-11-28T0300-structured-payment-plans'; // issue 39: old plans structured where unambiguous
import * as translatedGoodForCountry from './migrations/2026-11-28T0500-translated-good-for-country';
import * as leadTimeline from './migrations/2026-11-28T0600-lead-timeline'; // issue 40: the lead's timeline, language, teams
import * as tasksTable from './migrations/2026-11-28T0710-tasks'; // tasks (src/resources/tasks.ts)
import * as followUpPlansTable from './migrations/2026-11-28T0720-follow-up-plans'; // follow-up-plans (src/resources/follow-up-plans.ts)
import * as followUpRuns from './migrations/2026-11-28T0730-follow-up-runs'; // issue 40 item 3: task indexes, follow-up runs
import * as whatsappOutbound from './migrations/2026-11-28T0800-whatsapp-outbound';
import * as enquiryMessage from './migrations/2026-11-28T1000-enquiry-message'; // issue 39 item 9: the enquiry's message
import * as untranslatedDefinitions from './migrations/2026-11-29T0200-untranslated-definitions'; // issue 38: no translation columns without translatable fields
// Conversations (issue 29): show apartments

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Path of the SQLite file (null on PostgreSQL or in memory). */
  file: string | null;
  close(): Promise<void>;
  /** PostgreSQL read replicas (DATABASE_REPLICA_URLS, decision 021): where reads go and how far behind each replica is; absent without them. */
  replicas?: ReplicaRouter;
  /** The driver under Kysely, for bulk paths Kysely has no words for (the market import's prepared inserts and COPY). */
  raw: { dialect: 'sqlite'; sqlite: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool };
}

// Migrations are listed in code (sortable names) so they ship inside any bundle.
const migrations: Record<string, Migration> = {
  '2026-11-22T0001-content-model': contentModel,
  '2026-11-22T0900-projects-list-index': projectsListIndex,
  '2026-11-22T0910-projects-order-index': projectsOrderIndex,
  '2026-11-22T1000-project-search-indexes': projectSearchIndexes,
  '2026-11-23T0900-lead-delivery': leadDelivery,
  '2026-11-24T0900-mortgage-ltv-caps': mortgageLtvCaps,
  '2026-11-24T1000-translations': translations,
  // Market evidence (issue 25)
  '2026-11-25T1400-market-evidence': marketEvidence,
  // Conversations (issue 29)
  '2026-11-25T1500-conversations': conversations,
  '2026-11-25T1700-lead-score': leadScore, // hot leads first (issue 28)
  // Privacy by design (issue 24)
  '2026-11-25T1300-privacy': privacy,
  '2026-11-25T1200-staff-phone': staffPhone, // forms (issue 23)
  '2026-11-25T1900-shortlist': workspaceShortlist, // the investor's workspace (issue 27)
  '2026-11-25T1900-price-history': workspacePriceHistory, // the investor's workspace (issue 27)
  // Investor math (issue 26)
  '2026-11-25T1600-investment-scenario': investmentScenario,
  '2026-11-25T1800-record-versions': recordVersions, // Editorial safety (issue 31)
  '2026-11-26T0900-market-min-deals': marketMinDeals, // market evidence (issue 25): the minimum sample, a setting
  '2026-11-26T0910-show-apartment': showApartment, // conversations (issue 29): viewings of a show apartment
  '2026-11-26T0500-agency-fee': agencyFee, // investor math (issue 26)
  '2026-11-26T0300-cache-purges': cachePurges, // the HTTP cache (issue 32)
  '2026-11-26T0100-units': units, // Inventory (issue 30)
  '2026-11-26T0600-saved-searches': savedSearches, // saved searches with e-mail alerts (issue 27)
  '2026-11-26T0700-default-country': defaultCountry, // hot leads first (issue 28)
  '2026-11-26T0800-preview-links': previewLinks, // Editorial safety (issue 31): previews
  '2026-11-26T0200-compliance': compliance, // advert compliance (issue 30 item 3)
  '2026-11-27T0100-lead-merges': leadMerges, // hot leads first (issue 28 item 4): duplicates merged
  '2026-11-27T0200-record-drafts': recordDrafts, // Editorial safety (issue 31): drafts of published records
  '2026-11-27T1030-market-real-dld': marketRealDld, // real DLD files (issue 37): portfolio deals, rent property types
  '2026-11-27T1050-outbox-kept': outboxKept, // mail without a mail server (issue 37 item 20): the kept state
  '2026-11-27T1040-whatsapp-details': whatsappDetails, // issue 37: verified phones, WhatsApp details and statuses
  '2026-11-27T1010-staff-privacy-requests': staffPrivacyRequests, // issue 37 item 10: requests staff verified for a lead
  '2026-11-27T1020-mail-caps': mailCaps, // public-form abuse (issue 37 item 5): unsolicited e-mails per address per day
  '2026-11-27T1021-booking-visitor-mail': bookingVisitorMail, // issue 37 item 5: a booking's visitor mailed or held back by the cap
  '2026-11-27T1070-offices': officesTable,
  '2026-11-28T0300-structured-payment-plans': structuredPaymentPlans,
  '2026-11-28T0500-translated-good-for-country': translatedGoodForCountry,
  '2026-11-28T0600-lead-timeline': leadTimeline, // issue 40 items 1, 2, 4: timeline, lead language, teams, pool setting
  '2026-11-28T0710-tasks': tasksTable,
  '2026-11-28T0720-follow-up-plans': followUpPlansTable,
  '2026-11-28T0730-follow-up-runs': followUpRuns,
  '2026-11-28T0800-whatsapp-outbound': whatsappOutbound, // WhatsApp both ways (issue 40 item 5): outgoing messages, templates
  '2026-11-28T1000-enquiry-message': enquiryMessage, // issue 39 item 9: the enquiry form's message
  '2026-11-29T0200-untranslated-definitions': untranslatedDefinitions, // issue 38: tasks and follow-up plans lose unused translation columns
};

export function openDatabase(opts: { databaseUrl: string | null; dataDir: string; sqliteFile?: string; replicas?: ReplicaSettings }): Db {
  if (opts.databaseUrl) {
    const pool = new (postgres().Pool)({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the database drops (a restart, a failover, an administrator) must not crash the
    // process: the pool replaces it on the next query, and that query reports the outage if it lasts.
    pool.on('error', (err) => console.warn(`PostgreSQL: an idle connection was closed (${err.message}); it will be replaced`));
    if (opts.replicas?.urls.length) {
      // Read replicas (decision 021): anonymous reads to a replica that is caught up, everything else to this primary.
      const replicas = new ReplicaRouter(pool, opts.replicas, (m) => console.warn(m));
      const routed = new Kysely<Database>({ dialect: new ReplicatedPostgresDialect(pool, replicas) });
      return { kysely: routed, dialect: 'postgres', file: null, close: () => routed.destroy(), replicas, raw: { dialect: 'postgres', pool } };
    }
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', file: null, close: () => kysely.destroy(), raw: { dialect: 'postgres', pool } };
  }
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'oasis.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: an acknowledged enquiry survives power loss, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  // SQLite's lower() folds ASCII only; the site's search in Russian (and any cased script) needs Unicode case
  // folding, which PostgreSQL's lower() does under a UTF-8 locale. See textSearch.ts.
  sqlite.function('unicode_lower', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? s.toLowerCase() : s) as string | null);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', file: file === ':memory:' ? null : file, close: () => kysely.destroy(), raw: { dialect: 'sqlite', sqlite } };
}

/**
 * Kysely prepares every query anew; compiling the SQL was 3-7% of the server's CPU under load
 * (docs/BENCHMARKS.md). Statements are reused by SQL text (bounded); a busy one (being iterated) is not.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = sqlite.prepare(source);
    if (!cached) {
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// Migrations run in name order; one named before one a database already ran is refused (name new ones after the last).
const migratorFor = (db: Db) => new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });

/** Names of the migrations this code knows that the database has not run (readiness: a schema behind the code). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await migratorFor(db).getMigrations();
  return known.filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrate(db: Db): Promise<void> {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) if (r.status === 'Error') throw new Error(`Migration ${r.migrationName} failed`);
  if (error) throw error;
}
