import { Link, useLoaderData } from 'react-router-dom';
import type { MarketPageData, MarketSort } from '../../src/market/contract';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { ScrollTable } from '../components/ScrollTable';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import marketStyles from './market.module.css';
import styles from './MarketPage.module.css';

/**
 * /market (and /ar, /ru, /zh): our areas ranked by registered-deal figures, sortable by links (a sort is a
 * URL people can share, and works before any script has loaded).
 */
export function MarketPage() {
  const { t, fmt } = useI18n();
  const data = useLoaderData() as MarketPageData;
  const none = '–';
  const sortLink = (sort: MarketSort, label: string) =>
    data.sort === sort ? (
      <span aria-current="true">{label} ▼</span>
    ) : (
      <Link to={sort === 'price' ? '/market' : `/market?sort=${sort}`} preventScrollReset>
        {label}
      </Link>
    );
  const ariaSort = (sort: MarketSort) => (data.sort === sort ? ('descending' as const) : undefined);
  return (
    <article>
      <PageHero title={t('Dubai areas by registered deals')} subtitle={t('Median prices, rents and yields from the deals registered with the Dubai Land Department over the last 12 months.')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Market Data') }]} />
      <Container className={styles.body}>
        {data.demo && (
          <p role="note" className={cx(text.body, marketStyles.demoNote, styles.demo)}>
            {t('Demo figures: generated for this demonstration, not registered deals.')}
          </p>
        )}
        {data.rows.length === 0 ? (
          <p className={text.body}>{t('No registered-deal figures yet.')}</p>
        ) : (
          <ScrollTable label={t('Dubai areas by registered deals')}>
            <table className={marketStyles.table} data-testid="market-ranking">
              <thead>
                <tr>
                  <th scope="col">{t('Area')}</th>
                  <th scope="col" aria-sort={ariaSort('price')}>
                    {sortLink('price', t('Off-plan median per sq ft'))}
                  </th>
                  <th scope="col">{t('Ready median per sq ft')}</th>
                  <th scope="col" aria-sort={ariaSort('yield')}>
                    {sortLink('yield', t('Gross yield, 1 bedroom'))}
                  </th>
                  <th scope="col" aria-sort={ariaSort('deals')}>
                    {sortLink('deals', t('Deals (12 months)'))}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.slug}>
                    <th scope="row">
                      <Link to={`/area/${r.slug}`}>{r.name}</Link>
                    </th>
                    <td>{r.off_plan_median == null ? none : fmt.price(r.off_plan_median)}</td>
                    <td>{r.ready_median == null ? none : fmt.price(r.ready_median)}</td>
                    <td>{r.yield_1br == null ? none : fmt.percent(r.yield_1br)}</td>
                    <td>{fmt.groupDigits(r.deals)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
        <p className={cx(text.body2, text.muted, styles.source)}>
          {data.as_of ? t('Source: Dubai Land Department open data, deals registered up to {date}', { date: fmt.longDate(data.as_of)! }) : null}
          {data.demo ? ` ${t('(demo figures)')}` : ''}
        </p>
        <p className={cx(text.body2, text.muted, styles.method)}>
          {t(
            'Sales only (no mortgages or gifts), residential units; portfolio deals, bulk rent contracts and villa rents left out, and so are the 1% lowest and the 1% highest prices per sq ft of each area; a figure needs at least {count, plural, one {{n} deal} other {{n} deals}}.',
            { count: data.min_deals, n: fmt.groupDigits(data.min_deals) },
          )}
        </p>
      </Container>
    </article>
  );
}
