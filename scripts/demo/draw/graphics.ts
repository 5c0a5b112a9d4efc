/** Floor plans, developer wordmarks, testimonial avatars and permit QR codes. */
import qrcode from 'qrcode-generator';
import { type Scene } from '../lib';
import { darken, el, lighten, linear, mix, svg } from './svg';

const FONT = 'DejaVu Sans, sans-serif';

interface Room {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  kind: 'bed' | 'living' | 'wet' | 'outdoor' | 'service';
}

/** Splits the footprint into rooms: bedrooms and baths on top, living, kitchen and service below, a balcony strip. */
function layout(bedrooms: number, X: number, Y: number, Wd: number, Ht: number): Room[] {
  const rooms: Room[] = [];
  const balconyH = Ht * 0.14;
  const bodyH = Ht - balconyH;
  if (bedrooms === 0) {
    rooms.push({ name: 'Living / sleeping', x: X, y: Y, w: Wd * 0.66, h: bodyH, kind: 'living' });
    rooms.push({ name: 'Bath', x: X + Wd * 0.66, y: Y, w: Wd * 0.34, h: bodyH * 0.45, kind: 'wet' });
    rooms.push({ name: 'Kitchen', x: X + Wd * 0.66, y: Y + bodyH * 0.45, w: Wd * 0.34, h: bodyH * 0.55, kind: 'service' });
  } else {
    const shown = Math.min(bedrooms, 4);
    const topH = bodyH * 0.55;
    // Bedrooms get about 4.5 m of frontage each on this drawing; what is left beside the baths becomes a wardrobe/laundry.
    let bedShare = Math.min(0.74, 0.3 + 0.14 * shown);
    if (0.74 - bedShare < 0.1) bedShare = 0.74;
    const bedW = (Wd * bedShare) / shown;
    for (let i = 0; i < shown; i++)
      rooms.push({ name: i === 0 ? 'Master bedroom' : `Bedroom ${i + 1}${bedrooms > 4 && i === shown - 1 ? `-${bedrooms}` : ''}`, x: X + i * bedW, y: Y, w: bedW, h: topH, kind: 'bed' });
    if (bedShare < 0.74) rooms.push({ name: 'Wardrobe / laundry', x: X + Wd * bedShare, y: Y, w: Wd * (0.74 - bedShare), h: topH, kind: 'service' });
    const baths = bedrooms >= 2 ? 2 : 1;
    for (let i = 0; i < baths; i++) rooms.push({ name: i === 0 ? 'Bath' : 'Ensuite', x: X + Wd * 0.74, y: Y + (i * topH) / baths, w: Wd * 0.26, h: topH / baths, kind: 'wet' });
    const bottomY = Y + topH;
    const bottomH = bodyH - topH;
    const service = bedrooms >= 3;
    rooms.push({ name: 'Living / dining', x: X, y: bottomY, w: Wd * (service ? 0.55 : 0.68), h: bottomH, kind: 'living' });
    rooms.push({ name: 'Kitchen', x: X + Wd * (service ? 0.55 : 0.68), y: bottomY, w: Wd * (service ? 0.25 : 0.32), h: bottomH, kind: 'service' });
    if (service) rooms.push({ name: "Maid's room", x: X + Wd * 0.8, y: bottomY, w: Wd * 0.2, h: bottomH, kind: 'service' });
  }
  rooms.push({ name: bedrooms >= 4 ? 'Terrace' : 'Balcony', x: X, y: Y + bodyH, w: Wd * 0.7, h: balconyH, kind: 'outdoor' });
  return rooms;
}

