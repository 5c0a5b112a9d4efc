/**
 * UAE mortgage arithmetic shared by the calculator on /mortgages and the server, which recomputes the
 * monthly payment of every mortgage enquiry. Caps follow the UAE Central Bank rules (DOMAIN.md); the
 * loan-to-value caps are staff settings (settings.mortgage_ltv_caps) whose defaults are the figures below.
 */
export type Residency = 'expat' | 'national' | 'non_resident';

/** Maximum loan-to-value, in percent, for one kind of buyer. */
export interface ResidencyLtvCaps {
  /** First home, owner-occupied, priced up to the threshold. */
  firstHome: number;
  /** First home priced above the threshold. */
  firstHomeAboveThreshold: number;
  /** Second and further homes. */
  secondHome: number;
}

/** The loan-to-value caps staff edit in the back-office (stored as JSON in settings.mortgage_ltv_caps). */
export interface MortgageLtvCaps extends Record<Residency, ResidencyLtvCaps> {
  /** Off-plan purchases, for every buyer (never above the buyer's own cap). */
  offPlan: number;
  /** Price (AED) up to which a first home gets the higher cap. */
  priceThresholdAed: number;
}

export interface MortgageRules {
  maxTenureYears: number;
  ltv: MortgageLtvCaps;
  fees: {
    dldTransferPct: number;
    dldAdminAed: number;
    mortgageRegistrationPct: number;
    mortgageRegistrationAdminAed: number;
    valuationAed: number;
    bankProcessingPct: number;
    trusteeAed: number;
    agencyPct: number;
    vatPct: number;
  };
}

export const DEFAULT_MORTGAGE_LTV_CAPS: MortgageLtvCaps = {
  expat: { firstHome: 80, firstHomeAboveThreshold: 70, secondHome: 60 },
  national: { firstHome: 85, firstHomeAboveThreshold: 75, secondHome: 65 },
  // Buyers living abroad: several UAE banks lend to them, usually at 50-60% (DOMAIN.md).
  non_resident: { firstHome: 60, firstHomeAboveThreshold: 50, secondHome: 50 },
  offPlan: 50,
  priceThresholdAed: 5_000_000,
};

export const UAE_MORTGAGE_RULES: MortgageRules = {
  maxTenureYears: 25,
  ltv: DEFAULT_MORTGAGE_LTV_CAPS,
  fees: {
    dldTransferPct: 4,
    dldAdminAed: 580,
    mortgageRegistrationPct: 0.25,
    mortgageRegistrationAdminAed: 290,
    valuationAed: 3_000,
    bankProcessingPct: 1,
    trusteeAed: 4_000,
    agencyPct: 2,
    vatPct: 5,
  },
};

/** The rules with the caps staff set (null: the defaults). */
export const mortgageRulesWith = (caps: MortgageLtvCaps | null | undefined): MortgageRules => (caps ? { ...UAE_MORTGAGE_RULES, ltv: caps } : UAE_MORTGAGE_RULES);

export const RESIDENCY_LABELS: Record<Residency, string> = { expat: 'UAE resident expatriate', national: 'UAE national', non_resident: 'Non-resident' };

/**
 * A text of the calculator as an English template and its numbers: the template is the key of the site's
 * catalogues (site/i18n/messages, keyed by English text), so a translated page formats the numbers in its own
 * language (`{...Aed}` parameters are amounts in AED, the others plain numbers). The server keeps English.
 */
export interface MortgageText {
  template: string;
  params: Record<string, number>;
}

/** The English of a template: amounts as 'AED 1,250,000', numbers as written. */
export function englishMortgageText({ template, params }: MortgageText): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => {
    if (!(k in params)) return m;
    const n = params[k];
    return k.endsWith('Aed') ? `AED ${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}` : String(n);
  });
}

const text = (template: string, params: Record<string, number> = {}): MortgageText => ({ template, params });

export interface MortgageInput {
  propertyPriceAed: number;
  downPaymentAed: number;
  interestRatePct: number;
  tenureYears: number;
  residency: Residency;
  firstHome: boolean;
  offPlan?: boolean;
}

/** Maximum loan-to-value in percent for the buyer and property. */
export function maxLtvPct(input: Pick<MortgageInput, 'propertyPriceAed' | 'residency' | 'firstHome' | 'offPlan'>, rules = UAE_MORTGAGE_RULES): number {
  const caps = rules.ltv[input.residency] ?? rules.ltv.expat;
  const own = !input.firstHome ? caps.secondHome : input.propertyPriceAed <= rules.ltv.priceThresholdAed ? caps.firstHome : caps.firstHomeAboveThreshold;
  // The off-plan cap only ever lowers a buyer's cap.
  return input.offPlan ? Math.min(own, rules.ltv.offPlan) : own;
}

