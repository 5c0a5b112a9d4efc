import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { currencyRateSchema } from '../../src/schemas/currency';
import { fieldErrors } from '../../src/schemas/validate';
import { ValidationError } from 'yup';

export interface RatesLoadReport {
  loaded: number;
  bad: { line: number; reason: string }[];
}

/**
 * Investor math (issue 26): currency rates from a CSV file (header `code,name,aed_per_unit,rate_date`), each
 * line checked with the same schema as the back-office; good lines replace the currency's rate. Streams the file.
 */
export async function loadRates(db: Kysely<Database>, stream: Readable): Promise<RatesLoadReport> {
  const report: RatesLoadReport = { loaded: 0, bad: [] };
  const parser = stream.pipe(parse({ columns: true, trim: true, skip_empty_lines: true, relax_column_count: false }));
  let line = 1;
  for await (const record of parser as AsyncIterable<Record<string, string>>) {
    line++;
    try {
      const row = await currencyRateSchema.validate(record, { abortEarly: false, stripUnknown: true });
      const now = new Date().toISOString();
      const values = { code: row.code, name: row.name, aed_per_unit: row.aed_per_unit, rate_date: row.rate_date, updated_at: now };
      const updated = await db.updateTable('currency_rates').set(values).where('code', '=', row.code).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await db.insertInto('currency_rates').values({ ...values, created_at: now }).execute();
      report.loaded++;
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      report.bad.push({ line, reason: Object.entries(fieldErrors(err)).map(([f, m]) => `${f}: ${m}`).join('; ') });
    }
  }
  return report;
}
