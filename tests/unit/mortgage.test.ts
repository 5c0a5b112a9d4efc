import { describe, expect, it } from 'vitest';
import { calculateMortgage, englishMortgageText, DEFAULT_MORTGAGE_LTV_CAPS, maxLtvPct, minDownPaymentAed, monthlyPayment, mortgageRulesWith, purchaseCosts, RESIDENCY_LABELS, UAE_MORTGAGE_RULES, type Residency } from '../../src/mortgage';
import { EN_TEXTS } from '../../site/i18n/messages/en';
import ar from '../../site/i18n/messages/ar';
import ru from '../../site/i18n/messages/ru';
import zh from '../../site/i18n/messages/zh';
import { makeI18n } from '../../site/i18n/I18n';
import { mortgageText } from '../../site/mortgage/mortgageText';
import { mortgageLtvCapsSchema, storedMortgageLtvCaps } from '../../src/schemas/mortgage-caps';

describe('monthly payment (reducing-balance annuity)', () => {
  it('AED 1,000,000 at 4.5% over 25 years is AED 5,558 a month', () => {
    expect(monthlyPayment(1_000_000, 4.5, 25)).toBeCloseTo(5558.32, 2);
  });

  it('AED 800,000 at 3.99% over 20 years is AED 4,844 a month', () => {
    // r = 0.003325, n = 240: 800,000 * r / (1 - (1 + r)^-240)
    expect(Math.round(monthlyPayment(800_000, 3.99, 20))).toBe(4844); // 4,843.63
  });

  it('a zero rate spreads the loan evenly', () => {
    expect(monthlyPayment(600_000, 0, 25)).toBe(2000);
  });

  it('no loan or no term means no payment', () => {
    expect(monthlyPayment(0, 4.5, 25)).toBe(0);
    expect(monthlyPayment(500_000, 4.5, 0)).toBe(0);
  });
});

describe('loan-to-value caps (UAE Central Bank)', () => {
  const cap = (residency: Residency, firstHome: boolean, propertyPriceAed: number, offPlan = false) => maxLtvPct({ residency, firstHome, propertyPriceAed, offPlan });

  it('expatriates: 80% up to AED 5M, 70% above, 60% for a second home', () => {
    expect(cap('expat', true, 2_000_000)).toBe(80);
    expect(cap('expat', true, 5_000_000)).toBe(80);
    expect(cap('expat', true, 5_000_001)).toBe(70);
    expect(cap('expat', false, 2_000_000)).toBe(60);
  });

  it('UAE nationals: 85% up to AED 5M, 75% above, 65% for a second home', () => {
    expect(cap('national', true, 3_000_000)).toBe(85);
    expect(cap('national', true, 7_500_000)).toBe(75);
    expect(cap('national', false, 3_000_000)).toBe(65);
  });

  it('non-residents (buyers living abroad): 60% up to AED 5M, 50% above, 50% for a second home', () => {
    expect(cap('non_resident', true, 2_000_000)).toBe(60);
    expect(cap('non_resident', true, 5_000_000)).toBe(60);
    expect(cap('non_resident', true, 5_000_001)).toBe(50);
    expect(cap('non_resident', false, 2_000_000)).toBe(50);
    expect(minDownPaymentAed({ residency: 'non_resident', firstHome: true, propertyPriceAed: 2_000_000 })).toBe(800_000);
  });

  it('off-plan purchases are capped at 50% for everyone', () => {
    expect(cap('expat', true, 1_500_000, true)).toBe(50);
    expect(cap('national', true, 1_500_000, true)).toBe(50);
    expect(cap('non_resident', true, 1_500_000, true)).toBe(50);
  });

  it('uses the caps staff set; the off-plan cap never raises a buyer\'s own cap', () => {
    const rules = mortgageRulesWith({ ...DEFAULT_MORTGAGE_LTV_CAPS, non_resident: { firstHome: 55, firstHomeAboveThreshold: 45, secondHome: 40 }, offPlan: 60, priceThresholdAed: 3_000_000 });
    expect(maxLtvPct({ residency: 'non_resident', firstHome: true, propertyPriceAed: 3_000_000 }, rules)).toBe(55);
    expect(maxLtvPct({ residency: 'non_resident', firstHome: true, propertyPriceAed: 3_000_001 }, rules)).toBe(45);
    expect(maxLtvPct({ residency: 'non_resident', firstHome: true, propertyPriceAed: 2_000_000, offPlan: true }, rules)).toBe(55);
    expect(maxLtvPct({ residency: 'expat', firstHome: true, propertyPriceAed: 2_000_000, offPlan: true }, rules)).toBe(60);
    expect(calculateMortgage({ propertyPriceAed: 2_000_000, downPaymentAed: 800_000, interestRatePct: 5, tenureYears: 25, residency: 'non_resident', firstHome: true }, rules).problems[0].message).toBe(
      'The minimum down payment is AED 900,000 (a 55% maximum loan-to-value)',
    );
  });

  it('stored caps: validated 0-100 whole percent; a missing or broken value gives the defaults', async () => {
    expect(storedMortgageLtvCaps(null)).toEqual(DEFAULT_MORTGAGE_LTV_CAPS);
    expect(storedMortgageLtvCaps('not json')).toEqual(DEFAULT_MORTGAGE_LTV_CAPS);
    expect(storedMortgageLtvCaps(JSON.stringify({ offPlan: 40 }))).toEqual({ ...DEFAULT_MORTGAGE_LTV_CAPS, offPlan: 40 });
    expect(storedMortgageLtvCaps({ ...DEFAULT_MORTGAGE_LTV_CAPS, offPlan: 140 })).toEqual(DEFAULT_MORTGAGE_LTV_CAPS);
    const problems = await mortgageLtvCapsSchema
      .validate({ ...DEFAULT_MORTGAGE_LTV_CAPS, non_resident: { firstHome: 101, firstHomeAboveThreshold: 50.5, secondHome: -1 } }, { abortEarly: false })
      .then(() => [] as string[], (e: { errors: string[] }) => e.errors);
    expect([...problems].sort()).toEqual([
      'Non-residents, first home above the price threshold must be a whole percent',
      'Non-residents, first home up to the price threshold must be 0 to 100%',
      'Non-residents, second and further homes must be 0 to 100%',
    ]);
  });

  it('gives the minimum down payment in whole dirhams', () => {
    expect(minDownPaymentAed({ residency: 'expat', firstHome: true, propertyPriceAed: 2_000_000 })).toBe(400_000);
    expect(minDownPaymentAed({ residency: 'expat', firstHome: true, propertyPriceAed: 6_000_000 })).toBe(1_800_000);
    expect(minDownPaymentAed({ residency: 'national', firstHome: true, propertyPriceAed: 1_234_567 })).toBe(185_186);
  });
});

