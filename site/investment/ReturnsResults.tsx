import type { InvestmentResult } from '../../src/investment';
import { useI18n } from '../i18n/I18n';
import { ScrollTable } from '../components/ScrollTable';
import { calcText, type CalcTexts } from './calcTexts/en';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import table from '../components/table.module.css';
import styles from './ReturnsResults.module.css';

/** The calculator's figures, each with a sentence saying what it means, the quarterly table and its chart. */
export function ReturnsResults({ result: r, bookingDate, texts }: { result: InvestmentResult; bookingDate: Date; texts: CalcTexts | null }) {
  const { fmt } = useI18n();
  const c = calcText(texts);
  const pct = (n: number | null) => (n == null ? '—' : (fmt.percent(n) ?? ''));
  const figures: { key: string; label: string; value: string; text: string }[] = [
    { key: 'cash-before', label: c('cashBefore'), value: fmt.price(r.cashBeforeHandoverAed) ?? '', text: c('cashBeforeText') },
    { key: 'total-cash', label: c('totalCash'), value: fmt.price(r.totalCashInvestedAed) ?? '', text: c('totalCashText') },
    { key: 'gross', label: c('gross'), value: pct(r.grossYieldPct), text: c('grossText') },
    { key: 'net', label: c('net'), value: pct(r.netYieldPct), text: c('netText') },
    { key: 'coc', label: c('coc'), value: pct(r.cashOnCashPct), text: c('cocText') },
    { key: 'irr', label: c('irr'), value: pct(r.irrPct), text: r.irrPct == null ? c('noIrr') : c('irrText') },
  ];
  const quarterName = (q: number) => {
    const month = bookingDate.getUTCMonth() + (q - 1) * 3;
    const year = bookingDate.getUTCFullYear() + Math.floor(month / 12);
    return `Q${Math.floor((month % 12) / 3) + 1} ${year}`;
  };
  // The chart leaves the sale out: one bar of the whole price would flatten every other quarter.
  const flows = r.quarters.map((q, i) => (i === r.quarters.length - 1 ? q.netAed - r.saleValueAed : q.netAed));
  const max = Math.max(1, ...flows.map(Math.abs));
  const w = 8;
  return (
    <section aria-labelledby="returns-results" className={styles.results}>
      <h3 className={cx(text.h3, styles.title)} id="returns-results">
        {c('results')}
      </h3>
      <dl aria-live="polite" className={styles.figures}>
        {figures.map((f) => (
          <div key={f.key} className={styles.figure}>
            <dt className={cx(text.body, styles.label)}>{f.label}</dt>
            <dd data-testid={`result-${f.key}`} className={cx(text.body, styles.value)}>
              {f.value}
            </dd>
            <dd className={cx(text.body, text.muted, styles.meaning)}>{f.text}</dd>
          </div>
        ))}
      </dl>

      <h3 className={cx(text.h3, styles.subtitle)} id="returns-chart-title">
        {c('chart')}
      </h3>
      <svg role="img" aria-labelledby="returns-chart-title" viewBox={`0 0 ${flows.length * w} 100`} preserveAspectRatio="none" className={styles.chart}>
        <line x1={0} x2={flows.length * w} y1={50} y2={50} stroke="#8a8f98" strokeWidth={0.5} />
        {flows.map((f, i) => {
          const h = (Math.abs(f) / max) * 48;
          return <rect key={i} x={i * w + 1} width={w - 2} y={f >= 0 ? 50 - h : 50} height={h} fill={f >= 0 ? '#1d6b3a' : '#a3312b'} />;
        })}
      </svg>

      {/* The quarter-by-quarter table is the calculation's detail, folded until asked for (decision 051): on a phone
          it was 3,100 px of the project page and a sixth of its elements, which a closed <details> does not lay out.
          Its figures are in the page's HTML all the same (search engines, find in page). */}
      <details className={styles.quarters} data-testid="returns-quarters">
        <summary>
          <h3 className={cx(text.h3, styles.quartersTitle)}>{c('table')}</h3>
        </summary>
        <ScrollTable label={c('table')}>
          <table className={table.table} data-testid="returns-table">
            <caption style={{ textAlign: 'start', paddingBottom: 8 }}>{c('tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{c('quarter')}</th>
                <th scope="col">{c('out')}</th>
                <th scope="col">{c('in')}</th>
                <th scope="col">{c('netFlow')}</th>
              </tr>
            </thead>
            <tbody>
              {r.quarters.map((q) => (
                <tr key={q.quarter}>
                  <th scope="row" style={{ background: 'none', fontWeight: 600 }}>
                    {quarterName(q.quarter)}
                  </th>
                  <td>{fmt.aed(q.paidAed)}</td>
                  <td>{fmt.aed(q.receivedAed)}</td>
                  <td>{fmt.aed(q.netAed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </details>
    </section>
  );
}
