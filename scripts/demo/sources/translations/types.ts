import type { PlanKey, Status } from '../project-seeds';
import type { PageItem } from '../pages';

/** A translated page section: the English section's shape, minus the picture (copied from English). */
export interface SectionText {
  key: string;
  heading: string;
  body?: string;
  items?: PageItem[];
}
export interface PageText {
  title: string;
  description: string;
  sections: SectionText[];
}

/** Figures a project's translated description and SEO fields are written from (the English record's). */
export interface ProjectFacts {
  title: string;
  developer: string;
  delivered: number;
  founded: number;
  onTime: number;
  location: string;
  area: string;
  areaSummary: string;
  nearby: { name: string; minutes: number }[];
  bedroomsMin: number;
  bedroomsMax: number;
  unitsAvailable: number;
  smallestSqft: number;
  startingPrice: number;
  pricePerSqft: number;
  units: { name: string; from: number; to: number; price: number }[];
  plan: PlanKey;
  planLabel: string;
  status: Status;
  handoverYear: number;
  handoverQuarter: number;
  serviceCharge: number;
  yieldPct: number;
}

/** Sentences built around numbers, written once per language. */
export interface Phrases {
  /** Short price, as shortAed() does in English (same rounding). */
  money(aed: number): string;
  num(n: number): string;
  unitName(english: string): string;
  handover(year: number, quarter: number): string;
  planLabel(english: string): string;
  planSentence: Record<PlanKey, string>;
  projectDescription(f: ProjectFacts, concept: string): string[];
  projectHighlights(f: ProjectFacts): string[];
  projectSeoTitle(f: ProjectFacts): string;
  projectSeoDescription(f: ProjectFacts): string;
  areaSeoTitle(name: string): string;
  areaSeoDescription(name: string, ppsf: number, yieldPct: number): string;
  areaFigures(ppsf: number, yieldPct: number, sc: [number, number]): string;
  /** The "Track record" heading and list; `hq` is the translated district name. */
  developerTrack(d: { founded: number; hq: string; delivered: number; onTime: number; rera: string }): string;
  /** The closing paragraph's text: `short` is the brand without its suffix (Azure Crest). */
  developerClosing(short: string, focus: string): string;
  developerSeoTitle(name: string): string;
  developerSeoDescription(name: string, delivered: number, founded: number, onTime: number): string;
}

/** Everything a language translates; keys are English slugs (page_name for pages, English names for places). */
export interface LanguagePack {
  pages: Record<string, PageText>;
  settings: { tagline: string; address: string };
  /** Keyed `${page}-${position}`, as the banner's image name. */
  banners: Record<string, { title: string; subtitle: string; cta_label: string }>;
  propertyTypes: Record<string, string>;
  /** Keyed by the English amenity name. */
  amenities: Record<string, string>;
  /** Area, location and nearby-place names. */
  places: Record<string, string>;
  areas: Record<string, { summary: string }>;
  /** Area descriptions (paragraphs before the key figures) and highlights, where written. */
  areaTexts?: Record<string, { paragraphs: string[]; highlights: string[] }>;
  developers: Record<string, { summary: string }>;
  /** Developer descriptions: the story paragraphs and what the company specialises in, where written. */
  developerTexts?: Record<string, { story: string[]; focus: string }>;
  projects: Record<string, { concept: string; highlights: string[] }>;
  phrases: Phrases;
  /** Issue 39 item 4: what the lists show of the blog posts and guides, the testimonials, the contact page. */
  editorial: EditorialPack;
}

/**
 * Blog posts and guides by slug: [title, excerpt or summary] (their bodies stay in English, marked so on the page and
 * flagged in the editor's list); testimonials by the person's name: [country, quote].
 */
export interface EditorialPack {
  blogs: Record<string, [title: string, excerpt: string]>;
  guides: Record<string, [title: string, summary: string]>;
  /** Appended to a guide's SEO title when it fits (English: " | Investor guide"). */
  guideSuffix: string;
  testimonials: Record<string, [country: string, quote: string]>;
  /** The pictures' descriptions (alt text) of the translated pages, by the English one. */
  imageTitles: Record<string, string>;
  /** An area's "good for" list, by the English phrase. */
  goodFor: Record<string, string>;
  contact: PageText;
}
