/**
 * Investor returns of one unit bought on a payment plan (issue 26): the cash flows month by month, their
 * quarterly totals, total cash invested, gross and net yield, cash-on-cash return and the IRR over the holding
 * period. Shared by the calculator on the site and the server (which recomputes the scenario an enquiry carries),
 * so the salesperson sees the same figures as the visitor. Amounts are AED; results are rounded to whole dirhams.
 */
import { monthlyPayment } from './mortgage';
import { ASSUMED_HANDOVER_MONTHS, addMonths, monthsBetween, paymentSchedule, type ProjectTiming, type StructuredPlan } from './paymentPlan/schedule';

export interface PlanMilestone {
  label: string;
  /** Share of the price, in percent. */
  percent: number;
  /** Months after booking (0 = at booking) when it is due. */
  month: number;
}

export interface ScenarioMortgage {
  /** Loan as a share of the price, in percent (the caller applies the loan-to-value caps). */
  ltvPct: number;
  interestRatePct: number;
  tenureYears: number;
}

export interface InvestmentScenario {
  priceAed: number;
  sizeSqft: number;
  bedrooms: number;
  milestones: PlanMilestone[];
  /** Months after booking when the unit is handed over (rent starts the month after). */
  handoverMonth: number;
  dldFeePct: number;
  dldAdminAed: number;
  agencyFeePct: number;
  /** A mortgage drawn at handover pays the instalments due from handover on, up to the loan. */
  mortgage: ScenarioMortgage | null;
  annualRentAed: number;
  vacancyPct: number;
  serviceChargeAedPerSqft: number;
  managementFeePct: number;
  holdingYears: number;
  /** Yearly change of the unit's value; 0 by default (never a promise). */
  annualPriceChangePct: number;
  /** The booking day month 0 stands for, when the milestones come from a structured plan's dated schedule (issue 39). */
  bookedOn?: string | null;
}

export const DEFAULT_SCENARIO_FEES = { dldFeePct: 4, dldAdminAed: 580, vacancyPct: 5, managementFeePct: 5, holdingYears: 10, annualPriceChangePct: 0 } as const;

export interface QuarterFlow {
  /** Quarter number from booking: 1 = months 0-2. */
  quarter: number;
  paidAed: number;
  receivedAed: number;
  netAed: number;
}

export interface InvestmentResult {
  /** Net cash flow of each month, month 0 (booking) to the sale at the end of the holding period. */
  monthly: number[];
  quarters: QuarterFlow[];
  purchaseFeesAed: number;
  loanAed: number;
  monthlyMortgageAed: number;
  /** Everything the buyer pays from their own pocket up to handover: instalments not financed and the fees. */
  cashBeforeHandoverAed: number;
  /** Own cash paid over the whole holding period (instalments, fees, mortgage payments not covered by rent). */
  totalCashInvestedAed: number;
  /** Annual rent over price, in percent. */
  grossYieldPct: number;
  /** Rent after vacancy, service charge and management, over price plus purchase fees, in percent. */
  netYieldPct: number;
  /** Net rent after costs, in AED a year. */
  netAnnualRentAed: number;
  /** First full year's cash left after costs and mortgage payments, over the cash paid up to handover, in percent. */
  cashOnCashPct: number;
  saleValueAed: number;
  /** Annual IRR in percent over the holding period; null when the flows have none (see irr). */
  irrPct: number | null;
}

const round = (n: number) => Math.round(n);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Net present value of monthly flows at a monthly rate. */
export function npv(rate: number, flows: number[]): number {
  let sum = 0;
  for (let i = 0; i < flows.length; i++) sum += flows[i] / Math.pow(1 + rate, i);
  return sum;
}

/**
 * The rate per period at which the flows' NPV is zero: Newton's method from 1%, and bisection on a bracket
 * where the NPV changes sign when Newton strays. null ("no IRR") when the flows do not change sign or no
 * rate between -99.99% and 1000% per period gives an NPV of zero.
 */
