import { useMemo, useRef, useState } from 'react';
import { FieldBox, FieldInput, FieldLabel, FieldSelect, fieldTickClass } from '../forms/fields';
import { computeReturns, DEFAULT_SCENARIO_FEES, milestoneMonths, scheduledMilestones, type InvestmentScenario } from '../../src/investment';
import { isCalendarDay } from '../../src/paymentPlan/schedule';
import { paymentLabel } from '../../src/paymentPlan/texts';
import { usePlanWords } from './planWords';
import { PlanMilestones } from './PlanMilestones';
import { todayIso } from './today';
import { maxLtvPct, mortgageRulesWith, type MortgageLtvCaps } from '../../src/mortgage';
import { useI18n } from '../i18n/I18n';
import { bedroomKey, type CalculatorPrefill } from './prefill';
import { calcText, type CalcTexts } from './calcTexts/en';
import { ReturnsResults } from './ReturnsResults';
import { attachScenario, attachVisa } from './scenarioStore';
import { recordActivity } from '../activity';
import { unitTypeName } from '../i18n/names';
import { calculatorVisaProperty, checkGoldenVisa, DEFAULT_GOLDEN_VISA_RULES, type GoldenVisaRules } from '../../src/golden-visa';
import { visaResultText, visaText, type VisaTexts } from './visaTexts/en';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ReturnsCalculator.module.css';

/** Months from this month to the end of the handover quarter (0 when ready or unknown and past). */
export function monthsToHandover(year: number | null, quarter: number | null, now = new Date()): number {
  if (!year) return 24;
  const end = (year - now.getUTCFullYear()) * 12 + (quarter ? quarter * 3 - 1 : 11) - now.getUTCMonth();
  return Math.max(0, end);
}

function defaultRent(prefill: CalculatorPrefill, unit: CalculatorPrefill['units'][number]): { rent: number; registered: boolean } {
  const median = prefill.medianRentAed[bedroomKey(unit.bedrooms)];
  if (median) return { rent: median, registered: true };
  return { rent: Math.round((unit.priceAed * (prefill.statedYieldPct ?? 6)) / 100), registered: false };
}