export function floorPlan(s: Extract<Scene, { type: 'plan' }>): string {
  const W = 960;
  const H = 720;
  const X = 70;
  const Y = 120;
  const Wd = 820;
  const Ht = 520;
  const rooms = layout(s.bedrooms, X, Y, Wd, Ht);
  const metresPerPx = Math.sqrt((s.sizeSqft * 0.0929) / (Wd * Ht));
  const fills = { bed: lighten(s.accent, 0.86), living: lighten(s.accent, 0.92), wet: '#e8f1f5', outdoor: '#f1efe6', service: '#f4f1ec' };
  const parts = [el('rect', { width: W, height: H, fill: '#ffffff' })];
  parts.push(el('text', { x: X, y: 62, 'font-family': FONT, 'font-size': 28, 'font-weight': 'bold', fill: '#1d2b3a' }, s.label));
  parts.push(el('text', { x: X, y: 94, 'font-family': FONT, 'font-size': 16, fill: '#5c6b78' }, 'Indicative layout for illustration; the plan attached to the sale agreement prevails.'));
  for (const room of rooms) {
    parts.push(el('rect', { x: room.x, y: room.y, width: room.w, height: room.h, fill: fills[room.kind], stroke: '#2b2b2b', 'stroke-width': room.kind === 'outdoor' ? 3 : 5, 'stroke-dasharray': room.kind === 'outdoor' ? '10 8' : undefined }));
    const cx = room.x + room.w / 2;
    const cy = room.y + room.h / 2;
    // Bold DejaVu Sans is about 0.62 em per character: shrink the label until it fits the room.
    const nameSize = Math.max(9, Math.min(17, (room.w - 14) / (room.name.length * 0.62)));
    parts.push(el('text', { x: cx, y: cy - 4, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': nameSize, 'font-weight': 'bold', fill: '#1d2b3a' }, room.name));
    parts.push(el('text', { x: cx, y: cy + 18, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': Math.min(14, nameSize), fill: '#5c6b78' }, `${(room.w * metresPerPx).toFixed(1)} x ${(room.h * metresPerPx).toFixed(1)} m`));
    if (room.kind === 'bed' && room.w > 120 && room.h > 150) parts.push(el('rect', { x: cx - 45, y: room.y + 18, width: 90, height: 70, rx: 6, fill: 'none', stroke: '#8a96a3', 'stroke-width': 2 }));
    if (room.kind === 'living' && room.w > 200) parts.push(el('rect', { x: room.x + 24, y: room.y + room.h - 60, width: 150, height: 40, rx: 8, fill: 'none', stroke: '#8a96a3', 'stroke-width': 2 }));
    if (room.kind !== 'outdoor') parts.push(el('path', { d: `M${room.x + 18} ${room.y + room.h}a34 34 0 0 1 34 -34`, fill: 'none', stroke: '#8a96a3', 'stroke-width': 2 }));
  }
  parts.push(el('rect', { x: X, y: Y, width: Wd, height: Ht * 0.86, fill: 'none', stroke: '#111111', 'stroke-width': 10 }));
  parts.push(el('path', { d: `M${W - 70} ${H - 90}l14 40h-28z`, fill: s.accent }), el('text', { x: W - 70, y: H - 100, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': 16, 'font-weight': 'bold', fill: '#1d2b3a' }, 'N'));
  const fiveMetres = 5 / metresPerPx;
  parts.push(el('path', { d: `M${X} ${H - 50}h${fiveMetres}M${X} ${H - 58}v16M${X + fiveMetres} ${H - 58}v16`, stroke: '#1d2b3a', 'stroke-width': 3 }));
  parts.push(el('text', { x: X + fiveMetres + 12, y: H - 44, 'font-family': FONT, 'font-size': 14, fill: '#1d2b3a' }, '5 m'));
  return svg(W, H, parts.join(''));
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
}

export function logo(s: Extract<Scene, { type: 'logo' }>): string {
  const S = 320;
  const p = s.palette;
  const c = 160;
  const top = 112;
  const shapes: Record<string, string> = {
    circle: el('circle', { cx: c, cy: top, r: 70, fill: 'url(#mark)' }),
    hexagon: el('path', { d: `M${c} ${top - 76}l66 38v76l-66 38l-66 -38v-76z`, fill: 'url(#mark)' }),
    diamond: el('path', { d: `M${c} ${top - 80}l80 80l-80 80l-80 -80z`, fill: 'url(#mark)' }),
    arch: el('path', { d: `M${c - 66} ${top + 70}V${top - 4}a66 66 0 0 1 132 0V${top + 70}z`, fill: 'url(#mark)' }),
    square: el('rect', { x: c - 66, y: top - 66, width: 132, height: 132, rx: 22, fill: 'url(#mark)' }),
    wave: el('circle', { cx: c, cy: top, r: 70, fill: 'url(#mark)' }) + el('path', { d: `M${c - 70} ${top + 18}q35 -28 70 0t70 0v10q-35 -28 -70 0t-70 0z`, fill: '#ffffff', opacity: 0.55 }),
  };
  const words = s.name.split(' ');
  // "Al Noor Crescent ..." keeps its article on the first line.
  const lead = words[0].length <= 2 ? 2 : 1;
  const first = words.slice(0, lead).join(' ');
  const rest = words.slice(lead).join(' ').toUpperCase();
  return svg(
    S,
    S,
    [
      el('defs', {}, linear('mark', [[0, lighten(p.accent, 0.1)], [1, darken(p.accent, 0.35)]])),
      el('rect', { width: S, height: S, fill: '#f7f4ee' }),
      shapes[s.shape],
      el('text', { x: c, y: top + 16, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': 44, 'font-weight': 'bold', fill: '#ffffff' }, initials(s.name)),
      el('text', { x: c, y: 236, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': first.length > 9 ? 30 : 36, 'font-weight': 'bold', fill: darken(p.dark, 0.1) }, first),
      el('text', { x: c, y: 270, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': rest.length > 18 ? 13 : 16, 'letter-spacing': 3, fill: mix(p.dark, p.accent, 0.4) }, rest),
    ].join(''),
  );
}

export function avatar(s: Extract<Scene, { type: 'avatar' }>): string {
  const S = 320;
  const p = s.palette;
  return svg(
    S,
    S,
    [
      el('defs', {}, linear('face', [[0, lighten(p.accent, 0.15)], [1, mix(p.accent, p.dark, 0.5)]])),
      el('circle', { cx: 160, cy: 160, r: 160, fill: 'url(#face)' }),
      el('circle', { cx: 160, cy: 160, r: 150, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 4 }),
      el('text', { x: 160, y: 200, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': 112, 'font-weight': 'bold', fill: '#ffffff' }, s.initials),
    ].join(''),
  );
}

/** A real, scannable QR code of the text (error correction M), drawn module by module. */
export function qr(s: Extract<Scene, { type: 'qr' }>): string {
  const code = qrcode(0, 'M');
  code.addData(s.text);
  code.make();
  const n = code.getModuleCount();
  const quiet = 4;
  const S = 320;
  const cell = S / (n + quiet * 2);
  let d = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (code.isDark(r, c)) d += `M${(c + quiet) * cell} ${(r + quiet) * cell}h${cell}v${cell}h-${cell}z`;
  return svg(S, S, el('rect', { width: S, height: S, fill: '#ffffff' }) + el('path', { d, fill: '#000000', 'shape-rendering': 'crispEdges' }));
}
