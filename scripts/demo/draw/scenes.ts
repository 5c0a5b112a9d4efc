/** Photo-like illustrations (1600 x 1000): skylines, villas, interiors, pool decks, aerial plans, charts. */
import { rng, type Palette, type Scene } from '../lib';
import { darken, el, lighten, linear, mix, svg } from './svg';

const W = 1600;
const H = 1000;

type R = () => number;

function nightPalette(p: Palette): Palette {
  return { ...p, sky: [mix(p.sky[0], '#050816', 0.7), mix(p.sky[1], '#1b1740', 0.65)], glass: '#ffd58a', water: mix(p.water, '#050816', 0.6), ground: mix(p.ground, '#050816', 0.6) };
}

function skyAndSun(p: Palette, r: R, night: boolean, horizon: number): string {
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
function windows(x: number, y: number, w: number, h: number, p: Palette, r: R, night: boolean): string {
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

function tower(x: number, w: number, h: number, base: number, fill: string, p: Palette, r: R, night: boolean, withWindows: boolean): string {
  return el('rect', { x, y: base - h, width: w, height: h, fill }) + (withWindows ? windows(x, base - h, w, h, p, r, night) : '');
}

function heroTower(kind: string, x: number, base: number, p: Palette, r: R, night: boolean): string {
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

function palm(x: number, base: number, size: number, trunk: string, leaf: string): string {
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

function skyline(s: Extract<Scene, { type: 'skyline' }>): string {
  const r = rng(s.seed);
  const night = Boolean(s.night);
  const p = night ? nightPalette(s.palette) : s.palette;
  const horizon = s.water ? 760 : 800;
  const defs = el(
    'defs',
    {},
    linear('sky', [[0, p.sky[0]], [1, p.sky[1]]]) +
      linear('water', [[0, p.water], [1, darken(p.water, 0.45)]]) +
      linear('hero', [[0, lighten(p.accent, 0.15)], [1, mix(p.accent, p.dark, 0.55)]]) +
      el('radialGradient', { id: 'glow' }, el('stop', { offset: 0, 'stop-color': lighten(p.sky[1], 0.5), 'stop-opacity': 0.8 }) + el('stop', { offset: 1, 'stop-color': p.sky[1], 'stop-opacity': 0 })),
  );
  const parts = [defs, skyAndSun(p, r, night, horizon)];
  const far = mix(p.dark, p.sky[1], 0.6);
  let x = -20;
  while (x < W) {
    const w = 40 + r() * 70;
    parts.push(el('rect', { x, y: horizon - (90 + r() * 220), width: w, height: 400, fill: far }));
    x += w + r() * 10;
  }
  const mid = mix(p.dark, p.sky[1], 0.3);
  const heroX = 560 + r() * 380;
  x = -30;
  while (x < W) {
    const w = 60 + r() * 80;
    if (Math.abs(x + w / 2 - heroX - 75) > 170) parts.push(tower(x, w, 180 + r() * 330, horizon, mid, p, r, night, true));
    x += w + 20 + r() * 60;
  }
  parts.push(heroTower(s.hero ?? 'spire', heroX, horizon, p, r, night));
  // A dark near row at both edges frames the picture.
  for (const side of [0, 1]) {
    for (let i = 0; i < 2; i++) {
      const w = 90 + r() * 60;
      const nx = side === 0 ? i * 120 - 20 : W - (i + 1) * 140;
      parts.push(tower(nx, w, 320 + r() * 260, horizon + 10, p.dark, p, r, night, true));
    }
  }
  if (s.water) {
    parts.push(el('rect', { y: horizon, width: W, height: H - horizon, fill: 'url(#water)' }));
    let shimmer = '';
    for (let i = 0; i < 60; i++) shimmer += `M${Math.round(r() * W)} ${Math.round(horizon + 10 + r() * (H - horizon - 20))}h${Math.round(30 + r() * 120)}v3h-${Math.round(30 + r() * 120)}z`;
    parts.push(el('path', { d: shimmer, fill: lighten(p.sky[1], 0.4), opacity: 0.35 }));
    parts.push(el('rect', { x: heroX - 10, y: horizon + 8, width: 170, height: 200, fill: p.accent, opacity: 0.18 }));
  } else {
    parts.push(el('rect', { y: horizon, width: W, height: H - horizon, fill: p.ground }));
    parts.push(el('rect', { y: horizon + 70, width: W, height: 46, fill: darken(p.ground, 0.45) }));
    parts.push(el('path', { d: `M0 ${horizon + 91}H${W}`, stroke: '#f1f1f1', 'stroke-width': 3, 'stroke-dasharray': '40 30' }));
    for (let i = 0; i < 7; i++) parts.push(palm(80 + i * 240 + r() * 60, horizon + 190, 150 + r() * 40, darken(p.ground, 0.5), mix(p.dark, '#2d6a4f', 0.6)));
  }
  return svg(W, H, parts.join(''));
}

function villas(s: Extract<Scene, { type: 'villas' }>): string {
  const r = rng(s.seed);
  const p = s.palette;
  const horizon = 640;
  const lawn = mix(p.ground, '#6a994e', 0.35);
  const defs = el('defs', {}, linear('sky', [[0, p.sky[0]], [1, p.sky[1]]]) + linear('glass', [[0, lighten(p.glass, 0.3)], [1, mix(p.glass, p.dark, 0.5)]]) + linear('pool', [[0, lighten(p.water, 0.3)], [1, p.water]]) + el('radialGradient', { id: 'glow' }, el('stop', { offset: 0, 'stop-color': '#fff8e1', 'stop-opacity': 0.8 }) + el('stop', { offset: 1, 'stop-color': p.sky[1], 'stop-opacity': 0 })));
  const parts = [defs, skyAndSun(p, r, false, horizon)];
  for (let i = 0; i < 14; i++) parts.push(palm(r() * W, horizon + 10, 90 + r() * 60, mix(p.dark, p.sky[1], 0.5), mix(p.dark, p.sky[1], 0.5)));
  parts.push(el('rect', { y: horizon, width: W, height: H - horizon, fill: lawn }));
  const wall = lighten(p.ground, 0.75);
  const villa = (x: number, y: number, scale: number) => {
    const w = 520 * scale;
    const h = 200 * scale;
    return [
      el('rect', { x, y: y - h, width: w, height: h, fill: wall }),
      el('rect', { x: x + w * 0.35, y: y - h * 1.9, width: w * 0.6, height: h * 0.9, fill: wall }),
      el('rect', { x: x - 20 * scale, y: y - h - 14 * scale, width: w + 40 * scale, height: 16 * scale, fill: p.dark }),
      el('rect', { x: x + w * 0.3, y: y - h * 1.9 - 14 * scale, width: w * 0.72, height: 16 * scale, fill: p.dark }),
      el('rect', { x: x + 30 * scale, y: y - h * 0.8, width: w * 0.5, height: h * 0.8, fill: 'url(#glass)' }),
      el('rect', { x: x + w * 0.42, y: y - h * 1.75, width: w * 0.45, height: h * 0.6, fill: 'url(#glass)' }),
      el('rect', { x: x + w * 0.62, y: y - h * 0.8, width: w * 0.3, height: h * 0.8, fill: mix(p.accent, wall, 0.5) }),
    ].join('');
  };
  parts.push(villa(90, horizon + 40, 0.7), villa(1060, horizon + 30, 0.65), villa(470, horizon + 170, 1));
  parts.push(el('path', { d: `M300 ${H}L420 ${horizon + 220}H1250L1400 ${H}z`, fill: lighten(p.ground, 0.4) }));
  parts.push(el('path', { d: `M420 ${H - 30}L500 ${horizon + 250}H1170L1260 ${H - 30}z`, fill: 'url(#pool)' }));
  let ripples = '';
  for (let i = 0; i < 20; i++) ripples += `M${Math.round(520 + r() * 620)} ${Math.round(horizon + 270 + r() * 80)}h${Math.round(20 + r() * 60)}v3h-${Math.round(20 + r() * 60)}z`;
  parts.push(el('path', { d: ripples, fill: '#ffffff', opacity: 0.5 }));
  parts.push(palm(200, H - 20, 330, darken(p.ground, 0.45), mix('#2d6a4f', p.dark, 0.3)), palm(1420, H, 360, darken(p.ground, 0.45), mix('#2d6a4f', p.dark, 0.2)));
  return svg(W, H, parts.join(''));
}

function interior(s: Extract<Scene, { type: 'interior' }>): string {
  const r = rng(s.seed);
  const p = s.palette;
  const wall = lighten(p.ground, 0.7);
  const floor = darken(p.ground, 0.15);
  const defs = el('defs', {}, linear('sky', [[0, p.sky[0]], [1, p.sky[1]]]) + linear('floor', [[0, floor], [1, darken(floor, 0.3)]]) + linear('light', [[0, '#ffffff', 0.35], [1, '#ffffff', 0]]));
  const parts = [defs, el('rect', { width: W, height: H, fill: wall }), el('path', { d: `M0 ${H}L0 760L${W} 760L${W} ${H}z`, fill: 'url(#floor)' })];
  // Window wall with a view of the city.
  parts.push(el('rect', { x: 620, y: 90, width: 900, height: 600, fill: 'url(#sky)' }));
  let x = 630;
  while (x < 1510) {
    const w = 30 + r() * 50;
    const h = 80 + r() * 300;
    parts.push(el('rect', { x, y: 690 - h, width: Math.min(w, 1510 - x), height: h, fill: mix(p.dark, p.sky[1], 0.35) }));
    x += w + 8;
  }
  parts.push(el('path', { d: 'M620 90h900v600h-900zM920 90v600M1220 90v600', fill: 'none', stroke: darken(wall, 0.55), 'stroke-width': 12 }));
  parts.push(el('path', { d: 'M620 690L420 1000H1000L1220 690z', fill: 'url(#light)' }));
  // Sofa, table, rug, lamp, plant, art.
  parts.push(el('ellipse', { cx: 560, cy: 880, rx: 420, ry: 70, fill: mix(p.accent, wall, 0.55) }));
  parts.push(el('rect', { x: 130, y: 640, width: 620, height: 200, rx: 28, fill: mix(p.accent, p.dark, 0.25) }));
  parts.push(el('rect', { x: 130, y: 560, width: 620, height: 120, rx: 28, fill: p.accent }));
  parts.push(el('rect', { x: 110, y: 620, width: 70, height: 220, rx: 24, fill: darken(p.accent, 0.2) }), el('rect', { x: 700, y: 620, width: 70, height: 220, rx: 24, fill: darken(p.accent, 0.2) }));
  parts.push(el('rect', { x: 200, y: 610, width: 150, height: 70, rx: 16, fill: lighten(p.glass, 0.4) }), el('rect', { x: 520, y: 610, width: 150, height: 70, rx: 16, fill: lighten(p.glass, 0.2) }));
  parts.push(el('rect', { x: 330, y: 860, width: 360, height: 24, rx: 8, fill: darken(p.ground, 0.55) }), el('rect', { x: 360, y: 884, width: 16, height: 70, fill: darken(p.ground, 0.6) }), el('rect', { x: 646, y: 884, width: 16, height: 70, fill: darken(p.ground, 0.6) }));
  parts.push(el('path', { d: 'M440 0V250', stroke: darken(wall, 0.6), 'stroke-width': 4 }), el('path', { d: 'M380 320Q440 220 500 320z', fill: p.glass }));
  parts.push(el('rect', { x: 160, y: 200, width: 320, height: 220, fill: mix(p.sky[1], p.accent, 0.4) }), el('rect', { x: 160, y: 200, width: 320, height: 220, fill: 'none', stroke: darken(wall, 0.5), 'stroke-width': 10 }));
  parts.push(el('circle', { cx: 300, cy: 300, r: 60, fill: lighten(p.accent, 0.35) }));
  parts.push(el('rect', { x: 1380, y: 760, width: 110, height: 150, rx: 10, fill: darken(p.ground, 0.4) }));
  for (let i = 0; i < 9; i++) parts.push(el('ellipse', { cx: 1435 + (r() - 0.5) * 120, cy: 700 - r() * 180, rx: 20, ry: 60, fill: mix('#2d6a4f', p.dark, r() * 0.4), transform: `rotate(${Math.round((r() - 0.5) * 80)} 1435 760)` }));
  return svg(W, H, parts.join(''));
}

function pool(s: Extract<Scene, { type: 'pool' }>): string {
  const r = rng(s.seed);
  const p = s.palette;
  const horizon = 560;
  const defs = el('defs', {}, linear('sky', [[0, p.sky[0]], [1, p.sky[1]]]) + linear('pool', [[0, lighten(p.water, 0.45)], [1, p.water]]) + linear('hero', [[0, lighten(p.accent, 0.1)], [1, mix(p.accent, p.dark, 0.6)]]) + el('radialGradient', { id: 'glow' }, el('stop', { offset: 0, 'stop-color': '#fff8e1', 'stop-opacity': 0.7 }) + el('stop', { offset: 1, 'stop-color': p.sky[1], 'stop-opacity': 0 })));
  const parts = [defs, skyAndSun(p, r, false, horizon)];
  parts.push(el('rect', { x: 60, y: 40, width: 380, height: 560, fill: 'url(#hero)' }) + windows(60, 40, 380, 520, p, r, false));
  parts.push(el('rect', { x: 1180, y: 160, width: 300, height: 440, fill: mix(p.dark, p.sky[1], 0.3) }) + windows(1180, 160, 300, 420, p, r, false));
  parts.push(el('rect', { y: horizon, width: W, height: H - horizon, fill: lighten(p.ground, 0.45) }));
  parts.push(el('path', { d: `M180 ${H}L520 ${horizon + 40}H1300L1560 ${H}z`, fill: 'url(#pool)' }));
  let ripples = '';
  for (let i = 0; i < 40; i++) ripples += `M${Math.round(420 + r() * 900)} ${Math.round(horizon + 70 + r() * 380)}h${Math.round(20 + r() * 80)}v3h-${Math.round(20 + r() * 80)}z`;
  parts.push(el('path', { d: ripples, fill: '#ffffff', opacity: 0.55 }));
  for (let i = 0; i < 4; i++) {
    const lx = 30 + i * 45;
    const ly = 700 + i * 70;
    parts.push(el('rect', { x: lx, y: ly, width: 200, height: 34, rx: 10, fill: '#fbfbf8', transform: `rotate(-8 ${lx} ${ly})` }));
  }
  for (const [ux, uy] of [[150, 640], [1420, 640]] as const) {
    parts.push(el('rect', { x: ux - 4, y: uy, width: 8, height: 200, fill: darken(p.ground, 0.5) }));
    parts.push(el('path', { d: `M${ux - 150} ${uy + 20}Q${ux} ${uy - 90} ${ux + 150} ${uy + 20}z`, fill: p.accent }));
  }
  parts.push(palm(1540, H, 380, darken(p.ground, 0.45), mix('#2d6a4f', p.dark, 0.3)));
  return svg(W, H, parts.join(''));
}

function aerial(s: Extract<Scene, { type: 'aerial' }>): string {
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

function chart(s: Extract<Scene, { type: 'chart' }>): string {
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

export function drawScene(scene: Scene): string {
  switch (scene.type) {
    case 'skyline':
      return skyline(scene);
    case 'villas':
      return villas(scene);
    case 'interior':
      return interior(scene);
    case 'pool':
      return pool(scene);
    case 'aerial':
      return aerial(scene);
    case 'chart':
      return chart(scene);
    default:
      throw new Error(`${scene.type} is not a photo scene`);
  }
}