describe('purchase costs', () => {
  it('lists DLD, agency, trustee and the mortgage fees with VAT where it applies', () => {
    const costs = Object.fromEntries(purchaseCosts(2_000_000, 1_600_000).map((c) => [c.key, c.amountAed]));
    expect(costs).toEqual({
      dld: 80_580, // 4% + AED 580
      agency: 42_000, // 2% + 5% VAT
      trustee: 4_200, // AED 4,000 + VAT
      mortgage_registration: 4_290, // 0.25% of the loan + AED 290
      valuation: 3_150, // AED 3,000 + VAT
      processing: 16_800, // 1% of the loan + VAT
    });
  });

  it('keeps the English labels of the spec, each with its template and numbers', () => {
    expect(purchaseCosts(2_000_000, 1_600_000).map((c) => c.label)).toEqual([
      'DLD transfer fee (4% + AED 580 admin)',
      'Agency fee (2% + VAT)',
      'Registration trustee fee (+ VAT)',
      'Mortgage registration (0.25% of the loan + AED 290)',
      'Property valuation (+ VAT)',
      'Bank processing fee (up to 1% of the loan + VAT)',
    ]);
    for (const c of purchaseCosts(2_000_000, 1_600_000)) expect(englishMortgageText(c.text)).toBe(c.label);
    expect(purchaseCosts(2_000_000, 0)[0].text).toEqual({ template: 'DLD transfer fee ({pct}% + {adminAed} admin)', params: { pct: 4, adminAed: 580 } });
  });

  it('a cash purchase has no mortgage fees', () => {
    expect(purchaseCosts(1_000_000, 0).map((c) => c.key)).toEqual(['dld', 'agency', 'trustee']);
  });
});

