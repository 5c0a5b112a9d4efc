/**
 * Builds the whole demo content in memory, keyed by resource name (the shape of db.json). Importing
 * it also fills IMAGE_REGISTRY / PDF_REGISTRY with every file the content references.
 */
import { DEMO_RESOURCES } from '../../server/resources/registry';
import { investmentGuides } from '../../src/resources/investment-guides';
import { image, pdf, slugify, vary, PALETTES, type Media, type Palette, type Scene } from './lib';
import { withoutLastWord } from '../../src/text';
import { buildAreas, buildLocations } from './sources/areas';
import { ARTICLES_1, type ArticleSeed } from './sources/blogs-1';
import { ARTICLES_2 } from './sources/blogs-2';
import { buildDevelopers } from './sources/developers';
import { GUIDES } from './sources/guides';
import { buildEnquiries, buildMortgageEnquiries } from './sources/leads';
import { marketingPages } from './sources/pages';
import { LEGAL_PAGES } from './sources/pages-legal';
import { PROJECT_SEEDS } from './sources/project-seeds';
// Inventory (issue 30)
import { buildUnits, unitsDisplayOf } from './units';
import { buildProjects } from './sources/projects';
import { buildBanners, buildTestimonials, SETTINGS } from './sources/site';
import { withTranslations } from './sources/translations';
import { withPlanTranslations } from './sources/plan-translations'; // issue 39: the plans' words
import { AMENITIES, PROPERTY_TYPES } from './sources/taxonomy';

type Look = ArticleSeed['look'];

function coverScene(look: Look, palette: Palette, seed: string): Scene {
  switch (look) {
    case 'skyline':
      return { type: 'skyline', palette, seed, water: true, hero: 'stepped' };
    case 'aerial':
      return { type: 'aerial', palette, seed, water: 'coast' };
    default:
      return { type: look, palette, seed };
  }
}

const paletteOf = (name: string, seed: string) => vary(PALETTES[name as keyof typeof PALETTES], seed);

function buildBlogs() {
  return [...ARTICLES_1, ...ARTICLES_2]
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
    .map((a, i) => {
      const slug = slugify(a.title);
      return {
        id: i + 1,
        title: a.title,
        slug,
        category: a.category,
        excerpt: a.excerpt,
        content: a.html,
        cover: image(`blog-${slug}`, 'photo', a.title, coverScene(a.look, paletteOf(a.palette, slug), slug)),
        author: a.author,
        tags: a.tags,
        published: true,
        published_at: a.publishedAt,
        seo_title: a.title.length <= 70 ? a.title : withoutLastWord(a.title.slice(0, 67)) + '...',
        seo_description: a.excerpt.length <= 170 ? a.excerpt : withoutLastWord(a.excerpt.slice(0, 167)) + '...',
        created_at: a.publishedAt,
        updated_at: a.publishedAt,
      };
    });
}

function buildGuides() {
  return GUIDES.map((g, i) => {
    const slug = slugify(g.title);
    const text = g.html.replace(/<\/(p|li|h2)>/g, '\n').replace(/<[^<>]+>/g, '').split('\n').map((l) => l.trim()).filter(Boolean);
    return {
      id: i + 1,
      title: g.title,
      slug,
      summary: g.summary,
      content: g.html,
      cover: image(`guide-${slug}`, 'photo', g.title, coverScene(g.look, paletteOf(g.palette, slug), slug)),
      pdf: pdf(`guide-${slug}`, `${g.title} (PDF)`, [g.title, g.summary, ...text, 'Oasis Invest - www.oasisinvest.ae']),
      published: true,
      published_at: g.publishedAt,
      seo_title: `${g.title} | Investor guide`.length <= 70 ? `${g.title} | Investor guide` : g.title.slice(0, 70),
      seo_description: g.summary.slice(0, 170),
      created_at: g.publishedAt,
      updated_at: g.publishedAt,
    };
  });
}

function buildPages() {
  const pic = (name: string, title: string, scene: Scene): Media => image(`page-${name}`, 'photo', title, scene);
  const images = {
    home: pic('home-why-invest', 'Dubai Marina at sunset', { type: 'skyline', palette: PALETTES.marina, seed: 'page-home', water: true, hero: 'twin' }),
    whyDubai: pic('why-dubai', 'The Dubai skyline', { type: 'skyline', palette: PALETTES.downtown, seed: 'page-why', water: false, hero: 'spire', night: true }),
    vision: pic('dubai-vision', 'A master-planned district from above', { type: 'aerial', palette: PALETTES.mbr, seed: 'page-vision', water: 'creek' }),
    invest: pic('invest-dubai', 'Towers along the canal', { type: 'skyline', palette: PALETTES.bay, seed: 'page-invest', water: true, hero: 'curve' }),
    visa: pic('golden-visa', 'A beachfront villa', { type: 'villas', palette: PALETTES.palm, seed: 'page-visa' }),
    about: pic('about-us', 'The Oasis Invest office lounge', { type: 'interior', palette: PALETTES.bay, seed: 'page-about' }),
    mortgage: pic('mortgages', 'A family living room', { type: 'interior', palette: PALETTES.hills, seed: 'page-mortgage' }),
  };
  return [...marketingPages(images), ...LEGAL_PAGES].map((p, i) => ({
    id: i + 1,
    page_name: p.page_name,
    title: p.title,
    description: p.description,
    content: { sections: p.sections },
  }));
}

export function buildContent(): Record<string, Record<string, unknown>[]> {
  const seedsById = new Map(PROJECT_SEEDS.map((s) => [s.id, s]));
  const projects = buildProjects()
    .map((p) => ({ ...p, created_at: seedsById.get(p.id)!.publishedAt, updated_at: seedsById.get(p.id)!.publishedAt }))
    .map((p) => (unitsDisplayOf(p.id) ? { ...p, units_display: unitsDisplayOf(p.id) } : p)); // inventory (issue 30)
  const content: Record<string, Record<string, unknown>[]> = {
    developers: buildDevelopers(),
    areas: buildAreas(),
    locations: buildLocations(),
    'property-types': PROPERTY_TYPES,
    amenities: AMENITIES,
    projects,
    blogs: buildBlogs(),
    testimonials: buildTestimonials(),
    [investmentGuides.name]: buildGuides(),
    banners: buildBanners(),
    pages: buildPages(),
    settings: [SETTINGS],
    enquiries: buildEnquiries(new Map(projects.map((p) => [p.id, p.starting_price_aed]))),
    'mortgage-enquiries': buildMortgageEnquiries(),
    units: buildUnits(projects), // inventory (issue 30)
  };
  const translated = withPlanTranslations(withTranslations(content));
  return Object.fromEntries(DEMO_RESOURCES.map((k) => [k, translated[k]]));
}
