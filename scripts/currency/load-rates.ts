/**
 * npm run rates:load -- FILE.csv
 * Loads currency rates (issue 26) into the database of DATABASE_URL (or DATA_DIR's SQLite): a CSV with the
 * header code,name,aed_per_unit,rate_date (AED for one unit; USD must stay at its 3.6725 peg). Bad lines are
 * reported and skipped; exits non-zero when the file is missing or any line was bad.
 */
import fs from 'node:fs';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/connect';
import { loadRates } from '../../server/currency/load';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run rates:load -- rates.csv (header: code,name,aed_per_unit,rate_date)');
  if (!fs.existsSync(file)) throw new Error(`No such file ${file}`);
  const db = openDatabase(loadConfig());
  try {
    await migrate(db);
    const report = await loadRates(db.kysely, fs.createReadStream(file));
    console.log(`${report.loaded} rates loaded`);
    for (const b of report.bad) console.log(`  line ${b.line}: ${b.reason}`);
    if (report.bad.length) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
