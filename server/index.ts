import { loadConfig } from './config';
import { migrate, openDatabase } from './db/connect';
import { isEmpty, readDemoContent, seed } from './demo/seed';
import { buildApp } from './app';
import { bootstrapOwner } from './auth/bootstrap';
import { LOGIN_PATH } from '../src/constants';
// Market evidence (issue 25)
import { loadDemoMarket } from './market/demo';

/** Production entry: migrate, seed an empty database, serve, and shut down gracefully on SIGTERM. */
async function main() {
  const config = loadConfig();
  const db = openDatabase(config);
  await migrate(db);
  if (config.seed && (await isEmpty(db))) {
    const counts = await seed(db, readDemoContent());
    console.log(`Seeded the demo content: ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ')}`);
  }
  // Market evidence (issue 25): the demo's DLD-format sample, once, into a database that never had market data.
  if (config.seed) {
    const demo = await loadDemoMarket(db);
    if (demo) console.log(`Loaded the demo market sample (${demo.lines} DLD-format lines, made-up figures) in ${(demo.ms / 1000).toFixed(1)} s`);
  }
  // First run: create the owner from ADMIN_EMAIL/ADMIN_PASSWORD or print a one-time activation link.
  await bootstrapOwner(db, config, (message) => console.log(message));
  const app = await buildApp({ config, db });
  let closing = false;
  // While closing, requests already on a connection are served, but each answer closes its connection:
  // keep-alive clients reconnect (and are refused) instead of holding the shutdown open.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  await app.listen({ port: config.port, host: config.host });
  const origin = config.publicUrl;
  app.log.info(`Site: ${origin}/  Admin: ${origin}/admin  Staff sign-in: ${origin}${LOGIN_PATH}  Database: ${db.dialect}`);
  console.log(`\n  Oasis Invest is running\n  Site:    ${origin}/\n  Admin:   ${origin}/admin\n  Sign-in: ${origin}${LOGIN_PATH}\n`);

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: no new connections; finishing requests in flight`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 15 s; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