export function irr(flows: number[]): number | null {
  if (!flows.some((f) => f > 0) || !flows.some((f) => f < 0)) return null;
  const tolerance = 1e-10;
  let r = 0.01;
  for (let i = 0; i < 50; i++) {
    const f = npv(r, flows);
    let d = 0;
    for (let t = 1; t < flows.length; t++) d -= (t * flows[t]) / Math.pow(1 + r, t + 1);
    if (!Number.isFinite(f) || !Number.isFinite(d) || d === 0) break;
    const next = r - f / d;
    if (!Number.isFinite(next) || next <= -0.9999) break;
    if (Math.abs(next - r) < tolerance) return next;
    r = next;
  }
  // Bisection: scan for a bracket, then halve it.
  const grid = [-0.9999, -0.5, -0.2, -0.05, 0, 0.01, 0.05, 0.2, 1, 10];
  for (let i = 0; i < grid.length - 1; i++) {
    let lo = grid[i];
    let hi = grid[i + 1];
    let flo = npv(lo, flows);
    const fhi = npv(hi, flows);
    if (flo === 0) return lo;
    if (Math.sign(flo) === Math.sign(fhi)) continue;
    for (let k = 0; k < 200 && hi - lo > tolerance; k++) {
      const mid = (lo + hi) / 2;
      const fm = npv(mid, flows);
      if (Math.sign(fm) === Math.sign(flo)) {
        lo = mid;
        flo = fm;
      } else hi = mid;
    }
    return (lo + hi) / 2;
  }
  return null;
}

/** Outstanding balance of a reducing-balance loan after `paid` monthly payments. */
function balanceAfter(principal: number, annualRatePct: number, payment: number, paid: number): number {
  const r = annualRatePct / 100 / 12;
  if (r === 0) return Math.max(0, principal - payment * paid);
  return Math.max(0, principal * Math.pow(1 + r, paid) - (payment * (Math.pow(1 + r, paid) - 1)) / r);
}

/** The scenario's cash flows and returns. */
export function computeReturns(s: InvestmentScenario): InvestmentResult {
  const months = Math.max(1, Math.round(s.holdingYears * 12));
  const handover = Math.max(0, Math.round(s.handoverMonth));
  const last = Math.max(months, handover);
  const paid = new Array<number>(last + 1).fill(0);
  const received = new Array<number>(last + 1).fill(0);

  const purchaseFeesAed = (s.priceAed * (s.dldFeePct + s.agencyFeePct)) / 100 + s.dldAdminAed;
  paid[0] += purchaseFeesAed;

  // Instalments due at or after handover are paid by the loan first, up to its amount.
  const wantedLoan = s.mortgage ? (s.priceAed * s.mortgage.ltvPct) / 100 : 0;
  const dueFromHandover = s.milestones.filter((m) => m.month >= handover).reduce((sum, m) => sum + (s.priceAed * m.percent) / 100, 0);
  const loanAed = Math.min(wantedLoan, dueFromHandover);
  let loanLeft = loanAed;
  for (const m of [...s.milestones].sort((a, b) => a.month - b.month)) {
    const amount = (s.priceAed * m.percent) / 100;
    const month = Math.min(Math.max(0, Math.round(m.month)), last);
    const financed = m.month >= handover ? Math.min(loanLeft, amount) : 0;
    loanLeft -= financed;
    paid[month] += amount - financed;
  }

  const monthlyMortgageAed = s.mortgage && loanAed > 0 ? monthlyPayment(loanAed, s.mortgage.interestRatePct, s.mortgage.tenureYears) : 0;
  const tenureMonths = s.mortgage ? Math.round(s.mortgage.tenureYears * 12) : 0;

  const collectedRent = (s.annualRentAed * (100 - s.vacancyPct)) / 100;
  const serviceCharge = s.serviceChargeAedPerSqft * s.sizeSqft;
  const netAnnualRentAed = collectedRent - serviceCharge - (collectedRent * s.managementFeePct) / 100;
  for (let t = handover + 1; t <= last; t++) {
    received[t] += collectedRent / 12;
    paid[t] += serviceCharge / 12 + (collectedRent * s.managementFeePct) / 100 / 12;
    if (monthlyMortgageAed > 0 && t - handover <= tenureMonths) paid[t] += monthlyMortgageAed;
  }

  const saleValueAed = s.priceAed * Math.pow(1 + s.annualPriceChangePct / 100, last / 12);
  const loanBalance = monthlyMortgageAed > 0 ? balanceAfter(loanAed, s.mortgage!.interestRatePct, monthlyMortgageAed, Math.min(tenureMonths, last - handover)) : 0;
  received[last] += saleValueAed - loanBalance;

  const monthly = paid.map((p, t) => received[t] - p);
  const quarters: QuarterFlow[] = [];
  for (let t = 0; t <= last; t++) {
    const q = Math.floor(t / 3);
    quarters[q] ??= { quarter: q + 1, paidAed: 0, receivedAed: 0, netAed: 0 };
    quarters[q].paidAed += paid[t];
    quarters[q].receivedAed += received[t];
    quarters[q].netAed += monthly[t];
  }

  const cashBeforeHandoverAed = monthly.slice(0, handover + 1).reduce((sum, f) => sum - f, 0);
  // Own cash: every month that leaves the buyer out of pocket, except the sale month's proceeds.
  const totalCashInvestedAed = monthly.slice(0, last).reduce((sum, f) => (f < 0 ? sum - f : sum), 0) + Math.max(0, -(monthly[last] - (saleValueAed - loanBalance)));
  const firstYear = monthly.slice(handover + 1, handover + 13);
  const firstYearCash = firstYear.length === 12 ? firstYear.reduce((a, b) => a + b, 0) : netAnnualRentAed - monthlyMortgageAed * 12;
  const monthlyIrr = irr(monthly);

  return {
    monthly: monthly.map(round2),
    quarters: quarters.map((q) => ({ quarter: q.quarter, paidAed: round(q.paidAed), receivedAed: round(q.receivedAed), netAed: round(q.netAed) })),
    purchaseFeesAed: round(purchaseFeesAed),
    loanAed: round(loanAed),
    monthlyMortgageAed: round(monthlyMortgageAed),
    cashBeforeHandoverAed: round(cashBeforeHandoverAed),
    totalCashInvestedAed: round(totalCashInvestedAed),
    grossYieldPct: s.priceAed > 0 ? round2((s.annualRentAed / s.priceAed) * 100) : 0,
    netYieldPct: s.priceAed > 0 ? round2((netAnnualRentAed / (s.priceAed + purchaseFeesAed)) * 100) : 0,
    netAnnualRentAed: round(netAnnualRentAed),
    cashOnCashPct: cashBeforeHandoverAed > 0 ? round2((firstYearCash / cashBeforeHandoverAed) * 100) : 0,
    saleValueAed: round(saleValueAed),
    irrPct: monthlyIrr === null ? null : round2((Math.pow(1 + monthlyIrr, 12) - 1) * 100),
  };
}