export function minDownPaymentAed(input: Pick<MortgageInput, 'propertyPriceAed' | 'residency' | 'firstHome' | 'offPlan'>, rules = UAE_MORTGAGE_RULES): number {
  return Math.ceil((input.propertyPriceAed * (100 - maxLtvPct(input, rules))) / 100);
}

/** Reducing-balance annuity: P * r / (1 - (1 + r)^-n), r = annual rate / 12. Unrounded. */
export function monthlyPayment(principal: number, annualRatePct: number, years: number): number {
  const n = Math.round(years * 12);
  if (principal <= 0 || n <= 0) return 0;
  const r = annualRatePct / 100 / 12;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - Math.pow(1 + r, -n));
}

export interface PurchaseCost {
  key: string;
  /** English, filled in. */
  label: string;
  /** The same label to translate: template and numbers. */
  text: MortgageText;
  amountAed: number;
}

export interface MortgageProblem {
  field: keyof MortgageInput;
  /** English, filled in (the server's 422 answers). */
  message: string;
  /** The same message to translate: template and numbers. */
  text: MortgageText;
}

export interface MortgageResult {
  loanAed: number;
  ltvPct: number;
  maxLtvPct: number;
  minDownPaymentAed: number;
  monthlyPaymentAed: number;
  totalInterestAed: number;
  totalRepaidAed: number;
  costs: PurchaseCost[];
  totalCostsAed: number;
  cashNeededAed: number;
  problems: MortgageProblem[];
}

const aed = (n: number) => Math.round(n);

export function purchaseCosts(priceAed: number, loanAed: number, rules = UAE_MORTGAGE_RULES): PurchaseCost[] {
  const f = rules.fees;
  const vat = 1 + f.vatPct / 100;
  const cost = (key: string, label: MortgageText, amountAed: number): PurchaseCost => ({ key, label: englishMortgageText(label), text: label, amountAed });
  const costs: PurchaseCost[] = [
    cost('dld', text('DLD transfer fee ({pct}% + {adminAed} admin)', { pct: f.dldTransferPct, adminAed: f.dldAdminAed }), aed((priceAed * f.dldTransferPct) / 100 + f.dldAdminAed)),
    cost('agency', text('Agency fee ({pct}% + VAT)', { pct: f.agencyPct }), aed(((priceAed * f.agencyPct) / 100) * vat)),
    cost('trustee', text('Registration trustee fee (+ VAT)'), aed(f.trusteeAed * vat)),
  ];
  if (loanAed > 0)
    costs.push(
      cost('mortgage_registration', text('Mortgage registration ({pct}% of the loan + {adminAed})', { pct: f.mortgageRegistrationPct, adminAed: f.mortgageRegistrationAdminAed }), aed((loanAed * f.mortgageRegistrationPct) / 100 + f.mortgageRegistrationAdminAed)),
      cost('valuation', text('Property valuation (+ VAT)'), aed(f.valuationAed * vat)),
      cost('processing', text('Bank processing fee (up to {pct}% of the loan + VAT)', { pct: f.bankProcessingPct }), aed(((loanAed * f.bankProcessingPct) / 100) * vat)),
    );
  return costs;
}

export function calculateMortgage(input: MortgageInput, rules = UAE_MORTGAGE_RULES): MortgageResult {
  const problems: MortgageResult['problems'] = [];
  const price = Math.max(0, input.propertyPriceAed);
  const down = Math.min(Math.max(0, input.downPaymentAed), price);
  const cap = maxLtvPct(input, rules);
  const minDown = minDownPaymentAed(input, rules);
  const problem = (field: keyof MortgageInput, message: MortgageText) => problems.push({ field, message: englishMortgageText(message), text: message });
  if (input.downPaymentAed > price) problem('downPaymentAed', text('Down payment cannot be more than the property price'));
  else if (down < minDown) problem('downPaymentAed', text('The minimum down payment is {minAed} (a {pct}% maximum loan-to-value)', { minAed: minDown, pct: cap }));
  if (input.tenureYears > rules.maxTenureYears) problem('tenureYears', text('Tenure can be at most {years} years', { years: rules.maxTenureYears }));
  const loan = price - down;
  const monthly = monthlyPayment(loan, input.interestRatePct, Math.min(input.tenureYears, rules.maxTenureYears));
  const n = Math.round(Math.min(input.tenureYears, rules.maxTenureYears) * 12);
  const totalRepaid = monthly * n;
  const costs = purchaseCosts(price, loan, rules);
  const totalCosts = costs.reduce((s, c) => s + c.amountAed, 0);
  return {
    loanAed: loan,
    ltvPct: price ? Math.round((loan / price) * 10000) / 100 : 0,
    maxLtvPct: cap,
    minDownPaymentAed: minDown,
    monthlyPaymentAed: aed(monthly),
    totalInterestAed: aed(Math.max(0, totalRepaid - loan)),
    totalRepaidAed: aed(totalRepaid),
    costs,
    totalCostsAed: totalCosts,
    cashNeededAed: down + totalCosts,
    problems,
  };
}
