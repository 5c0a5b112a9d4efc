import { useEffect, useRef, useState } from 'react';
import { checkGoldenVisa, DEFAULT_GOLDEN_VISA_RULES, type GoldenVisaRules, type VisaProperty, type VisaText } from '../../src/golden-visa';
import { useI18n } from '../i18n/I18n';
import { attachVisa } from '../investment/scenarioStore';
import { recordActivity } from '../activity';
import { visaResultText, visaText, type VisaTexts } from '../investment/visaTexts/en';
import { FieldBox, FieldInput, FieldLabel, fieldTickClass } from '../forms/fields';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './GoldenVisaCheck.module.css';

/** Visa checks recorded per visit of the page at most (the answer flipping back and forth is one interest). */
const VISA_RECORDS_MAX = 3;

const EMPTY: VisaProperty = { valueAed: 3_000_000, sharePct: 50, offPlan: false, developerApproved: false, mortgaged: false, bankNoc: false };

/**
 * The Golden Visa check (issue 26 item 2), an island hydrated at first use (decision 049): the answer and why, live. `texts`:
 * the page's language's (null: English), loaded with this chunk (GoldenVisaPage).
 */
export default function GoldenVisaCheck({ rules, texts }: { rules?: GoldenVisaRules | null; texts: VisaTexts | null }) {
  const { lang, fmt } = useI18n();
  const c = visaText(texts);
  const [properties, setProperties] = useState<VisaProperty[]>([EMPTY]);
  const [attached, setAttached] = useState(false);
  const result = checkGoldenVisa(properties, rules ?? DEFAULT_GOLDEN_VISA_RULES);
  const say = (t: VisaText) => visaResultText(texts, t.template, Object.fromEntries(Object.entries(t.params).map(([k, n]) => [k, k.endsWith('Aed') ? (fmt.aed(n) ?? '') : n])));
  const [touched, setTouched] = useState(false);
  const update = (i: number, patch: Partial<VisaProperty>) => {
    setProperties((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));
    setAttached(false);
    setTouched(true);
  };
  // A visa check on the visitor's activity record (issue 39 item 10): once they have used it, and again when the
  // answer changes (value 1 eligible, 0 not), a few times a visit at most.
  const told = useRef<{ eligible: boolean | null; count: number }>({ eligible: null, count: 0 });
  useEffect(() => {
    if (!touched || told.current.eligible === result.eligible || told.current.count >= VISA_RECORDS_MAX) return;
    told.current = { eligible: result.eligible, count: told.current.count + 1 };
    recordActivity({ kind: 'visa_check', value: result.eligible ? 1 : 0, lang });
  }, [touched, result.eligible, lang]);
  const num = (v: string) => (Number.isFinite(Number(v)) ? Math.max(0, Number(v)) : 0);
  // Light controls (decision 038, as the calculators'): a label above each input, native checkboxes and buttons.
  const tick = (label: string, checked: boolean, onChange: (v: boolean) => void) => (
    <label className={fieldTickClass}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );

  return (
    <div data-testid="golden-visa-check">
      <ol className={styles.properties}>
        {properties.map((p, i) => (
          <li key={i} className={styles.property}>
            <fieldset className={styles.fieldset}>
              <legend className={cx(text.body, styles.legend)}>{c('property', { n: i + 1 })}</legend>
              <div className={styles.fields}>
                <FieldBox>
                  <FieldLabel htmlFor={`visa-value-${i}`}>{c('value')}</FieldLabel>
                  <FieldInput id={`visa-value-${i}`} type="number" min={0} step={100000} inputMode="numeric" value={p.valueAed} onChange={(e) => update(i, { valueAed: num(e.target.value) })} />
                </FieldBox>
                <FieldBox>
                  <FieldLabel htmlFor={`visa-share-${i}`}>{c('share')}</FieldLabel>
                  <FieldInput id={`visa-share-${i}`} type="number" min={0} max={100} step="any" inputMode="decimal" value={p.sharePct} onChange={(e) => update(i, { sharePct: Math.min(100, num(e.target.value)) })} />
                </FieldBox>
              </div>
              <div className={styles.ticks}>
                {tick(c('offPlan'), p.offPlan, (v) => update(i, { offPlan: v }))}
                {p.offPlan && tick(c('approved'), p.developerApproved, (v) => update(i, { developerApproved: v }))}
                {tick(c('mortgaged'), p.mortgaged, (v) => update(i, { mortgaged: v }))}
                {p.mortgaged && tick(c('noc'), p.bankNoc, (v) => update(i, { bankNoc: v }))}
              </div>
              {properties.length > 1 && (
                <button type="button" className={styles.remove} onClick={() => setProperties((list) => list.filter((_, j) => j !== i))}>
                  {c('remove', { n: i + 1 })}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {properties.length < 20 && (
        <button
          type="button"
          className={styles.add}
          onClick={() => {
            setProperties((list) => [...list, { ...EMPTY, valueAed: 1_000_000, sharePct: 100 }]);
            setTouched(true);
          }}
        >
          {c('add')}
        </button>
      )}

      <section aria-labelledby="visa-result-title" aria-live="polite" className={cx(styles.result, result.eligible && styles.eligible)}>
        <h3 className={cx(text.h3, styles.resultTitle)} id="visa-result-title">
          {c('result')}
        </h3>
        <p data-testid="visa-summary" className={cx(text.body, styles.summary)}>
          {say(result.summary)}
        </p>
        <ul className={styles.reasons}>
          {result.properties.map((r, i) => (
            <li key={i}>{say(r.reason)}</li>
          ))}
        </ul>
        <p className={cx(text.body, text.muted, styles.notLegal)}>{c('notLegal')}</p>
      </section>
      <div className={styles.attachRow}>
        <a
          href="#enquiry"
          className={styles.attach}
          onClick={() => {
            attachVisa({ properties });
            setAttached(true);
          }}
        >
          {c('attach')}
        </a>
        {attached && (
          <p role="status" className={text.body}>
            {c('attached')}
          </p>
        )}
      </div>
    </div>
  );
}
