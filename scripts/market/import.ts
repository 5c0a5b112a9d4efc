/**
 * npm run import:market -- --transactions FILE --rents FILE
 * Streams the DLD open-data CSV files into the database of DATABASE_URL (or DATA_DIR's SQLite), recomputes the
 * stored figures and tells running servers (they also notice within MARKET_POLL_MS). Exits non-zero on a
 * wrong file, a busy import or any failure.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/connect';
import { openRedis } from '../../server/plugins/redis';
import type { MarketFileKind } from '../../server/market/dld';
import { runMarketImport } from '../../server/market/service';

async function main() {
  const { values } = parseArgs({ options: { transactions: { type: 'string' }, rents: { type: 'string' } } });
  const files: { kind: MarketFileKind; path: string }[] = [];
  if (values.transactions) files.push({ kind: 'transactions', path: values.transactions });
  if (values.rents) files.push({ kind: 'rents', path: values.rents });
  if (!files.length) throw new Error('Usage: npm run import:market -- --transactions dld_transactions-open.csv --rents dld_rent_contracts-open.csv (either or both)');
  for (const f of files) if (!fs.existsSync(f.path)) throw new Error(`--${f.kind}: no such file ${f.path}`);
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrate(db);
    const sizes = new Map(files.map((f) => [f.kind, fs.statSync(f.path).size]));
    let last = 0;
    const started = Date.now();
    const report = await runMarketImport(
      db,
      files.map((f) => ({ kind: f.kind, stream: fs.createReadStream(f.path, { highWaterMark: 256 * 1024 }) })),
      {
        source: 'command',
        startedBy: process.env.USER ?? null,
        onProgress: (kind, lines) => {
          if (Date.now() - last < 2000) return;
          last = Date.now();
          const rate = Math.round(lines / ((Date.now() - started) / 1000));
          process.stderr.write(`${kind}: ${lines.toLocaleString('en')} lines (${rate.toLocaleString('en')}/s, file ${(sizes.get(kind)! / 1e6).toFixed(0)} MB)\n`);
        },
      },
    );
    for (const f of report.files) {
      console.log(`${f.kind}${f.format ? ` (${f.format.label})` : ''}: ${f.lines} lines, ${f.added} added, ${f.duplicates} already there, ${f.skipped} skipped in ${f.seconds} s${f.portfolio_deals ? `, ${f.portfolio_deals} portfolio deal${f.portfolio_deals === 1 ? "" : "s"} left out of the figures` : ''}${f.demo_removed ? ' (demo sample removed)' : ''}`);
      for (const b of f.bad_lines) console.log(`  line ${b.line}: ${b.reason}`);
      if (f.skipped > f.bad_lines.length) console.log(`  ... and ${f.skipped - f.bad_lines.length} more`);
    }
    console.log(`Figures: ${report.figures.areas} areas, ${report.figures.projects} projects, deals registered up to ${report.figures.as_of ?? '-'}`);
    // Instances sharing Redis clear their page caches at once; the others notice by polling.
    if (config.redisUrl) {
      const redis = await openRedis(config.redisUrl);
      await redis.publish(`${config.redisPrefix}content-changed`, JSON.stringify({ from: 'import-command', resource: 'market' }));
      await redis.quit();
    }
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