/** The returns calculator (issue 26), loaded when it comes near the screen: every input editable, results live. */
export default function ReturnsCalculator({ prefill, ltvCaps, visaRules, agencyFeePct, idPrefix = 'calc', texts }: {
  prefill: CalculatorPrefill;
  ltvCaps?: MortgageLtvCaps | null;
  visaRules?: GoldenVisaRules | null;
  agencyFeePct?: number | null;
  idPrefix?: string;
  /** The page's language's texts (null: English), loaded with this chunk (ReturnsSection). */
  texts: { calc: CalcTexts | null; visa: VisaTexts | null };
}) {
  const { lang, t, fmt } = useI18n();
  const c = calcText(texts.calc);
  const planWords = usePlanWords();
  const rules = useMemo(() => mortgageRulesWith(ltvCaps), [ltvCaps]);
  const handover = prefill.ready ? 0 : monthsToHandover(prefill.handoverYear, prefill.handoverQuarter);
  const plan = prefill.plan;
  const [booked, setBooked] = useState(todayIso);
  const [unitIndex, setUnitIndex] = useState(0);
  const [useMortgage, setUseMortgage] = useState(false);
  const [attached, setAttached] = useState(false);
  const initial = (i: number): InvestmentScenario => {
    const unit = prefill.units[i];
    return {
      priceAed: unit.priceAed,
      sizeSqft: unit.sizeSqft,
      bedrooms: unit.bedrooms,
      milestones: plan ? [] : milestoneMonths(prefill.milestones, handover),
      handoverMonth: handover,
      dldFeePct: DEFAULT_SCENARIO_FEES.dldFeePct,
      dldAdminAed: DEFAULT_SCENARIO_FEES.dldAdminAed,
      // The agency's own fee (a setting staff edit), 0 when none is charged.
      agencyFeePct: agencyFeePct ?? 0,
      mortgage: null,
      annualRentAed: defaultRent(prefill, unit).rent,
      vacancyPct: DEFAULT_SCENARIO_FEES.vacancyPct,
      serviceChargeAedPerSqft: prefill.serviceChargeAedPerSqft,
      managementFeePct: DEFAULT_SCENARIO_FEES.managementFeePct,
      holdingYears: Math.max(DEFAULT_SCENARIO_FEES.holdingYears, Math.ceil(handover / 12) + 3),
      annualPriceChangePct: DEFAULT_SCENARIO_FEES.annualPriceChangePct,
    };
  };
  const [s, setS] = useState<InvestmentScenario>(() => initial(0));
  const ltvCap = maxLtvPct({ propertyPriceAed: s.priceAed, residency: 'expat', firstHome: false, offPlan: false }, rules);
  const [mortgage, setMortgage] = useState({ ltvPct: ltvCap, interestRatePct: 4.5, tenureYears: 25 });
  // A structured plan (issue 39): its payments for this price and booking day, from the one schedule function.
  const scheduled = useMemo(() => (plan ? scheduledMilestones(plan, s.priceAed, booked, prefill.timing, (p) => paymentLabel(plan, p, lang, planWords)) : null), [plan, s.priceAed, booked, prefill.timing, lang, planWords]);
  const scenario: InvestmentScenario = { ...s, ...(scheduled ?? {}), ...(plan ? { bookedOn: booked } : {}), mortgage: useMortgage ? { ...mortgage, ltvPct: Math.min(mortgage.ltvPct, ltvCap) } : null };
  const result = useMemo(() => computeReturns(scenario), [s, scheduled, useMortgage, mortgage, ltvCap]); // scenario is made of these
  const rentInfo = defaultRent(prefill, prefill.units[unitIndex]);
  const planTotal = scenario.milestones.reduce((sum, m) => sum + m.percent, 0);

  const recorded = useRef(false);
  const set = (patch: Partial<InvestmentScenario>) => {
    setS((prev) => ({ ...prev, ...patch }));
    setAttached(false);
    // One calculator run per visit of the calculator (issue 39 item 10): the first change the visitor makes.
    if (!recorded.current) {
      recorded.current = true;
      recordActivity({ kind: 'calculator', project_id: prefill.projectId, lang });
    }
  };
  const num = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? 0 : Math.max(0, Number(v)));
  // Light controls (decision 038, as the mortgage calculator's): MUI's TextField, Checkbox and Button were 36 KiB of
  // the page's first load and most of its main-thread time.
  const field = (id: string, label: string, value: number, onChange: (n: number) => void, helper?: string, step = 'any') => (
    <FieldBox>
      <FieldLabel htmlFor={`${idPrefix}-${id}`}>{label}</FieldLabel>
      <FieldInput id={`${idPrefix}-${id}`} type="number" min={0} step={step} inputMode="decimal" value={value} onChange={(e) => onChange(num(e.target.value))} aria-describedby={helper ? `${idPrefix}-${id}-help` : undefined} />
      {helper && (
        <p id={`${idPrefix}-${id}-help`} className={cx(text.body, text.muted, styles.help)}>
          {helper}
        </p>
      )}
    </FieldBox>
  );
  const bookingDate = useMemo(() => new Date(`${booked}T00:00:00Z`), [booked]);
  const dueLabel = (month: number) => {
    const d = new Date(Date.UTC(bookingDate.getUTCFullYear(), bookingDate.getUTCMonth() + month, 1));
    return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : `${lang}-u-nu-latn`, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
  };

  return (
    <div data-testid="returns-calculator">
      <div className={styles.grid}>
        {prefill.units.length > 1 && (
          <FieldBox>
            <FieldLabel htmlFor={`${idPrefix}-unit`}>{c('unit')}</FieldLabel>
            <FieldSelect
              id={`${idPrefix}-unit`}
              value={unitIndex}
              onChange={(e) => {
                const i = Number(e.target.value);
                setUnitIndex(i);
                const next = initial(i);
                set({ priceAed: next.priceAed, sizeSqft: next.sizeSqft, bedrooms: next.bedrooms, annualRentAed: next.annualRentAed });
              }}
            >
              {prefill.units.map((u, i) => (
                <option key={i} value={i}>
                  {`${unitTypeName(u.name, { lang, t })} · ${fmt.price(u.priceAed)}`}
                </option>
              ))}
            </FieldSelect>
          </FieldBox>
        )}
        {field('price', c('price'), s.priceAed, (n) => set({ priceAed: n }), undefined, '1000')}
        {field('size', c('size'), s.sizeSqft, (n) => set({ sizeSqft: n }))}
      </div>

      <h3 className={cx(text.h3, styles.planTitle)}>{c('plan')}</h3>
      {plan ? (
        <>
          <div className={styles.grid}>
            <FieldBox>
              <FieldLabel htmlFor={`${idPrefix}-booked`}>{c('booked')}</FieldLabel>
              <FieldInput id={`${idPrefix}-booked`} type="date" value={booked} onChange={(e) => isCalendarDay(e.target.value) && (setBooked(e.target.value), setAttached(false))} />
            </FieldBox>
          </div>
          <div className={styles.plan}>
            <PlanMilestones plan={plan} priceAed={s.priceAed} booked={booked} timing={prefill.timing} testId={`${idPrefix}-plan`} label={`${t('Returns calculator')}: ${t('Payment plan table')}`} />
          </div>
        </>
      ) : (
      <ol className={styles.milestones}>
        {s.milestones.map((m, i) => (
          <li key={i} className={styles.milestone}>
            <p className={cx(text.body, styles.milestoneName)} lang={lang === 'en' ? undefined : 'en'}>
              {m.label} <span className={styles.due}>· {c('due')}: {dueLabel(m.month)}</span>
            </p>
            {field(`share-${i}`, c('share'), m.percent, (n) => set({ milestones: s.milestones.map((x, j) => (j === i ? { ...x, percent: Math.min(100, n) } : x)) }))}
            {field(`month-${i}`, c('month'), m.month, (n) => set({ milestones: s.milestones.map((x, j) => (j === i ? { ...x, month: Math.min(600, Math.round(n)) } : x)) }), undefined, '1')}
          </li>
        ))}
      </ol>
      )}
      {Math.abs(planTotal - 100) > 0.01 && (
        <p role="alert" className={cx(text.body, text.error, styles.planSum)}>
          {c('planSum', { pct: fmt.decimal(planTotal) })}
        </p>
      )}
      <div className={styles.grid}>
        {!plan && field('handover', c('handoverMonth'), s.handoverMonth, (n) => set({ handoverMonth: Math.min(600, Math.round(n)) }), undefined, '1')}
        {field('agency', c('agency'), s.agencyFeePct, (n) => set({ agencyFeePct: Math.min(10, n) }))}
      </div>
      <p className={cx(text.body, text.muted, styles.fees)}>{c('dld', { amount: fmt.aed(result.purchaseFeesAed - (s.priceAed * s.agencyFeePct) / 100) ?? '' })}</p>

      <label className={cx(fieldTickClass, styles.tickTop)}>
        <input type="checkbox" checked={useMortgage} onChange={(e) => setUseMortgage(e.target.checked)} />
        {c('mortgage')}
      </label>
      {useMortgage && (
        <div className={styles.grid}>
          {field('ltv', c('ltv'), Math.min(mortgage.ltvPct, ltvCap), (n) => setMortgage({ ...mortgage, ltvPct: Math.min(ltvCap, n) }), c('ltvCap', { pct: ltvCap }))}
          {field('rate', c('rate'), mortgage.interestRatePct, (n) => setMortgage({ ...mortgage, interestRatePct: Math.min(20, n) }))}
          {field('tenure', c('tenure'), mortgage.tenureYears, (n) => setMortgage({ ...mortgage, tenureYears: Math.max(1, Math.min(rules.maxTenureYears, Math.round(n))) }), undefined, '1')}
        </div>
      )}

      <div className={styles.grid}>
        {field('rent', c('rent'), s.annualRentAed, (n) => set({ annualRentAed: n }), rentInfo.registered ? c('rentSource') : c('rentStated'), '1000')}
        {field('vacancy', c('vacancy'), s.vacancyPct, (n) => set({ vacancyPct: Math.min(100, n) }))}
        {field('service', c('service'), s.serviceChargeAedPerSqft, (n) => set({ serviceChargeAedPerSqft: n }))}
        {field('management', c('management'), s.managementFeePct, (n) => set({ managementFeePct: Math.min(100, n) }))}
        {field('holding', c('holding'), s.holdingYears, (n) => set({ holdingYears: Math.max(1, Math.min(30, Math.round(n))) }), undefined, '1')}
        {field('growth', c('growth'), s.annualPriceChangePct, (n) => set({ annualPriceChangePct: Math.min(30, n) }), c('growthNote'))}
      </div>

      <ReturnsResults result={result} bookingDate={bookingDate} texts={texts.calc} />
      {prefill.visa && (() => {
        // Golden Visa (issue 26 item 2): this unit alone, owned outright; a mortgage is assumed to have the bank's letter.
        const visa = checkGoldenVisa([calculatorVisaProperty(s.priceAed, prefill.visa, useMortgage)], visaRules ?? DEFAULT_GOLDEN_VISA_RULES);
        const params = Object.fromEntries(Object.entries(visa.summary.params).map(([k, n]) => [k, k.endsWith('Aed') ? (fmt.aed(n) ?? '') : n]));
        const reason = visa.properties[0].counts ? null : visa.properties[0].reason;
        return (
          <div data-testid="calculator-visa" className={cx(styles.visa, visa.eligible && styles.eligible)}>
            <p className={cx(text.body, styles.visaSummary)}>{visaResultText(texts.visa, visa.summary.template, params)}</p>
            {reason && <p className={cx(text.body, styles.visaLine)}>{visaResultText(texts.visa, reason.template, reason.params)}</p>}
            <p className={cx(text.body, text.muted, styles.visaLine)}>{visaText(texts.visa)('notLegal')}</p>
          </div>
        );
      })()}

      {prefill.projectId !== undefined && (
        <div className={styles.attachRow}>
          <a
            href="#enquiry"
            onClick={() => {
              attachScenario(scenario);
              // The visa result shown above goes with it (issue 39 item 5): the server applies the rules again.
              if (prefill.visa) attachVisa({ properties: [calculatorVisaProperty(s.priceAed, prefill.visa, useMortgage)] });
              setAttached(true);
            }}
            className={styles.attach}
          >
            {c('attach')}
          </a>
          {attached && (
            <p role="status" className={text.body}>
              {c('attached')}
            </p>
          )}
        </div>
      )}
      <p className={cx(text.body, text.muted, styles.notAdvice)}>{c('notAdvice')}</p>
    </div>
  );
}
