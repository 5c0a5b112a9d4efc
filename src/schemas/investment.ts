import { array, number, object, string, type InferType } from 'yup';

const amount = (label: string, max: number) =>
  number().typeError(`${label} must be a number`).min(0, `${label} must be 0 or more`).max(max, `${label} must be at most ${max}`).required(`${label} is required`);

/**
 * A returns scenario the visitor sends with an enquiry (issue 26): the calculator's inputs, bounded. The server
 * recomputes the figures from them with src/investment.ts, so what the lead shows is never the browser's word.
 */
export const investmentScenarioSchema = object({
  priceAed: amount('Price', 1_000_000_000),
  sizeSqft: amount('Size', 200_000),
  bedrooms: amount('Bedrooms', 20).integer('Bedrooms must be a whole number'),
  milestones: array(
    object({
      label: string().trim().max(120, 'Milestone must be at most 120 characters').required('Milestone is required'),
      percent: amount('Percent', 100),
      month: amount('Month', 600).integer('Month must be a whole number'),
    }),
  )
    .min(1, 'A payment plan needs at least one milestone')
    // A structured plan's schedule (issue 39): one milestone per month with a payment, monthly instalments included.
    .max(240, 'At most 240 milestones')
    .required('A payment plan needs at least one milestone')
    .test('sums-to-100', 'Payment plan milestones must add up to 100%', (list) => !list || Math.abs(list.reduce((s, m) => s + Number(m.percent ?? 0), 0) - 100) < 0.01),
  handoverMonth: amount('Handover month', 600).integer('Handover month must be a whole number'),
  dldFeePct: amount('DLD fee', 10),
  dldAdminAed: amount('DLD admin fee', 100_000),
  agencyFeePct: amount('Agency fee', 10),
  mortgage: object({
    ltvPct: amount('Loan-to-value', 100),
    interestRatePct: amount('Interest rate', 30),
    tenureYears: amount('Loan term', 30).min(1, 'Loan term must be at least 1 year'),
  })
    .nullable()
    .default(null),
  annualRentAed: amount('Rent', 100_000_000),
  vacancyPct: amount('Vacancy', 100),
  serviceChargeAedPerSqft: amount('Service charge', 1000),
  managementFeePct: amount('Management fee', 100),
  holdingYears: amount('Holding period', 30).min(1, 'Holding period must be at least 1 year').integer('Holding period must be whole years'),
  bookedOn: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Booking date must be a date such as 2026-12-15', excludeEmptyString: true })
    .nullable()
    .optional(), // absent for the calculator's own months (an old plan), so older scenarios read the same
  annualPriceChangePct: number().typeError('Yearly price change must be a number').min(-50, 'Yearly price change must be at least -50').max(50, 'Yearly price change must be at most 50').required('Yearly price change is required'),
})
  .noUnknown()
  .strict(false);

/** The optional scenario beside an enquiry's fields. */
export const enquiryScenarioSchema = object({
  investment_scenario: investmentScenarioSchema.nullable().default(null),
});

export type InvestmentScenarioInput = InferType<typeof investmentScenarioSchema>;
