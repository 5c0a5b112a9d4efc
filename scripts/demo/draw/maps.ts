/** Aerial district plans and market charts (1600 x 1000). */
import { rng, type Scene } from '../lib';
import { el, lighten, linear, mix, svg } from './svg';
import { H, W } from './parts';

export function aerial(s: Extract<Scene, { type: 'aerial' }>): string {
  const r = rng(s.seed);
  const p = s.palette;
  const parts = [el('rect', { width: W, height: H, fill: p.ground })];
  const water = s.water ?? 'none';
  const waterFill = p.water;
  if (water === 'coast' || water === 'palm') parts.push(el('path', { d: `M0 0H${W}V180Q1200 260 900 200T300 240T0 200z`, fill: waterFill }));
  if (water === 'palm') {
    parts.push(el('rect', { x: 770, y: 120, width: 60, height: 200, fill: p.ground }));
    for (let i = 0; i < 8; i++) parts.push(el('path', { d: `M800 ${130 + i * 12}L${560 + i * 60} 40`, stroke: p.ground, 'stroke-width': 16 }));
    parts.push(el('path', { d: 'M480 70Q800 -60 1120 70', stroke: p.ground, 'stroke-width': 18, fill: 'none' }));
  }
  if (water === 'creek') parts.push(el('path', { d: 'M0 520C300 420 500 700 800 560S1300 380 1600 480V600C1300 520 1100 720 800 680S300 560 0 640z', fill: waterFill }));
  if (water === 'lake') for (let i = 0; i < 4; i++) parts.push(el('ellipse', { cx: 250 + i * 380, cy: 520 + (i % 2) * 160, rx: 130, ry: 80, fill: waterFill }));
  // Road grid and building blocks.
  const road = lighten(p.ground, 0.55);
  const startY = water === 'coast' || water === 'palm' ? 260 : 40;
  const cols = 9;
  const rows = 6;
  const cw = W / cols;
  const rh = (H - startY) / rows;
  let roads = '';
  for (let c = 0; c <= cols; c++) roads += `M${Math.round(c * cw)} ${startY}V${H}`;
  for (let row = 0; row <= rows; row++) roads += `M0 ${Math.round(startY + row * rh)}H${W}`;
  const tints = [p.dark, mix(p.dark, p.glass, 0.5), lighten(p.ground, 0.3), mix(p.accent, p.ground, 0.4), '#ffffff'];
  for (let c = 0; c < cols; c++)
    for (let row = 0; row < rows; row++) {
      const x0 = c * cw + 14;
      const y0 = startY + row * rh + 14;
      if (r() < 0.16) {
        parts.push(el('rect', { x: x0, y: y0, width: cw - 28, height: rh - 28, rx: 18, fill: mix('#6a994e', p.ground, 0.25) }));
        parts.push(el('circle', { cx: x0 + (cw - 28) / 2, cy: y0 + (rh - 28) / 2, r: Math.min(cw, rh) / 5, fill: mix('#386641', p.ground, 0.2) }));
        continue;
      }
      const n = 1 + Math.floor(r() * 3);
      for (let k = 0; k < n; k++) {
        const bw = (cw - 28) / n - 8;
        parts.push(el('rect', { x: x0 + k * (bw + 8), y: y0 + r() * 10, width: bw, height: rh - 38 - r() * 20, fill: tints[Math.floor(r() * tints.length)], opacity: 0.9 }));
      }
    }
  parts.push(el('path', { d: roads, stroke: road, 'stroke-width': 10 }));
  parts.push(el('path', { d: `M0 ${H - 120}L${W} ${startY + 60}`, stroke: lighten(p.ground, 0.7), 'stroke-width': 26 }));
  return svg(W, H, parts.join(''));
}

export function chart(s: Extract<Scene, { type: 'chart' }>): string {
  const r = rng(s.seed);
  const p = s.palette;
  const defs = el('defs', {}, linear('bg', [[0, p.sky[0]], [1, mix(p.sky[0], p.sky[1], 0.5)]]) + linear('bar', [[0, p.accent], [1, mix(p.accent, p.sky[0], 0.5)]]));
  const parts = [defs, el('rect', { width: W, height: H, fill: 'url(#bg)' })];
  let grid = '';
  for (let y = 200; y <= 800; y += 100) grid += `M140 ${y}H1480`;
  parts.push(el('path', { d: grid, stroke: '#ffffff', opacity: 0.15, 'stroke-width': 2 }));
  const n = 10;
  const pts: [number, number][] = [];
  let level = 0.3 + r() * 0.1;
  for (let i = 0; i < n; i++) {
    level = Math.min(0.95, level + (s.trend === 'steady' ? (r() - 0.45) * 0.08 : 0.03 + r() * 0.07));
    const x = 180 + i * 128;
    const h = level * 560;
    parts.push(el('rect', { x, y: 800 - h, width: 76, height: h, rx: 6, fill: 'url(#bar)' }));
    pts.push([x + 38, 800 - h - 40 - r() * 30]);
  }
  parts.push(el('path', { d: `M${pts.map(([x, y]) => `${x} ${Math.round(y)}`).join('L')}`, fill: 'none', stroke: p.glass, 'stroke-width': 8, 'stroke-linejoin': 'round' }));
  for (const [x, y] of pts) parts.push(el('circle', { cx: x, cy: y, r: 12, fill: p.glass }));
  let x = 0;
  const sil = mix(p.dark, p.sky[0], 0.3);
  while (x < W) {
    const w = 40 + r() * 70;
    const h = 60 + r() * 120;
    parts.push(el('rect', { x, y: H - h, width: w, height: h, fill: sil, opacity: 0.8 }));
    x += w + 6;
  }
  return svg(W, H, parts.join(''));
}
