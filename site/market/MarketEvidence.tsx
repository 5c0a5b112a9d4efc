import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MarketEvidence as Evidence, SalesFigures } from '../../src/market/contract';
import { BEDROOM_KEYS } from '../../src/market/contract';
import { useLoaderData } from 'react-router-dom';
import type { AreaData, ProjectData } from '../../src/site-contract';
import { Section } from '../components/Section';
import { ScrollTable } from '../components/ScrollTable';
import { visuallyHiddenSx } from '../components/VisuallyHidden';
import { useI18n } from '../i18n/I18n';
import { marketTableSx } from './tableSx';

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
    <Box sx={{ p: 2, border: '1px solid #e2ded3', borderRadius: 1, minWidth: 0 }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: s.median_aed_per_sqft == null ? '1rem' : '1.4rem', fontWeight: 700 }}>{perSqft(s.median_aed_per_sqft)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Median price per sq ft')}
      </Typography>
      {s.p25_aed_per_sqft != null && s.p75_aed_per_sqft != null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('Middle half of deals: {low} to {high}', {
            low: fmt.price(s.p25_aed_per_sqft)!,
            high: fmt.price(s.p75_aed_per_sqft)!,
          })}
        </Typography>
      )}
      <Typography variant="body2">{t('{count, plural, one {{n} deal} other {{n} deals}} in 12 months', { count: s.deals, n: fmt.groupDigits(s.deals) })}</Typography>
    </Box>
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
          <Typography
            role="note"
            sx={{ mb: 2, p: 1.5, bgcolor: '#fff4d6', border: '1px solid #e0c97a', borderRadius: 1 }}
          >
            {t('Demo figures: generated for this demonstration, not registered deals.')}
          </Typography>
        )}
        {c && (
          <Typography sx={{ mb: 2, fontWeight: 600 }}>
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
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
          {sales(t('Off-plan'), f.sales.off_plan)}
          {sales(t('Ready'), f.sales.ready)}
        </Box>
        <ScrollTable label={t('Rents and yields (12 months)')}>
          <Box component="table" sx={marketTableSx}>
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
          </Box>
        </ScrollTable>
        {market.chart && (
          <Box component="figure" sx={{ m: 0, mt: 4 }}>
            <Typography component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
              {t('Median price per sq ft by quarter, last 5 years ({scope})', {
                scope: market.chart.scope === 'project' ? name : t('the area'),
              })}
            </Typography>
            {/* Markup the server drew from stored numbers (server/market/chart.ts): no chart code ships to the browser. */}
            <Box
              sx={{ width: '100%', maxWidth: 720 }}
              dangerouslySetInnerHTML={{ __html: market.chart.svg }}
            />
            {/* Hidden in a box, not on the table: a table grows to its content whatever its width, and would widen the page. */}
            <Box sx={visuallyHiddenSx}>
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
            </Box>
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('Source: Dubai Land Department open data, deals registered up to {date}', {
            date: fmt.longDate(f.as_of)!,
          })}
          {f.demo ? ` ${t('(demo figures)')}` : ''}
        </Typography>
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
