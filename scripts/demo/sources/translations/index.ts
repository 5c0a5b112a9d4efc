/**
 * Turns each language pack into stored translations ({ [resource]: { [key]: fields } }, the shape of the
 * records' `translations` column) and attaches them to the built English records.
 */
import type { TranslatedLanguage } from '../../../../src/i18n/languages';
import { slugify } from '../../lib';
import { AREA_SEEDS } from '../areas';
import { DEVELOPER_SEEDS } from '../developers';
import { PROJECT_SEEDS } from '../project-seeds';
import { ar } from './ar';
import { ru } from './ru';
import { zh } from './zh';
import type { LanguagePack, ProjectFacts } from './types';

type Rec = Record<string, any>;
// Mirrors buildDevelopers(): the brand without its legal-style suffix.
const DEVELOPER_SUFFIX = / (Developments|Properties|Developers|Living|Real Estate|Development|Communities|Estates)$/;
type Fields = Record<string, unknown>;
export type StoredTranslations = Record<string, Record<string, Fields>>;

export const PACKS: Record<TranslatedLanguage, LanguagePack> = { ar, ru, zh };

/** The key a record's translation is filed under in a language's stored translations. */
export function translationKey(resource: string, r: Rec): string {
  if (resource === 'pages') return r.page_name;
  if (resource === 'settings') return 'settings';
  if (resource === 'banners') return `${r.page}-${r.position}`;
  if (resource === 'amenities') return slugify(r.name);
  if (resource === 'testimonials') return slugify(r.name);
  return r.slug;
}

