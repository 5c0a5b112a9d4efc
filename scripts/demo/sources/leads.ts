import { calculateMortgage, type Residency } from '../../../src/mortgage';
import { INVESTMENT_TIMELINES } from '../../../src/schemas/enquiry';
import { between, pick, rng } from '../lib';

/** Leads are dated back from this fixed moment so db.json is the same on every run. */
export const DEMO_NOW = Date.parse('2026-11-21T10:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Fictional people; UK and US numbers come from the ranges reserved for drama and examples. Each number has the
 * 10 digits (as dialled at home) the enquiry form asks for.
 */
const PEOPLE: [first: string, last: string, phone: string][] = [
  ['Oliver', 'Bennett', '+44 7700 900123'], ['Amelia', 'Clarke', '+44 7700 900456'], ['Harry', 'Dawson', '+44 7700 900789'], ['Sophie', 'Turner', '+44 7700 900314'],
  ['Rahul', 'Sharma', '+91 98200 14567'], ['Kavya', 'Iyer', '+91 98450 27781'], ['Arjun', 'Mehta', '+91 99870 31245'], ['Neha', 'Kapoor', '+91 98100 48812'],
  ['Dmitry', 'Volkov', '+7 916 400 1234'], ['Anna', 'Petrova', '+7 925 500 2345'], ['Sergey', 'Ivanov', '+7 903 600 3456'],
  ['Li', 'Wang', '+86 138 0013 4567'], ['Mei', 'Chen', '+86 139 0014 5678'], ['Jun', 'Liu', '+86 137 0015 6789'],
  ['Lukas', 'Schneider', '+49 151 2345 6789'], ['Hannah', 'Fischer', '+49 160 3456 7890'],
  ['Ahmed', 'Al Hashimi', '+971 50 412 3344'], ['Fatima', 'Al Suwaidi', '+971 55 298 1102'], ['Khalid', 'Al Nuaimi', '+971 52 377 8190'], ['Mariam', 'Haddad', '+971 56 184 2277'],
  ['Michael', 'Carter', '+1 212 555 0142'], ['Emily', 'Brooks', '+1 415 555 0198'],
  ['Pierre', 'Laurent', '+33 6 12 34 56 78'], ['Giulia', 'Romano', '+39 347 123 4567'], ['Omar', 'Farouk', '+20 100 234 5678'], ['Aisha', 'Bello', '+234 803 123 4567'],
  ['Nikolai', 'Sorensen', '+44 7700 900555'], ['Chloe', 'Martin', '+61 412 345 678'], ['Hyun', 'Park', '+82 10 1234 5678'], ['Tariq', 'Rahman', '+92 300 123 4567'],
  ['Elif', 'Yilmaz', '+90 532 123 4567'], ['Sven', 'Lindqvist', '+46 70 123 4567'], ['Rania', 'Khoury', '+971 55 610 2288'], ['Vikram', 'Nair', '+91 98860 52233'],
  ['George', 'Hamilton', '+44 7700 900871'], ['Yuki', 'Tanaka', '+81 90 1234 5678'], ['Isabella', 'Costa', '+55 11 91234 5678'], ['Jakub', 'Nowak', '+44 7700 900642'],
];
const DOMAINS = ['example.com', 'example.net', 'example.org'];

const SOURCES: { path: string; projectId?: number; utm?: [string, string, string]; referrer?: string }[] = [
  { path: '/', referrer: 'https://www.google.com/' },
  { path: '/project/marina-vista-residences', projectId: 1, utm: ['google', 'cpc', 'marina-launch-uk'] },
  { path: '/project/boulevard-crest', projectId: 4, utm: ['facebook', 'paid_social', 'downtown-q4-2026'] },
  { path: '/project/canal-point-tower', projectId: 7, utm: ['instagram', 'paid_social', '1pct-monthly-plans'] },
  { path: '/project/circle-garden-residences', projectId: 16, utm: ['google', 'cpc', 'jvc-yield-india'] },
  { path: '/project/parkside-greens-townhouses', projectId: 13 },
  { path: '/project/creek-horizon-towers', projectId: 19, utm: ['newsletter', 'email', 'november-launches'] },
  { path: '/project/frond-pearl-villas', projectId: 10, referrer: 'https://www.google.com/' },
  { path: '/project/aviation-gate-residences', projectId: 24, utm: ['google', 'cpc', 'dubai-south-yield'] },
  { path: '/project/lakeshore-one', projectId: 26 },
  { path: '/golden-visa', utm: ['google', 'cpc', 'golden-visa-uk-2026'] },
  { path: '/golden-visa', utm: ['facebook', 'paid_social', 'golden-visa-ru'] },
  { path: '/area/dubai-marina', referrer: 'https://www.bing.com/' },
  { path: '/area/jumeirah-village-circle' },
  { path: '/invest-dubai', referrer: 'https://www.google.com/' },
  { path: '/blogs/8/detail', utm: ['linkedin', 'organic_social', 'non-resident-mortgages'] },
  { path: '/developers/azure-crest-developments' },
  { path: '/investment-guide/buying-off-plan-in-dubai-step-by-step' },
];

const NOTES: Record<string, string[]> = {
  contacted: ['Called, no answer; WhatsApp message sent with the brochure.', 'Spoke briefly; prefers e-mail. Sent payment plan and floor plans.'],
  qualified: ['Cash buyer, wants rental income; shortlist of three projects sent.', 'Budget confirmed; needs a mortgage pre-approval first. Introduced to the mortgage desk.'],
  viewing: ['Video viewing of the show apartment booked for next week.', 'Visiting Dubai next month; site visit and two show homes scheduled.'],
  negotiation: ['Asked the developer for a higher floor at the same price; waiting for an answer.', 'Negotiating waiver of the admin fee and a parking space.'],
  won: ['Reservation signed and 20% booking paid into escrow. SPA sent for signature.', 'Unit reserved; DLD fee paid. Golden visa application to follow.'],
  lost: ['Decided to buy in their home country this year.', 'Went with a ready unit through another agency.'],
};

/** Whole seconds, as the server stores them. */
const MORTGAGE_NOTES: Record<string, string[]> = {
  contacted: ['Called; sent the list of documents for a pre-approval.', 'E-mailed two bank offers for comparison.'],
  qualified: ['Salary and liabilities checked: affordable within the 50% debt-burden rule.', 'Documents complete; application ready for two banks.'],
  viewing: ['Pre-approval issued; client viewing properties this month.', 'Pre-approval received; valuation booked.'],
  negotiation: ['Negotiating the rate and a waiver of the processing fee with the bank.', 'Comparing a 3-year and a 5-year fixed rate.'],
  won: ['Final offer letter signed; transfer booked at the trustee office.', 'Mortgage registered at transfer.'],
  lost: ['Decided to buy in cash after all.', 'Went directly to their own bank.'],
};
const iso = (t: number) => new Date(Math.floor(t / 1000) * 1000).toISOString();
const emailOf = (first: string, last: string) =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${DOMAINS[(first.length + last.length) % DOMAINS.length]}`;

/** startingPrices: project id -> starting price, so a lead's budget fits the project it came from. */
export function buildEnquiries(startingPrices: Map<number, number>) {
  const r = rng('enquiries');
  const list: Record<string, unknown>[] = [];
  const count = 42;
  const firstSeen = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    // Oldest first, so ids grow with time as they would in production.
    const ageDays = 45 - (i * 45) / count - r() * 0.8;
    const created = DEMO_NOW - Math.round(ageDays * DAY) + between(r, 8, 20) * HOUR - 12 * HOUR;
    // Two people enquire twice: the later one is flagged as a duplicate of the first, as the server does.
    const repeat = i === 30 ? 3 : i === 37 ? 12 : -1;
    const [first, last, phone] = repeat >= 0 ? PEOPLE[repeat] : PEOPLE[i % PEOPLE.length];
    const email = emailOf(first, last);
    const source = pick(r, SOURCES);
    const age = (DEMO_NOW - created) / DAY;
    const status =
      age > 32 ? pick(r, ['won', 'lost', 'negotiation', 'won', 'lost'] as const)
        : age > 18 ? pick(r, ['viewing', 'qualified', 'negotiation', 'lost'] as const)
          : age > 4 ? pick(r, ['contacted', 'qualified', 'contacted', 'viewing'] as const)
            : 'new';
    const projectPrice = source.projectId ? (startingPrices.get(source.projectId) ?? 0) : 0;
    const budget = Math.max(pick(r, [750_000, 900_000, 1_200_000, 1_500_000, 2_000_000, 2_500_000, 3_500_000, 5_000_000]), Math.ceil(projectPrice / 250_000) * 250_000);
    const updated = status === 'new' ? created : Math.min(DEMO_NOW, created + between(r, 2, 72) * HOUR);
    const id = i + 1;
    const duplicateOf = firstSeen.get(email) ?? null;
    if (duplicateOf == null) firstSeen.set(email, id);
    list.push({
      id,
      name: `${first} ${last}`,
      email,
      phone,
      budget: String(budget),
      investment_timeline: pick(r, INVESTMENT_TIMELINES),
      source_path: source.path,
      project_id: source.projectId ?? null,
      utm_source: source.utm?.[0] ?? null,
      utm_medium: source.utm?.[1] ?? null,
      utm_campaign: source.utm?.[2] ?? null,
      referrer: source.referrer ?? (source.utm ? null : pick(r, [null, 'https://www.google.com/', 'https://www.instagram.com/'])),
      duplicate_of_id: duplicateOf,
      status,
      assignee_id: null,
      notes: status === 'new' ? null : pick(r, NOTES[status]),
      created_at: iso(created),
      updated_at: iso(updated),
    });
  }
  return list;
}

/** [name, price, down payment share, years, rate, residency, first home, off-plan, status, message] */
const MORTGAGE_SEEDS: [string, number, number, number, number, Residency, boolean, boolean, string, string | null][] = [
  ['Oliver Bennett', 2_350_000, 0.4, 25, 4.19, 'non_resident', true, false, 'won', 'Looking at a 2-bedroom in Dubai Marina; I am a UK resident moving to Dubai next year.'],
  ['Fatima Al Suwaidi', 3_100_000, 0.15, 25, 3.99, 'national', true, false, 'qualified', null],
  ['Rahul Sharma', 1_450_000, 0.5, 20, 4.49, 'non_resident', false, false, 'contacted', 'Second property, for rental. What rates do banks offer non-residents?'],
  ['Dmitry Volkov', 6_800_000, 0.3, 20, 4.25, 'expat', true, false, 'viewing', 'Townhouse in Dubai Hills for the family.'],
  ['Emily Brooks', 1_900_000, 0.5, 15, 4.75, 'expat', true, true, 'new', 'Can I finance the final 50% of an off-plan unit at handover?'],
  ['Khalid Al Nuaimi', 8_500_000, 0.25, 25, 4.05, 'national', true, false, 'negotiation', null],
  ['Chloe Martin', 1_150_000, 0.25, 25, 4.39, 'expat', true, false, 'new', 'First home, salary transferred to a UAE bank.'],
  ['Lukas Schneider', 2_750_000, 0.5, 18, 4.59, 'expat', true, true, 'lost', 'Comparing with a cash purchase.'],
];

export function buildMortgageEnquiries() {
  const r = rng('mortgage-enquiries');
  return MORTGAGE_SEEDS.map(([name, price, share, years, rate, residency, firstHome, offPlan, status, message], i) => {
    const down = Math.ceil((price * share) / 1000) * 1000;
    const result = calculateMortgage({ propertyPriceAed: price, downPaymentAed: down, interestRatePct: rate, tenureYears: years, residency, firstHome, offPlan });
    if (result.problems.length) throw new Error(`mortgage enquiry ${name}: ${result.problems.map((p) => p.message).join('; ')}`);
    const created = DEMO_NOW - Math.round((40 - i * 5 - r() * 2) * DAY);
    const [first, last] = [name.split(' ')[0], name.split(' ').slice(1).join(' ')];
    const person = PEOPLE.find(([f, l]) => f === first && l === last);
    if (!person) throw new Error(`mortgage enquiry ${name} is not in PEOPLE`);
    return {
      id: i + 1,
      name,
      email: emailOf(first, last),
      phone: person[2],
      property_price_aed: price,
      down_payment_aed: down,
      loan_amount_aed: result.loanAed,
      tenure_years: years,
      interest_rate_pct: rate,
      residency,
      first_home: firstHome,
      off_plan: offPlan,
      monthly_payment_aed: result.monthlyPaymentAed,
      message,
      source_path: '/mortgages',
      status,
      assignee_id: null,
      notes: status === 'new' ? null : pick(r, MORTGAGE_NOTES[status]),
      created_at: iso(created),
      updated_at: iso(status === 'new' ? created : Math.min(DEMO_NOW, created + between(r, 3, 48) * HOUR)),
    };
  });
}
