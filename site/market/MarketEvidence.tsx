import type { MarketEvidence as Evidence, SalesFigures } from '../../src/market/contract';
import { BEDROOM_KEYS } from '../../src/market/contract';
import { useLoaderData } from 'react-router-dom';
import type { AreaData, ProjectData } from '../../src/site-contract';
import { Section } from '../components/Section';
import { ScrollTable } from '../components/ScrollTable';
import { visuallyHidden } from '../components/VisuallyHidden';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import marketStyles from './market.module.css';
import styles from './MarketEvidence.module.css';

/**
 * "Market evidence" on an area or project page (issue 25): registered prices and rents from the DLD's open
 * data, stored after each import and rendered on the server. The trend is a picture the server drew; screen
 * readers get the same numbers as a table. Demo figures say so.
 */
export function MarketEvidence({ market, name }: { market: Evidence | null | undefined; name: string }) {
  const { t, fmt } = useI18n();
  if (!market) return null;
  const f = market.figures;
  const notEnough = t('Not enough registered deals');
  const perSqft = (n: number | null) => (n == null ? notEnough : t('{price}/sq ft', { price: fmt.price(n)! }));
  const bedLabel = (k: string) => (k === 'studio' ? t('Studio') : t('{n} BR', { n: k }));
  const sales = (label: string, s: SalesFigures) => (
    <div className={styles.sales}>
      <h3 className={cx(text.h3, styles.salesTitle)}>{label}</h3>
      <p className={cx(text.body, styles.median, s.median_aed_per_sqft != null && styles.figure)}>{perSqft(s.median_aed_per_sqft)}</p>
      <p className={cx(text.body2, text.muted)}>{t('Median price per sq ft')}</p>
      {s.p25_aed_per_sqft != null && s.p75_aed_per_sqft != null && (
        <p className={cx(text.body2, styles.range)}>
          {t('Middle half of deals: {low} to {high}', {
            low: fmt.price(s.p25_aed_per_sqft)!,
            high: fmt.price(s.p75_aed_per_sqft)!,
          })}
        </p>
      )}
      <p className={text.body2}>{t('{count, plural, one {{n} deal} other {{n} deals}} in 12 months', { count: s.deals, n: fmt.groupDigits(s.deals) })}</p>
    </div>
  );
  const c = market.comparison;
  return (
    <Section
      id="market-evidence"
      title={t('Market evidence')}
      lead={t('Registered prices and rents in {name}', { name })}
    >
      <div data-testid="market-evidence">
        {f.demo && (
          <p role="note" className={cx(text.body, marketStyles.demoNote, styles.demo)}>
            {t('Demo figures: generated for this demonstration, not registered deals.')}
          </p>
        )}
        {c && (
          <p className={cx(text.body, styles.comparison)}>
            {c.pct === 0
              ? t("Asking {price}/sq ft: in line with the area's off-plan median", {
                  price: fmt.price(c.asking_aed_per_sqft)!,
                })
              : t(
                  c.pct > 0
                    ? "Asking {price}/sq ft: {pct}% above the area's off-plan median"
                    : "Asking {price}/sq ft: {pct}% below the area's off-plan median",
                  { price: fmt.price(c.asking_aed_per_sqft)!, pct: Math.abs(c.pct) },
                )}
          </p>
        )}
        <div className={styles.salesGrid}>
          {sales(t('Off-plan'), f.sales.off_plan)}
          {sales(t('Ready'), f.sales.ready)}
        </div>
        <ScrollTable label={t('Rents and yields (12 months)')}>
          <table className={marketStyles.table}>
            <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 8 }}>
              {t('Rents and yields (12 months)')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('Bedrooms')}</th>
                <th scope="col">{t('Median annual rent')}</th>
                <th scope="col">{t('Gross yield')}</th>
                <th scope="col">{t('Contracts')}</th>
              </tr>
            </thead>
            <tbody>
              {BEDROOM_KEYS.map((k) => (
                <tr key={k}>
                  <th scope="row">{bedLabel(k)}</th>
                  <td>
                    {f.rents[k].median_annual_aed == null ? notEnough : fmt.price(f.rents[k].median_annual_aed)}
                  </td>
                  <td>{f.gross_yield_pct[k] == null ? '–' : fmt.percent(f.gross_yield_pct[k])}</td>
                  <td>{fmt.groupDigits(f.rents[k].contracts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        {market.chart && (
          <figure className={styles.trend}>
            <figcaption className={cx(text.body, styles.trendCaption)}>
              {t('Median price per sq ft by quarter, last 5 years ({scope})', {
                scope: market.chart.scope === 'project' ? name : t('the area'),
              })}
            </figcaption>
            {/* Markup the server drew from stored numbers (server/market/chart.ts): no chart code ships to the browser. */}
            <div className={styles.chart} dangerouslySetInnerHTML={{ __html: market.chart.svg }} />
            {/* Hidden in a box, not on the table: a table grows to its content whatever its width, and would widen the page. */}
            <div className={visuallyHidden}>
              <table data-testid="market-trend-table">
                <caption>
                  {t('Median price per sq ft by quarter, last 5 years ({scope})', {
                    scope: market.chart.scope === 'project' ? name : t('the area'),
                  })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Quarter')}</th>
                    <th scope="col">{t('Median price per sq ft')}</th>
                    <th scope="col">{t('Deals')}</th>
                  </tr>
                </thead>
                <tbody>
                  {market.chart.series.map((s) => (
                    <tr key={s.quarter}>
                      <th scope="row">{s.quarter}</th>
                      <td>{s.median_aed_per_sqft == null ? notEnough : fmt.price(s.median_aed_per_sqft)}</td>
                      <td>{fmt.groupDigits(s.deals)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
        <p className={cx(text.body2, text.muted, styles.source)}>
          {t('Source: Dubai Land Department open data, deals registered up to {date}', {
            date: fmt.longDate(f.as_of)!,
          })}
          {f.demo ? ` ${t('(demo figures)')}` : ''}
        </p>
      </div>
    </Section>
  );
}

/** The block of an area page, from the page's data (one line in AreaPage). */
export function AreaMarketEvidence() {
  const { area, market } = useLoaderData() as AreaData;
  return <MarketEvidence market={market} name={area.name} />;
}

/** The block of a project page, from the page's data (one line in ProjectPage). */
export function ProjectMarketEvidence() {
  const { project, market } = useLoaderData() as ProjectData;
  return <MarketEvidence market={market} name={project.title} />;
}
