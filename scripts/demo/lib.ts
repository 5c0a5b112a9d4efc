/**
 * Shared helpers of the demo-content generator: a seeded random source (so every run writes the same
 * db.json), money/slug helpers, and the image registry that ties a media object in db.json to the
 * drawing that scripts/demo/make-images.ts renders for it.
 */
import { slugify } from '../../src/slug';

export { slugify };

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
export const between = (r: () => number, min: number, max: number) => min + Math.floor(r() * (max - min + 1));

/** Rounds AED to a marketing-friendly step (1,000 below 5M, 10,000 above). */
export function roundAed(value: number): number {
  const step = value >= 5_000_000 ? 10_000 : 1_000;
  return Math.round(value / step) * step;
}

/** "AED 1.25M" / "AED 850K" */
export function shortAed(value: number): string {
  if (value >= 1_000_000) return `AED ${Number((value / 1_000_000).toFixed(2))}M`;
  return `AED ${Math.round(value / 1000)}K`;
}

export const fmt = (n: number) => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// Images

export type ImageKind = 'photo' | 'logo' | 'avatar' | 'plan' | 'qr';

export const IMAGE_KINDS: Record<ImageKind, { widths: number[]; ratio: number }> = {
  photo: { widths: [480, 960, 1600], ratio: 10 / 16 },
  logo: { widths: [160, 320], ratio: 1 },
  avatar: { widths: [160, 320], ratio: 1 },
  plan: { widths: [960], ratio: 3 / 4 },
  qr: { widths: [160, 320], ratio: 1 },
};
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export const DEMO_URL = '/uploads/demo';
export const DEMO_DIR = 'server/demo/uploads/demo';

export interface Palette {
  /** Sky gradient top -> horizon. */
  sky: [string, string];
  /** Building body. */
  dark: string;
  /** Glass / windows. */
  glass: string;
  /** The signature colour of the project or brand. */
  accent: string;
  /** Ground, sand or lawn. */
  ground: string;
  /** Water tint. */
  water: string;
}

export type Scene =
  | { type: 'skyline'; palette: Palette; seed: string; water?: boolean; hero?: 'spire' | 'curve' | 'stepped' | 'twin' | 'slab'; night?: boolean }
  | { type: 'villas'; palette: Palette; seed: string }
  | { type: 'interior'; palette: Palette; seed: string }
  | { type: 'pool'; palette: Palette; seed: string }
  | { type: 'aerial'; palette: Palette; seed: string; water?: 'coast' | 'creek' | 'lake' | 'palm' | 'none' }
  | { type: 'chart'; palette: Palette; seed: string; trend?: 'up' | 'steady' }
  | { type: 'plan'; seed: string; bedrooms: number; label: string; sizeSqft: number; accent: string }
  | { type: 'logo'; name: string; palette: Palette; shape: 'circle' | 'hexagon' | 'diamond' | 'arch' | 'square' | 'wave' }
  | { type: 'avatar'; initials: string; palette: Palette }
  | { type: 'qr'; text: string };

export interface ImageSpec {
  name: string;
  kind: ImageKind;
  title: string;
  scene: Scene;
}

export interface Media {
  src: string;
  title: string | null;
  width: number | null;
  height: number | null;
  type: string | null;
  variants: { src: string; width: number; format: string }[] | null;
  placeholder: string | null;
}

/** Every image referenced by the content, by file stem. make-images.ts renders exactly this list. */
export const IMAGE_REGISTRY = new Map<string, ImageSpec>();

/** The colour that covers most of the drawing: what a page paints before the image arrives. */
export function dominantColour(scene: Scene): string {
  switch (scene.type) {
    case 'skyline':
    case 'pool':
      return scene.palette.sky[1];
    case 'villas':
      return scene.palette.sky[1];
    case 'interior':
      return scene.palette.ground;
    case 'aerial':
      return scene.palette.ground;
    case 'chart':
      return scene.palette.sky[0];
    case 'plan':
    case 'qr':
      return '#ffffff';
    case 'logo':
      return '#f7f4ee';
    case 'avatar':
      return scene.palette.accent;
  }
}

