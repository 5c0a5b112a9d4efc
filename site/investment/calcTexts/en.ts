/**
 * The returns calculator's texts (issue 26). English is here, in the calculator's own chunk; each other language is a
 * chunk of its own that a page in that language fetches with the calculator's code (load.ts).
 */
const en = {
  unit: 'Unit',
  price: 'Price (AED)',
  size: 'Size (sq ft)',
  plan: 'Payment plan',
  instalment: 'Instalment',
  share: 'Share of price (%)',
  month: 'Months after booking',
  due: 'Due',
  booked: 'Booking date',
  handoverMonth: 'Handover: months after booking',
  dld: 'DLD fee 4% + AED 580 admin, paid at booking: {amount}',
  agency: 'Agency fee (%)',
  mortgage: 'Take a mortgage at handover',
  ltv: 'Loan (% of price)',
  ltvCap: 'Banks lend at most {pct}% here (UAE Central Bank caps).',
  rate: 'Interest rate (% a year)',
  tenure: 'Loan term (years)',
  rent: 'Rent (AED a year)',
  rentSource: 'Default: the median registered rent for this bedroom count (the project’s own contracts where we have them, else its area’s).',
  rentStated: 'Default: the project’s stated yield (no registered rents for this size yet).',
  vacancy: 'Vacancy (%)',
  service: 'Service charge (AED per sq ft a year)',
  management: 'Management fee (% of rent)',
  holding: 'Holding period (years)',
  growth: 'Yearly price change (%)',
  growthNote: '0 by default: we do not promise any rise in value.',
  results: 'Results',
  cashBefore: 'Cash needed up to handover',
  cashBeforeText: 'What you pay from your own pocket before the keys: instalments not covered by a loan, plus the fees.',
  totalCash: 'Total cash invested',
  totalCashText: 'Everything you put in over the whole period, including months when rent does not cover the costs and loan payments.',
  gross: 'Gross yield',
  grossText: 'A year’s rent divided by the price, before any cost.',
  net: 'Net yield',
  netText: 'The rent you keep after empty months, service charge and management, divided by the price plus the purchase fees.',
  coc: 'Cash-on-cash return',
  cocText: 'What the first full year after handover leaves you (rent after costs and loan payments), divided by the cash you paid up to handover.',
  irr: 'IRR over the holding period',
  irrText: 'The yearly return that makes all the money in and out, at their dates, add up to zero, including the sale at the end at the price change you chose.',
  noIrr: 'No IRR: the money in and out never balance at any rate.',
  table: 'Cash flow by quarter',
  tableCaption: 'Money out (instalments, fees, costs, loan payments) and in (rent, the sale in the last quarter), by quarter from booking.',
  quarter: 'Quarter',
  out: 'Paid',
  in: 'Received',
  netFlow: 'Net',
  chart: 'Net cash flow by quarter, without the sale',
  attach: 'Send this scenario with my enquiry',
  attached: 'Attached: the enquiry form below sends this scenario to our adviser.',
  notAdvice: 'An illustration from the figures above, not a promise of returns.',
  planSum: 'The shares add up to {pct}%, not 100%.',
} as const;

export type CalcKey = keyof typeof en;
export type CalcTexts = Record<CalcKey, string>;

/** The calculator's text in the page's language (English when `texts` is null), {placeholders} filled. */
export const calcText = (texts: CalcTexts | null) => (key: CalcKey, vars?: Record<string, string | number>) =>
  (texts ?? en)[key].replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m));
