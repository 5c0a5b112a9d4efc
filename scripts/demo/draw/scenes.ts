/** Photo-like illustrations (1600 x 1000): skylines, villas, interiors, pool decks, aerial plans, charts. */
import { rng, type Scene } from '../lib';
import { darken, el, lighten, linear, mix, svg } from './svg';
import { H, W, heroTower, nightPalette, palm, skyAndSun, tower, windows } from './parts';
import { aerial, chart } from './maps';

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
  parts.push(villa(40 + r() * 120, horizon + 30 + r() * 20, 0.62 + r() * 0.12), villa(980 + r() * 140, horizon + 25 + r() * 20, 0.58 + r() * 0.12), villa(400 + r() * 160, horizon + 170, 0.92 + r() * 0.1));
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
