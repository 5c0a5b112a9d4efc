import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InvestmentResult } from '../../src/investment';
import { useI18n } from '../i18n/I18n';
import { ScrollTable } from '../components/ScrollTable';
import { tableSx } from '../components/FactList';
import { calcText } from './texts';

/** The calculator's figures, each with a sentence saying what it means, the quarterly table and its chart. */
export function ReturnsResults({ result: r, bookingDate }: { result: InvestmentResult; bookingDate: Date }) {
  const { lang, fmt } = useI18n();
  const c = calcText(lang);
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
    <Box component="section" aria-labelledby="returns-results" sx={{ mt: 4 }}>
      <Typography variant="h3" id="returns-results" sx={{ fontSize: '1.3rem' }}>
        {c('results')}
      </Typography>
      <Box component="dl" aria-live="polite" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, mt: 2, mb: 0 }}>
        {figures.map((f) => (
          <Box key={f.key} sx={{ p: 2, border: '1px solid #e2ded3', borderRadius: 1, m: 0 }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {f.label}
            </Typography>
            <Typography component="dd" data-testid={`result-${f.key}`} sx={{ m: 0, fontSize: '1.5rem', fontWeight: 800 }}>
              {f.value}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.5 }} color="text.secondary">
              {f.text}
            </Typography>
          </Box>
        ))}
      </Box>

      <Typography variant="h3" sx={{ fontSize: '1.2rem', mt: 4, mb: 1 }} id="returns-chart-title">
        {c('chart')}
      </Typography>
      <Box component="svg" role="img" aria-labelledby="returns-chart-title" viewBox={`0 0 ${flows.length * w} 100`} preserveAspectRatio="none" sx={{ width: '100%', height: 140, display: 'block', bgcolor: '#f6f4ef' }}>
        <line x1={0} x2={flows.length * w} y1={50} y2={50} stroke="#8a8f98" strokeWidth={0.5} />
        {flows.map((f, i) => {
          const h = (Math.abs(f) / max) * 48;
          return <rect key={i} x={i * w + 1} width={w - 2} y={f >= 0 ? 50 - h : 50} height={h} fill={f >= 0 ? '#1d6b3a' : '#a3312b'} />;
        })}
      </Box>

      <Typography variant="h3" sx={{ fontSize: '1.2rem', mt: 4, mb: 1 }}>
        {c('table')}
      </Typography>
      <ScrollTable label={c('table')}>
        <Box component="table" sx={tableSx} data-testid="returns-table">
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
        </Box>
      </ScrollTable>
    </Box>
  );
}
