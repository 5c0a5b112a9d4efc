import type { Id, Stamps } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { currencyRateSchema } from '../../src/schemas/currency';

/** Investor math (issue 26): one row per currency the site offers besides AED. */
export interface CurrencyRatesTable extends Stamps {
  id: Id;
  code: string;
  name: string;
  /** AED for one unit of the currency. */
  aed_per_unit: number;
  /** The day the rate was taken (YYYY-MM-DD). */
  rate_date: string;
}

export type CurrencyRateTables = { currency_rates: CurrencyRatesTable };

export const currencyRates = defineResource({
  // Only ever from visitors (or staff), never demo content.
  demo: false,
  name: 'currency-rates', table: 'currency_rates', label: 'Currency rate', schema: currencyRateSchema, search: ['code', 'name'], public: 'all', group: 'content',
  ops: ALL_OPS, defaultSort: ['code', 'ASC'],
});
