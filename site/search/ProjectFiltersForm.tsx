import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProjectListData } from '../../src/site-contract';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '../../src/constants';
import {
  BEDROOM_CHOICES, bedroomLabel, hasActiveFilters, PAYMENT_PLAN_CHOICES, PAYMENT_PLAN_LABELS, parseProjectFilters, PROJECT_SORTS, PROJECT_SORT_LABELS,
  projectFiltersToQuery,
} from '../../src/search/projectFilters';
import { FieldBox, FieldInput, FieldLabel, FieldSelect, SubmitButton } from '../forms/fields';
import { forgetProjectFilters } from './rememberedFilters';
import { useI18n } from '../i18n/I18n';
import { localizedPath, type Language } from '../../src/i18n/languages';
import { getSiteData } from '../api/public';
// Investor math (issue 26): price bounds typed in the visitor's currency, searched in AED.
import { fromAed, PRICE_CURRENCY_PARAM, pricesToAed } from '../../src/currency';
import styles from './ProjectFiltersForm.module.css';

const ANY = 'Any' as const;

/**
 * The project search form: a plain GET form to /project (works without JavaScript: the server renders the
 * filtered list); with JavaScript it navigates to a clean URL (no empty fields, page 1) on submit.
 */
export function ProjectFiltersForm({ data, onApplied }: { data: ProjectListData; onApplied?: () => void }) {
  const navigate = useNavigate();
  const count = useResultCount(data.total);
  const { lang, t, tx, currency } = useI18n();
  const f = data.filters ?? {};
  // In another currency the price fields show and take that currency; the search (and its URL) stays in AED.
  const shownPrice = (aed: number | undefined) => (aed === undefined || !currency ? aed : fromAed(aed, currency.aedPerUnit));
  const o = data.options;
  const active = hasActiveFilters(f) || (f.sort !== undefined && f.sort !== 'featured');
  /** The search a filled form asks for, in AED (the typed prices converted), always from its first page. */
  const queryOf = (formEl: HTMLFormElement) => {
    const form = new URLSearchParams();
    new FormData(formEl).forEach((v, k) => form.append(k, String(v)));
    const shown = (aed: number | undefined) => (aed === undefined ? undefined : { shown: shownPrice(aed)!, aed });
    const inAed = currency ? pricesToAed(form, currency.aedPerUnit, { min_price: shown(f.min_price), max_price: shown(f.max_price) }) : form;
    const { filters } = parseProjectFilters(inAed);
    delete filters.page; // a new search starts at its first page
    return projectFiltersToQuery(filters);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApplied?.();
    // The results, not the top of the page, come into view (site/useNavigationFocus.ts reads `focus`).
    void navigate(`/project${queryOf(e.currentTarget)}`, { state: { focus: 'project-results' } });
  };
  const select = (name: string, label: string, value: string | number | undefined, options: [string, string][]) => (
    <FieldBox>
      <FieldLabel htmlFor={`filter-${name}`}>{tx(label)}</FieldLabel>
      <FieldSelect id={`filter-${name}`} name={name} defaultValue={value === undefined ? '' : String(value)}>
        {name !== 'sort' && <option value="">{t(ANY)}</option>}
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {tx(l)}
          </option>
        ))}
      </FieldSelect>
    </FieldBox>
  );
  return (
    <form
      method="get"
      action={localizedPath(lang, '/project')}
      role="search"
      aria-label={t('Filter projects')}
      onSubmit={onSubmit}
      // The count on the button follows every choice (issue 39 item 7), asked of the list's own answer.
      onChange={(e) => count.ask(queryOf(e.currentTarget), lang)}
      // Re-mounts with the URL so every field shows the search in effect (back/forward included).
      key={projectFiltersToQuery(f)}
      className={styles.form}
    >
      <div className={styles.fields}>
        <FieldBox style={{ gridColumn: '1 / -1' }}>
          <FieldLabel htmlFor="filter-q">{t('Keyword')}</FieldLabel>
          <FieldInput id="filter-q" name="q" type="search" defaultValue={f.q ?? ''} maxLength={100} placeholder={t('Project, area or developer name')} />
        </FieldBox>
        {select('area', 'Area', f.area, o.areas.map((a) => [a.slug, a.name]))}
        {select('developer', 'Developer', f.developer, o.developers.map((a) => [a.slug, a.name]))}
        {select('type', 'Property type', f.type, o.propertyTypes.map((a) => [a.slug, a.name]))}
        {select('beds', 'Bedrooms', f.beds, BEDROOM_CHOICES.map((b) => [String(b), bedroomLabel(b)]))}
        <FieldBox>
          <FieldLabel htmlFor="filter-min_price">{currency ? t('Min price ({code})', { code: currency.code }) : t('Min price (AED)')}</FieldLabel>
          <FieldInput id="filter-min_price" name="min_price" inputMode="numeric" defaultValue={shownPrice(f.min_price) ?? ''} autoComplete="off" aria-describedby={currency ? 'filter-price-currency' : undefined} />
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor="filter-max_price">{currency ? t('Max price ({code})', { code: currency.code }) : t('Max price (AED)')}</FieldLabel>
          <FieldInput id="filter-max_price" name="max_price" inputMode="numeric" defaultValue={shownPrice(f.max_price) ?? ''} autoComplete="off" aria-describedby={currency ? 'filter-price-currency' : undefined} />
        </FieldBox>
        {currency && (
          <p id="filter-price-currency" className={styles.currencyNote}>
            {/* Without the script the server converts: the hidden field says which currency was typed. */}
            <input type="hidden" name={PRICE_CURRENCY_PARAM} value={currency.code} />
            {t('Prices typed in {code} are converted to AED: the search is made in AED.', { code: currency.code })}
          </p>
        )}
        {select('status', 'Status', f.status, PROJECT_STATUSES.map((s) => [s, PROJECT_STATUS_LABELS[s]]))}
        {select('handover', 'Handover year', f.handover, o.handoverYears.map((y) => [String(y), String(y)]))}
        {select('plan', 'Payment plan', f.plan, PAYMENT_PLAN_CHOICES.map((p) => [p, PAYMENT_PLAN_LABELS[p]]))}
        {/* Issue 39 item 5: projects with a unit that qualifies for the Golden Visa on its own. */}
        <FieldBox style={{ flexDirection: 'row', alignItems: 'center', gap: 8, minHeight: 44 }}>
          <input id="filter-visa" name="visa" type="checkbox" value="1" defaultChecked={!!f.visa} style={{ width: 22, height: 22 }} />
          <FieldLabel htmlFor="filter-visa">{t('Qualifies for the Golden Visa')}</FieldLabel>
        </FieldBox>
        {select('sort', 'Sort by', f.sort ?? 'featured', PROJECT_SORTS.map((s) => [s, PROJECT_SORT_LABELS[s]]))}
      </div>
      <div className={styles.actions}>
        <SubmitButton type="submit" data-testid="show-projects" aria-live="polite">
          {count.value === null ? t('Show projects') : t('Show {count, plural, one {{n} project} other {{n} projects}}', { count: count.value, n: count.value })}
        </SubmitButton>
        {active && (
          <Link to="/project" onClick={forgetProjectFilters} className={styles.clear}>
            {t('Clear filters')}
          </Link>
        )}
      </div>
    </form>
  );
}

/** The number of projects the form's current choices find: the list page's total, then each change's answer. */
function useResultCount(initial: number) {
  const [value, setValue] = useState<number | null>(initial);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; abort: AbortController } | null>(null);
  const cancel = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.abort.abort();
  };
  useEffect(() => cancel, []);
  const ask = (query: string, lang: Language) => {
    cancel();
    const abort = new AbortController();
    // A short pause: typing a price asks once, not per digit.
    const timer = setTimeout(() => {
      const sep = query ? '&' : '?';
      getSiteData<ProjectListData>(`/api/site/projects${query}${lang === 'en' ? '' : `${sep}lang=${lang}`}`, abort.signal).then(
        (d) => !abort.signal.aborted && setValue(d.total),
        () => !abort.signal.aborted && setValue(null), // a bad value or no answer: the button says "Show projects"
      );
    }, 250);
    pending.current = { timer, abort };
  };
  return { value, ask };
}
