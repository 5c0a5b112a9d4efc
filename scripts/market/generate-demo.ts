/**
 * npm run market:demo-csv -- [outDir]   writes the demo sample as the two DLD-format files the demo start loads
 * (outDir/dld_transactions-open.csv, outDir/dld_rent_contracts-open.csv), e.g. to try `npm run import:market`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { demoRentLines, demoTransactionLines } from '../../server/market/demo';

const out = path.resolve(process.argv[2] ?? 'data/market-demo');
fs.mkdirSync(out, { recursive: true });
await pipeline(Readable.from(demoTransactionLines()), fs.createWriteStream(path.join(out, 'dld_transactions-open.csv')));
await pipeline(Readable.from(demoRentLines()), fs.createWriteStream(path.join(out, 'dld_rent_contracts-open.csv')));
console.log(`Wrote ${out}/dld_transactions-open.csv and dld_rent_contracts-open.csv`);