/**
 * A structured plan's payments as the calculator's milestones (issue 39 item 3): each payment of the one schedule
 * (`paymentSchedule`) at its month after booking, payments of the same month together, and the handover month.
 * Shares are the plan's exact ones (a third stays a third), so the quarters add up as the dated schedule does.
 */
export function scheduledMilestones(plan: StructuredPlan, priceAed: number, booked: string, timing: ProjectTiming, label: (p: { milestone: number; instalment: number; instalments: number }) => string): { milestones: PlanMilestone[]; handoverMonth: number } {
  const byMonth = new Map<number, PlanMilestone>();
  for (const p of paymentSchedule(plan, priceAed, booked, timing)) {
    const month = monthsBetween(booked, p.date);
    const percent = plan.milestones[p.milestone].percent / p.instalments;
    const same = byMonth.get(month);
    if (same) same.percent += percent;
    else byMonth.set(month, { label: label(p), percent, month });
  }
  const known = timing.ready ? booked : timing.handover;
  const handover = known ? (known > booked ? known : booked) : addMonths(booked, ASSUMED_HANDOVER_MONTHS);
  return { milestones: [...byMonth.values()].sort((a, b) => a.month - b.month), handoverMonth: monthsBetween(booked, handover) };
}

/** An old free-text plan only (no due rules): the month of each milestone guessed from its words. booking at 0, handover ones at handover, post-handover ones monthly after it, the rest spread evenly between. */
export function milestoneMonths(milestones: { label: string; percent: number; trigger?: string | null }[], handoverMonth: number): PlanMilestone[] {
  const kind = (m: { label: string; trigger?: string | null }) => {
    const text = `${m.label} ${m.trigger ?? ''}`.toLowerCase();
    if (/post[- ]?handover|after handover/.test(text)) return 'post';
    if (/handover|completion/.test(text)) return 'handover';
    if (/booking|down ?payment|reservation|signing/.test(text)) return 'booking';
    return 'construction';
  };
  const kinds = milestones.map(kind);
  const construction = kinds.filter((k) => k === 'construction').length;
  let c = 0;
  let p = 0;
  const posts = kinds.filter((k) => k === 'post').length;
  return milestones.map((m, i) => {
    const k = kinds[i];
    let month = 0;
    if (k === 'handover') month = handoverMonth;
    else if (k === 'post') month = handoverMonth + Math.round(((++p) * 24) / Math.max(1, posts));
    else if (k === 'construction') month = Math.round(((++c) * handoverMonth) / (construction + 1));
    return { label: m.label, percent: Number(m.percent), month };
  });
}

/** What an enquiry stores (issue 26): the inputs and the figures recomputed from them (the months left out, the quarters kept). */
export function storedScenario(s: InvestmentScenario): { scenario: InvestmentScenario; result: Omit<InvestmentResult, 'monthly'> } {
  const { monthly: _monthly, ...result } = computeReturns(s);
  return { scenario: s, result };
}