/** Written translations must fit the field's limit: a cut sentence could drop a fact (a price, a date). */
function fit(text: string, max: number, what: string): string {
  if (text.length > max) throw new Error(`Translation too long (${text.length} > ${max}): ${what}`);
  return text;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing translation: ${what}`);
  return value;
}

function projectFacts(p: Rec, place: (n: string) => string): ProjectFacts {
  const seed = PROJECT_SEEDS.find((s) => s.id === p.id)!;
  const area = AREA_SEEDS[seed.area - 1];
  const dev = DEVELOPER_SEEDS[seed.developer - 1];
  return {
    title: p.title, developer: dev.name, delivered: dev.delivered, founded: dev.founded, onTime: dev.onTime,
    location: place(area.locations[seed.location]), area: place(area.name), areaSummary: '',
    nearby: (p.nearby as Rec[]).slice(0, 2).map((n) => ({ name: place(n.name), minutes: n.minutes })),
    bedroomsMin: p.bedrooms_min, bedroomsMax: p.bedrooms_max, unitsAvailable: p.units_available,
    smallestSqft: (p.unit_types as Rec[]).find((u) => u.price_from_aed === p.starting_price_aed)!.size_sqft_from,
    startingPrice: p.starting_price_aed, pricePerSqft: p.price_per_sqft_aed,
    units: (p.unit_types as Rec[]).map((u) => ({ name: u.name, from: u.size_sqft_from, to: u.size_sqft_to, price: u.price_from_aed })),
    plan: seed.plan, planLabel: p.payment_plan.label, status: seed.status, handoverYear: p.handover_year, handoverQuarter: p.handover_quarter,
    serviceCharge: p.service_charge_aed_per_sqft, yieldPct: p.expected_rental_yield_pct,
  };
}

/** One language's stored translations of the built English content. */
export function translate(pack: LanguagePack, content: Record<string, Rec[]>): StoredTranslations {
  const ph = pack.phrases;
  const place = (name: string) => need(pack.places[name], `place "${name}"`);
  const out: StoredTranslations = {};
  const put = (resource: string, r: Rec, fields: Fields) => ((out[resource] ??= {})[translationKey(resource, r)] = fields);

  for (const page of content.pages) {
    const t = pack.pages[page.page_name];
    if (!t) continue;
    const english = page.content.sections as Rec[];
    const sections = t.sections.map((s) => {
      const englishImage = english.find((e) => e.key === s.key)?.image;
      const image = englishImage && { ...englishImage, title: need(pack.editorial.imageTitles[englishImage.title], `picture "${englishImage.title}"`) };
      return image ? { key: s.key, heading: s.heading, ...(s.body !== undefined && { body: s.body }), ...(s.items && { items: s.items }), image } : s;
    });
    put('pages', page, { title: t.title, description: t.description, content: { sections } });
  }
  put('settings', content.settings[0], { ...pack.settings });
  const ed = pack.editorial;
  put('pages', content.pages.find((p) => p.page_name === 'contact-us')!, { title: ed.contact.title, description: ed.contact.description, content: { sections: ed.contact.sections } });
  for (const b of content.blogs) {
    const [title, excerpt] = need(ed.blogs[b.slug], `blog ${b.slug}`);
    put('blogs', b, { title, excerpt, seo_title: fit(title, 70, `${b.slug} seo_title`), seo_description: fit(excerpt, 170, `${b.slug} seo_description`) });
  }
  for (const g of content['investment-guides']) {
    const [title, summary] = need(ed.guides[g.slug], `guide ${g.slug}`);
    const seoTitle = `${title}${ed.guideSuffix}`.length <= 70 ? `${title}${ed.guideSuffix}` : title;
    put('investment-guides', g, { title, summary, seo_title: fit(seoTitle, 70, `${g.slug} seo_title`), seo_description: fit(summary, 170, `${g.slug} seo_description`) });
  }
  for (const t of content.testimonials) {
    const [country, quote] = need(ed.testimonials[t.name], `testimonial of ${t.name}`);
    put('testimonials', t, { country, quote });
  }
  for (const b of content.banners) if (pack.banners[translationKey('banners', b)]) put('banners', b, { ...pack.banners[translationKey('banners', b)] });
  for (const t of content['property-types']) put('property-types', t, { name: need(pack.propertyTypes[t.slug], `property type ${t.slug}`) });
  for (const a of content.amenities) put('amenities', a, { name: need(pack.amenities[a.name], `amenity ${a.name}`) });

  for (const a of content.areas) {
    const t = { ...need(pack.areas[a.slug], `area ${a.slug}`), ...pack.areaTexts?.[a.slug] };
    const seed = AREA_SEEDS.find((s) => s.id === a.id)!;
    const name = place(a.name);
    put('areas', a, {
      name,
      summary: t.summary,
      ...(t.paragraphs && { description: [...t.paragraphs.map((p) => `<p>${p}</p>`), ph.areaFigures(seed.ppsf, seed.yieldPct, seed.sc)].join('\n') }),
      ...(t.highlights && { highlights: t.highlights }),
      good_for: (a.good_for as string[]).map((g) => need(pack.editorial.goodFor[g], `good-for phrase "${g}"`)),
      seo_title: fit(ph.areaSeoTitle(name), 70, `${a.slug} seo_title`),
      seo_description: fit(ph.areaSeoDescription(name, seed.ppsf, seed.yieldPct), 170, `${a.slug} seo_description`),
    });
  }
  for (const d of content.developers) {
    const t = need(pack.developers[d.slug], `developer ${d.slug}`);
    const texts = pack.developerTexts?.[d.slug];
    const short = d.name.replace(DEVELOPER_SUFFIX, '');
    put('developers', d, {
      summary: t.summary,
      ...(texts && {
        description: [
          ...texts.story.map((p) => `<p>${p}</p>`),
          ph.developerTrack({ founded: d.founded_year, hq: place(d.headquarters.replace(/, Dubai$/, '')), delivered: d.delivered_projects, onTime: d.on_time_delivery_pct, rera: d.rera_number }),
          `<p>${ph.developerClosing(short, texts.focus)}</p>`,
        ].join('\n'),
      }),
      seo_title: fit(ph.developerSeoTitle(d.name), 70, `${d.slug} seo_title`),
      seo_description: fit(ph.developerSeoDescription(d.name, d.delivered_projects, d.founded_year, d.on_time_delivery_pct), 170, `${d.slug} seo_description`),
    });
  }
  for (const p of content.projects) {
    const t = pack.projects[p.slug];
    if (!t) continue;
    const f = projectFacts(p, place);
    f.areaSummary = need(pack.areas[slugify(AREA_SEEDS[p.area_id - 1].name)], `area of ${p.slug}`).summary;
    put('projects', p, {
      title: p.title,
      description: ph.projectDescription(f, t.concept).map((s) => `<p>${s}</p>`).join('\n'),
      highlights: [...t.highlights, ...ph.projectHighlights(f)],
      seo_title: fit(ph.projectSeoTitle(f), 70, `${p.slug} seo_title`),
      seo_description: fit(ph.projectSeoDescription(f), 170, `${p.slug} seo_description`),
    });
  }
  return out;
}

/** The built content with `translations: { ar, ru, zh }` on every record that has at least one. */
export function withTranslations(content: Record<string, Rec[]>): Record<string, Rec[]> {
  const stored = Object.fromEntries(Object.entries(PACKS).map(([lang, pack]) => [lang, translate(pack, content)])) as Record<TranslatedLanguage, StoredTranslations>;
  return Object.fromEntries(
    Object.entries(content).map(([resource, records]) => [
      resource,
      records.map((r) => {
        const translations = Object.fromEntries(
          Object.entries(stored).flatMap(([lang, t]) => (t[resource]?.[translationKey(resource, r)] ? [[lang, t[resource][translationKey(resource, r)]]] : [])),
        );
        return Object.keys(translations).length ? { ...r, translations } : r;
      }),
    ]),
  );
}
