import type { MarketEvidence } from '../../src/market/contract';
import type { ProjectData } from '../../src/site-contract';
import type { ProjectTiming, StructuredPlan } from '../../src/paymentPlan/schedule';
import { isStructuredPlan } from '../../src/paymentPlan/calendar';
import { projectTiming } from '../../src/paymentPlan/project';

/** One unit the calculator offers (from the project's unit types). */
export interface CalculatorUnit {
  name: string;
  bedrooms: number;
  sizeSqft: number;
  priceAed: number;
}

/** What a page hands the returns calculator: the project's own numbers, or an example on /investment-calculator. */
export interface CalculatorPrefill {
  projectId: number | null;
  projectTitle: string | null;
  units: CalculatorUnit[];
  /** The structured payment plan (issue 39), its labels in the page's language: the calculator schedules it with `paymentSchedule`. */
  plan: StructuredPlan | null;
  /** Handover and construction progress, for the plan's dates. */
  timing: ProjectTiming;
  /** An old free-text plan (no due rules), whose months are guessed from its words until staff structure it. */
  milestones: { label: string; percent: number; trigger?: string | null }[];
  handoverYear: number | null;
  handoverQuarter: number | null;
  ready: boolean;
  serviceChargeAedPerSqft: number;
  /** The project's stated gross yield: the rent when the area has no registered median for the bedroom count. */
  statedYieldPct: number | null;
  /** The area's registered median annual rent by bedrooms (market evidence, issue 25). */
  medianRentAed: Partial<Record<string, number | null>>;
  /** Golden Visa facts of a project page (the check under the results); absent on the calculator's own page. */
  visa?: { offPlan: boolean; developerApproved: boolean };
}

/** An example 1-bedroom flat on a 60/40 plan (booking, two construction stages, handover), for the calculator's own page (every figure is editable). */
export const EXAMPLE_PREFILL: CalculatorPrefill = {
  projectId: null,
  projectTitle: null,
  units: [
    { name: 'Studio', bedrooms: 0, sizeSqft: 450, priceAed: 850_000 },
    { name: '1 bedroom', bedrooms: 1, sizeSqft: 750, priceAed: 1_400_000 },
    { name: '2 bedrooms', bedrooms: 2, sizeSqft: 1_150, priceAed: 2_200_000 },
  ],
  // Labels come from the due rules, in the page's language; handover assumed 24 months after booking.
  plan: {
    milestones: [
      { percent: 20, due: { at: 'booking' } },
      { percent: 20, due: { at: 'construction', construction_pct: 30 } },
      { percent: 20, due: { at: 'construction', construction_pct: 60 } },
      { percent: 40, due: { at: 'handover' } },
    ],
  },
  timing: { handover: null, progress: null },
  milestones: [],
  handoverYear: null,
  handoverQuarter: null,
  ready: false,
  serviceChargeAedPerSqft: 15,
  statedYieldPct: 7,
  medianRentAed: {},
};

const rentsOf = (market: MarketEvidence | null | undefined) =>
  Object.fromEntries(Object.entries(market?.figures.rents ?? {}).map(([k, v]) => [k, v.median_annual_aed]));

/** The project's own numbers: its unit types (with a price), payment plan, handover, service charge, yield and the area's rents. */
export function projectPrefill(d: ProjectData): CalculatorPrefill | null {
  const p = d.project;
  const units = p.unit_types
    .filter((u) => u.price_from_aed)
    .map((u) => ({ name: u.name, bedrooms: u.bedrooms, sizeSqft: u.size_sqft_from ?? u.size_sqft_to ?? 0, priceAed: u.price_from_aed! }));
  if (units.length === 0 && p.starting_price_aed) units.push({ name: p.title, bedrooms: p.bedrooms_min ?? 1, sizeSqft: p.size_sqft_min ?? 0, priceAed: p.starting_price_aed });
  if (units.length === 0) return null;
  return {
    projectId: p.id,
    projectTitle: p.title,
    units,
    plan: isStructuredPlan(p.payment_plan) ? p.payment_plan : p.payment_plan?.milestones.length ? null : { milestones: [{ percent: 100, due: { at: 'handover' } }] },
    timing: projectTiming(p),
    milestones: isStructuredPlan(p.payment_plan) ? [] : (p.payment_plan?.milestones ?? []).map((m) => ({ label: m.label ?? '', percent: Number(m.percent), trigger: m.trigger })),
    handoverYear: p.handover_year ?? null,
    handoverQuarter: p.handover_quarter ?? null,
    ready: p.status === 'ready',
    serviceChargeAedPerSqft: p.service_charge_aed_per_sqft ?? 0,
    statedYieldPct: p.expected_rental_yield_pct ?? null,
    medianRentAed: rentsOf(d.market),
    visa: { offPlan: p.status !== 'ready', developerApproved: !!d.developer?.golden_visa_approved },
  };
}

/** The market figures' key of a bedroom count. */
export const bedroomKey = (bedrooms: number) => (bedrooms <= 0 ? 'studio' : bedrooms >= 4 ? '4+' : String(bedrooms));
