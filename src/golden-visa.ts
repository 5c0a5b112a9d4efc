/**
 * Golden Visa (10-year residence) through property (issue 26 item 2): does what the visitor owns qualify? The
 * rules are settings staff edit (settings.golden_visa_rules, JSON), because they change; the defaults below
 * are DOMAIN.md's: AED 2M counted per owner's share, several properties add up, off-plan counts only from
 * approved developers, a mortgaged property counts with the bank's no-objection letter. Not legal advice.
 */
export interface GoldenVisaRules {
  /** What the owner's shares must add up to, in AED. */
  thresholdAed: number;
  /** Off-plan property counts only when its developer is approved (developers.golden_visa_approved). */
  offPlanApprovedDevelopersOnly: boolean;
  /** A mortgaged property counts only with the bank's no-objection letter. */
  mortgageNeedsNoc: boolean;
}

export const DEFAULT_GOLDEN_VISA_RULES: GoldenVisaRules = { thresholdAed: 2_000_000, offPlanApprovedDevelopersOnly: true, mortgageNeedsNoc: true };

export interface VisaProperty {
  valueAed: number;
  /** The applicant's share of the property, in percent. */
  sharePct: number;
  offPlan: boolean;
  developerApproved: boolean;
  mortgaged: boolean;
  /** The bank's no-objection letter, for a mortgaged property. */
  bankNoc: boolean;
}

/** A sentence as an English template and its numbers (amounts end in Aed), translated by the page (as src/mortgage.ts does). */
export interface VisaText {
  template: string;
  params: Record<string, number>;
}

export interface VisaPropertyResult {
  counts: boolean;
  /** The applicant's share of the value (counted or not). */
  shareAed: number;
  reason: VisaText;
}

export interface VisaResult {
  eligible: boolean;
  countedAed: number;
  thresholdAed: number;
  properties: VisaPropertyResult[];
  summary: VisaText;
}

const text = (template: string, params: Record<string, number> = {}): VisaText => ({ template, params });

/** The English of a visa text ('AED 1,500,000' for amounts). */
export function englishVisaText({ template, params }: VisaText): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? (k.endsWith('Aed') ? `AED ${Math.round(params[k]).toLocaleString('en-US')}` : String(params[k])) : m));
}

/** The applicant's counted share of each property and whether they add up to the threshold. */
export function checkGoldenVisa(properties: VisaProperty[], rules: GoldenVisaRules = DEFAULT_GOLDEN_VISA_RULES): VisaResult {
  const results = properties.map((p, i): VisaPropertyResult => {
    const n = i + 1;
    // Whole dirhams: a share is never rounded up into eligibility.
    const shareAed = Math.floor((p.valueAed * Math.min(100, Math.max(0, p.sharePct))) / 100);
    if (p.offPlan && rules.offPlanApprovedDevelopersOnly && !p.developerApproved)
      return { counts: false, shareAed, reason: text('Property {n} does not count: off-plan property counts only when bought from a developer approved for the Golden Visa.', { n }) };
    if (p.mortgaged && rules.mortgageNeedsNoc && !p.bankNoc)
      return { counts: false, shareAed, reason: text('Property {n} does not count yet: a mortgaged property counts with a no-objection letter from the bank.', { n }) };
    return { counts: true, shareAed, reason: text('Property {n} counts for your share: {shareAed}.', { n, shareAed }) };
  });
  const countedAed = results.filter((r) => r.counts).reduce((sum, r) => sum + r.shareAed, 0);
  const eligible = properties.length > 0 && countedAed >= rules.thresholdAed;
  const summary = eligible
    ? text('Eligible: your counted share, {countedAed}, reaches the {thresholdAed} the rules ask for.', { countedAed, thresholdAed: rules.thresholdAed })
    : text('Not eligible: your counted share is {countedAed}; the rules ask for {thresholdAed} of your own share, which several properties may add up to.', { countedAed, thresholdAed: rules.thresholdAed });
  return { eligible, countedAed, thresholdAed: rules.thresholdAed, properties: results, summary };
}

/** The calculator's property for the check: this unit alone, owned outright; a mortgage assumed to have the bank's letter. */
export function calculatorVisaProperty(priceAed: number, project: { offPlan: boolean; developerApproved: boolean }, mortgaged: boolean): VisaProperty {
  return { valueAed: priceAed, sharePct: 100, offPlan: project.offPlan, developerApproved: project.developerApproved, mortgaged, bankNoc: true };
}
