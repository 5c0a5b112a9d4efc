import { number, object } from 'yup';
import { trimmedString } from './fields';
import { USD_PEG_AED } from '../currency';

/** A currency rate staff edit or the rates command loads (issue 26): positive, dated; USD stays at its peg. */
export const currencyRateSchema = object({
  code: trimmedString()
    .transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v))
    .matches(/^[A-Z]{3}$/, 'Currency code must be three letters (ISO 4217), for example EUR')
    .notOneOf(['AED'], 'AED is the base currency: it has no rate')
    .required('Currency code is required')
    // One rate per currency: the column is unique (the migration plan reads `unique`); a sample of its shape for tests.
    .meta({ unique: true, example: 'EUR' }),
  name: trimmedString().max(60, 'Name must be at most 60 characters').required('Name is required'),
  aed_per_unit: number()
    .typeError('Rate must be a number')
    .positive('Rate must be more than 0')
    .max(100_000, 'Rate must be at most 100,000 AED')
    .required('Rate is required')
    .test('usd-peg', `USD is pegged at ${USD_PEG_AED} AED`, function (rate) {
      // The code may be anything a client sent (its own field reports it): only a text "USD" pins the rate.
      const code = this.parent.code;
      return typeof code !== 'string' || code.trim().toUpperCase() !== 'USD' || rate === USD_PEG_AED;
    }),
  rate_date: trimmedString()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Date must be written YYYY-MM-DD')
    .test('real-date', 'Date must be a real day', (v) => !v || (!Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)))
    .required('Date is required')
    .meta({ example: '2026-11-25' }),
});