export function imageHeight(kind: ImageKind, width: number): number {
  return Math.round(width * IMAGE_KINDS[kind].ratio);
}

/** Registers the drawing and answers the media object stored in db.json. */
export function image(name: string, kind: ImageKind, title: string, scene: Scene): Media {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad image name ${name}`);
  const existing = IMAGE_REGISTRY.get(name);
  if (existing && JSON.stringify(existing.scene) !== JSON.stringify(scene)) throw new Error(`image ${name} registered twice with different drawings`);
  IMAGE_REGISTRY.set(name, { name, kind, title, scene });
  const { widths } = IMAGE_KINDS[kind];
  const largest = widths[widths.length - 1];
  return {
    src: `${DEMO_URL}/${name}-${largest}.webp`,
    title,
    width: largest,
    height: imageHeight(kind, largest),
    type: 'image/webp',
    variants: widths.flatMap((w) => IMAGE_FORMATS.map((format) => ({ src: `${DEMO_URL}/${name}-${w}.${format}`, width: w, format }))),
    placeholder: dominantColour(scene),
  };
}

/** A small generated PDF (see make-images.ts) referenced as a media object. */
export const PDF_REGISTRY = new Map<string, { name: string; title: string; lines: string[] }>();

export function pdf(name: string, title: string, lines: string[]): Media {
  PDF_REGISTRY.set(name, { name, title, lines });
  return { src: `${DEMO_URL}/${name}.pdf`, title, width: null, height: null, type: 'application/pdf', variants: null, placeholder: null };
}

export const PALETTES = {
  marina: { sky: ['#0b3d66', '#f2a65a'], dark: '#1d2b3a', glass: '#8fc1e3', accent: '#e76f51', ground: '#d9c7a7', water: '#1b6f8f' },
  downtown: { sky: ['#1a1033', '#e07a5f'], dark: '#241b2f', glass: '#f4d58d', accent: '#c9a227', ground: '#cdb892', water: '#31506f' },
  bay: { sky: ['#12324a', '#7fb7be'], dark: '#1f3140', glass: '#bfe3e8', accent: '#2a9d8f', ground: '#c8b99a', water: '#23708a' },
  palm: { sky: ['#2b7bb9', '#bde0fe'], dark: '#2f3e46', glass: '#e0fbfc', accent: '#f4a261', ground: '#f1deb3', water: '#1f9bb8' },
  hills: { sky: ['#3d6b8c', '#e9d8a6'], dark: '#354f52', glass: '#cad2c5', accent: '#52796f', ground: '#8fb574', water: '#4a8fa8' },
  jvc: { sky: ['#355070', '#eaac8b'], dark: '#3a3548', glass: '#f6bd60', accent: '#b56576', ground: '#d8c3a5', water: '#457b9d' },
  creek: { sky: ['#0f4c5c', '#fb8b24'], dark: '#20323a', glass: '#ffd6a5', accent: '#e36414', ground: '#d6c29c', water: '#1d7a8c' },
  mbr: { sky: ['#22577a', '#c7f9cc'], dark: '#263d42', glass: '#d8f3dc', accent: '#38a3a5', ground: '#b9d8a1', water: '#57cc99' },
  south: { sky: ['#5a4a78', '#f9c784'], dark: '#3c3a4f', glass: '#fde2a7', accent: '#fc7a57', ground: '#e5cfa0', water: '#5c8ea8' },
  jlt: { sky: ['#14213d', '#a7c4d9'], dark: '#1f2a44', glass: '#cde7f0', accent: '#fca311', ground: '#cbbf9f', water: '#2f6690' },
} satisfies Record<string, Palette>;

/** Shifts the hue of a palette a little so projects in one area do not look identical. */
export function vary(p: Palette, seed: string): Palette {
  const r = rng(seed);
  const shift = (hex: string) => {
    const n = parseInt(hex.slice(1), 16);
    const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.max(0, Math.min(255, Math.round(c + (r() - 0.5) * 46))));
    return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  };
  return { sky: [shift(p.sky[0]), shift(p.sky[1])], dark: shift(p.dark), glass: shift(p.glass), accent: shift(p.accent), ground: shift(p.ground), water: shift(p.water) };
}
