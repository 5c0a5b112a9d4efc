import type { MarketFigures } from '../../src/market/contract';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The 5-year trend of the median AED per sq ft as SVG markup, drawn on the server from the stored numbers:
 * the browser gets a picture, not chart code. Quarters below the minimum sample leave a gap. Hidden from
 * screen readers, which get the table of the same numbers beside it.
 */
export function trendSvg(series: MarketFigures['series'], lang: string): string | null {
  const points = series.map((s, i) => ({ i, v: s.median_aed_per_sqft, q: s.quarter }));
  const values = points.filter((p) => p.v != null).map((p) => p.v!);
  // Fewer than half the quarters with a figure is not a trend.
  if (values.length < Math.max(2, series.length / 2)) return null;
  const W = 640;
  const H = 240;
  const left = 64;
  const right = 12;
  const top = 14;
  const bottom = 30;
  let min = Math.min(...values);
  let max = Math.max(...values);
  const pad = Math.max(50, (max - min) * 0.1);
  min = Math.max(0, Math.floor((min - pad) / 50) * 50);
  max = Math.ceil((max + pad) / 50) * 50;
  const x = (i: number) => left + (i * (W - left - right)) / Math.max(1, series.length - 1);
  const y = (v: number) => top + ((max - v) * (H - top - bottom)) / (max - min);
  const fmt = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const parts: string[] = [];
  const ticks = 4;
  for (let k = 0; k <= ticks; k++) {
    const v = min + ((max - min) * k) / ticks;
    const yy = y(v).toFixed(1);
    parts.push(`<line x1="${left}" x2="${W - right}" y1="${yy}" y2="${yy}" stroke="#e2ded3" stroke-width="1"/>`);
    parts.push(`<text x="${left - 6}" y="${yy}" dy="4" text-anchor="end" font-size="11" fill="#5b5648">${esc(fmt.format(Math.round(v)))}</text>`);
  }
  points.forEach((p) => {
    if (p.q.endsWith('Q1')) parts.push(`<text x="${x(p.i).toFixed(1)}" y="${H - 10}" text-anchor="middle" font-size="11" fill="#5b5648">${esc(p.q.slice(0, 4))}</text>`);
  });
  // One path per run of quarters with a figure: a missing quarter is a gap, not an invented line.
  let d = '';
  let open = false;
  for (const p of points) {
    if (p.v == null) {
      open = false;
      continue;
    }
    d += `${open ? 'L' : 'M'}${x(p.i).toFixed(1)} ${y(p.v).toFixed(1)}`;
    open = true;
  }
  parts.push(`<path d="${d}" fill="none" stroke="#8a6d1f" stroke-width="2.5" stroke-linejoin="round"/>`);
  for (const p of points) if (p.v != null) parts.push(`<circle cx="${x(p.i).toFixed(1)}" cy="${y(p.v).toFixed(1)}" r="3" fill="#8a6d1f"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="100%" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false" direction="ltr" style="display:block;max-width:100%;height:auto">${parts.join('')}</svg>`;
}
