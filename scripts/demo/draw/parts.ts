/** Building blocks shared by the photo-like scenes: sky, glazing, towers, palms. */
import { type Palette } from '../lib';
import { el, lighten, mix } from './svg';

export const W = 1600;
export const H = 1000;

export type R = () => number;

export function nightPalette(p: Palette): Palette {
  return { ...p, sky: [mix(p.sky[0], '#050816', 0.7), mix(p.sky[1], '#1b1740', 0.65)], glass: '#ffd58a', water: mix(p.water, '#050816', 0.6), ground: mix(p.ground, '#050816', 0.6) };
}

export function skyAndSun(p: Palette, r: R, night: boolean, horizon: number): string {
  const sunX = 180 + r() * 1240;
  const parts = [el('rect', { width: W, height: horizon + 5, fill: 'url(#sky)' })];
  if (night) {
    for (let i = 0; i < 70; i++) parts.push(el('circle', { cx: r() * W, cy: r() * horizon * 0.6, r: 0.8 + r() * 1.6, fill: '#ffffff', opacity: 0.35 + r() * 0.5 }));
    parts.push(el('circle', { cx: sunX, cy: 150, r: 38, fill: '#f4f1de', opacity: 0.9 }));
  } else {
    parts.push(el('circle', { cx: sunX, cy: horizon - 230, r: 240, fill: 'url(#glow)' }));
    parts.push(el('circle', { cx: sunX, cy: horizon - 230, r: 62, fill: lighten(p.sky[1], 0.6), opacity: 0.9 }));
  }
  return parts.join('');
}

/** Ribbon glazing, one band per floor; at night some bays are lit. Bands compress far better than single windows. */
export function windows(x: number, y: number, w: number, h: number, p: Palette, r: R, night: boolean): string {
  const floors = Math.floor(h / 24);
  let d = '';
  for (let f = 1; f < floors; f++) {
    const fy = Math.round(y + f * 24);
    if (night) {
      let cx = x + 6;
      while (cx < x + w - 12) {
        const seg = Math.min(x + w - 6 - cx, 20 + Math.floor(r() * 50));
        if (r() < 0.5) d += `M${Math.round(cx)} ${fy}h${seg}v10h-${seg}z`;
        cx += seg + 6;
      }
    } else d += `M${Math.round(x + 6)} ${fy}h${Math.max(4, Math.round(w - 12))}v9h-${Math.max(4, Math.round(w - 12))}z`;
  }
  return d ? el('path', { d, fill: p.glass, opacity: night ? 0.85 : 0.4 }) : '';
}

export function tower(x: number, w: number, h: number, base: number, fill: string, p: Palette, r: R, night: boolean, withWindows: boolean): string {
  return el('rect', { x, y: base - h, width: w, height: h, fill }) + (withWindows ? windows(x, base - h, w, h, p, r, night) : '');
}

export function heroTower(kind: string, x: number, base: number, p: Palette, r: R, night: boolean): string {
  const body = 'url(#hero)';
  const h = 560 + r() * 120;
  const w = 150;
  switch (kind) {
    case 'spire':
      return (
        el('rect', { x, y: base - h, width: w, height: h, fill: body }) +
        el('path', { d: `M${x} ${base - h}L${x + w / 2} ${base - h - 150}L${x + w} ${base - h}z`, fill: body }) +
        el('rect', { x: x + w / 2 - 3, y: base - h - 240, width: 6, height: 100, fill: p.dark }) +
        windows(x, base - h, w, h, p, r, night)
      );
    case 'curve':
      return el('path', { d: `M${x} ${base}V${base - h + 60}Q${x + 20} ${base - h - 40} ${x + w + 40} ${base - h - 20}V${base}z`, fill: body }) + windows(x + 6, base - h + 40, w + 20, h - 40, p, r, night);
    case 'stepped':
      return [0, 1, 2, 3]
        .map((i) => {
          const sw = w + 120 - i * 40;
          const sh = h * (1 - i * 0.22);
          return el('rect', { x: x - 60 + i * 20, y: base - sh, width: sw, height: sh, fill: i % 2 ? mix(p.accent, p.dark, 0.35) : body });
        })
        .join('') + windows(x, base - h, w, h, p, r, night);
    case 'twin':
      return (
        el('rect', { x: x - 40, y: base - h, width: 110, height: h, fill: body }) +
        el('rect', { x: x + 130, y: base - h * 0.93, width: 110, height: h * 0.93, fill: body }) +
        el('rect', { x: x + 70, y: base - h * 0.8, width: 60, height: 34, fill: p.accent }) +
        windows(x - 40, base - h, 110, h, p, r, night) +
        windows(x + 130, base - h * 0.93, 110, h * 0.93, p, r, night)
      );
    default: {
      const sw = 300;
      const sh = h * 0.72;
      let stripes = '';
      for (let y = base - sh + 30; y < base - 20; y += 34) stripes += `M${x - 70} ${Math.round(y)}h${sw}v5h-${sw}z`;
      return el('rect', { x: x - 70, y: base - sh, width: sw, height: sh, fill: body }) + el('path', { d: stripes, fill: lighten(p.accent, 0.5), opacity: 0.7 }) + windows(x - 70, base - sh, sw, sh, p, r, night);
    }
  }
}

export function palm(x: number, base: number, size: number, trunk: string, leaf: string): string {
  const top = base - size;
  const lean = size * 0.15;
  let fronds = '';
  for (let i = 0; i < 7; i++) {
    const a = (-160 + i * 24) * (Math.PI / 180);
    const len = size * 0.55;
    const ex = x + lean + Math.cos(a) * len;
    const ey = top + Math.sin(a) * len * 0.6 + len * 0.25;
    fronds += el('path', { d: `M${x + lean} ${top}Q${(x + lean + ex) / 2} ${top - len * 0.35} ${ex} ${ey}`, stroke: leaf, 'stroke-width': size * 0.07, fill: 'none', 'stroke-linecap': 'round' });
  }
  return el('path', { d: `M${x} ${base}Q${x + lean * 0.2} ${base - size * 0.5} ${x + lean} ${top}`, stroke: trunk, 'stroke-width': size * 0.06, fill: 'none' }) + fronds;
}