describe('calculateMortgage', () => {
  const base = { propertyPriceAed: 1_250_000, downPaymentAed: 250_000, interestRatePct: 4.5, tenureYears: 25, residency: 'expat' as const, firstHome: true };

  it('works out the loan, the payment, the totals and the cash needed', () => {
    const r = calculateMortgage(base);
    expect(r.problems).toEqual([]);
    expect(r.loanAed).toBe(1_000_000);
    expect(r.ltvPct).toBe(80);
    expect(r.maxLtvPct).toBe(80);
    expect(r.monthlyPaymentAed).toBe(5558);
    expect(r.totalRepaidAed).toBe(Math.round(monthlyPayment(1_000_000, 4.5, 25) * 300));
    expect(r.totalInterestAed).toBe(r.totalRepaidAed - 1_000_000);
    expect(r.totalCostsAed).toBe(r.costs.reduce((s, c) => s + c.amountAed, 0));
    expect(r.cashNeededAed).toBe(250_000 + r.totalCostsAed);
  });

  it('refuses a down payment under the cap, naming the minimum', () => {
    const r = calculateMortgage({ ...base, downPaymentAed: 200_000 });
    expect(r.problems).toEqual([
      {
        field: 'downPaymentAed',
        message: 'The minimum down payment is AED 250,000 (a 80% maximum loan-to-value)',
        text: { template: 'The minimum down payment is {minAed} (a {pct}% maximum loan-to-value)', params: { minAed: 250_000, pct: 80 } },
      },
    ]);
  });

  it('applies the off-plan 50% cap', () => {
    const r = calculateMortgage({ ...base, offPlan: true });
    expect(r.maxLtvPct).toBe(50);
    expect(r.problems[0]).toMatchObject({ field: 'downPaymentAed', message: expect.stringContaining('AED 625,000') });
    expect(calculateMortgage({ ...base, offPlan: true, downPaymentAed: 625_000 }).problems).toEqual([]);
  });

  it('refuses a down payment above the price and a tenure over 25 years', () => {
    expect(calculateMortgage({ ...base, downPaymentAed: 1_300_000 }).problems[0].field).toBe('downPaymentAed');
    const long = calculateMortgage({ ...base, tenureYears: 30 });
    expect(long.problems).toEqual([
      { field: 'tenureYears', message: `Tenure can be at most ${UAE_MORTGAGE_RULES.maxTenureYears} years`, text: { template: 'Tenure can be at most {years} years', params: { years: 25 } } },
    ]);
  });

  it('keeps every figure in the rules so a change of regulation is one edit', () => {
    const rules = { ...UAE_MORTGAGE_RULES, ltv: { ...UAE_MORTGAGE_RULES.ltv, expat: { ...UAE_MORTGAGE_RULES.ltv.expat, firstHome: 75 } } };
    expect(calculateMortgage(base, rules).problems[0].message).toContain('AED 312,500');
  });
});

describe('calculator texts on translated pages', () => {
  const result = calculateMortgage({ propertyPriceAed: 2_000_000, downPaymentAed: 100_000, interestRatePct: 4.5, tenureYears: 30, residency: 'expat', firstHome: true });
  const everyText = [...result.costs.map((c) => c.text), ...result.problems.map((p) => p.text), ...calculateMortgage({ ...base(), downPaymentAed: 3_000_000 }).problems.map((p) => p.text)];
  function base() {
    return { propertyPriceAed: 2_000_000, downPaymentAed: 400_000, interestRatePct: 4.5, tenureYears: 25, residency: 'expat' as const, firstHome: true };
  }

  it('every template is a key of the catalogues, and English pages show the server\'s English', () => {
    const en = makeI18n('en', null);
    for (const text of everyText) {
      expect(EN_TEXTS as readonly string[], text.template).toContain(text.template);
      for (const [lang, messages] of Object.entries({ ar, ru, zh })) expect((messages as Record<string, string>)[text.template], `${lang}: ${text.template}`).toBeTruthy();
      expect(mortgageText(en, text)).toBe(englishMortgageText(text));
    }
    expect(RESIDENCY_LABELS.expat).toBe('UAE resident expatriate');
    for (const label of Object.values(RESIDENCY_LABELS)) expect(EN_TEXTS as readonly string[]).toContain(label);
  });

  it('translated pages get their language with Intl-formatted amounts', () => {
    const problem = result.problems.find((p) => p.field === 'downPaymentAed')!;
    const dld = result.costs.find((c) => c.key === 'dld')!;
    const registration = result.costs.find((c) => c.key === 'mortgage_registration')!;
    const tenure = result.problems.find((p) => p.field === 'tenureYears')!;
    const ru_ = makeI18n('ru', ru);
    const aed = (n: number) => ru_.fmt.aed(n)!;
    expect(mortgageText(ru_, problem.text)).toBe(`Минимальный первый взнос — ${aed(400_000)} (максимальная доля кредита — 80%)`);
    expect(aed(400_000)).toMatch(/^400\s000\sAED$/);
    expect(mortgageText(ru_, registration.text)).toBe(`Регистрация ипотеки (0,25% от суммы кредита + ${aed(290)})`);
    const ar_ = makeI18n('ar', ar);
    expect(mortgageText(ar_, dld.text)).toContain('دائرة الأراضي والأملاك (4% + ');
    expect(mortgageText(ar_, dld.text)).toContain(ar_.fmt.aed(580)!);
    expect(mortgageText(ar_, tenure.text)).toBe('لا يمكن أن تزيد مدة التمويل على 25 سنة');
    const zh_ = makeI18n('zh', zh);
    expect(mortgageText(zh_, problem.text)).toBe(`最低首付为 ${zh_.fmt.aed(400_000)}（最高贷款价值比 80%）`);
    for (const text of everyText) for (const i18n of [ru_, ar_, zh_]) expect(mortgageText(i18n, text)).not.toMatch(/[{}]|AED \d/);
  });
});
