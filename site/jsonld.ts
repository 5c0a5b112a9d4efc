/**
 * schema.org structured data for the public pages (DOMAIN.md "Search engines"). Pure functions: the site
 * calls them with the records it renders and embeds the result as application/ld+json.
 */
import { localizedPath, type Language } from '../src/i18n/languages';

type Media = { src: string } | null | undefined;
type Thing = Record<string, unknown>;

export interface SiteInfo {
  origin: string;
  productName: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  logoPath?: string;
  sameAs?: (string | null | undefined)[];
  /** The page's language: every page address in its data carries that language's prefix, as its canonical does. */
  lang?: Language;
}

const abs = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`);
/** A page of the site in the page's own language (/ar/project/x on an Arabic page); media and @id stay as they are. */
const pageUrl = (site: SiteInfo, path: string) => `${site.origin}${localizedPath(site.lang ?? 'en', path)}`;
const image = (origin: string, m: Media) => (m?.src ? abs(origin, m.src) : undefined);
const clean = (o: Thing): Thing => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));
const plain = (html: string | null | undefined, max = 300) => (html ?? '').replace(/<[^<>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

export function organization(site: SiteInfo): Thing {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${site.origin}/#organization`,
    name: site.productName,
    url: pageUrl(site, '/'),
    logo: abs(site.origin, site.logoPath ?? '/favicon.svg'),
    telephone: site.phone,
    email: site.email,
    address: site.address ? { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: 'Dubai', addressCountry: 'AE' } : undefined,
    areaServed: { '@type': 'City', name: 'Dubai' },
    sameAs: (site.sameAs ?? []).filter(Boolean),
  });
}

/** `path`s are the site's own (without a language prefix): each item is the page in `site.lang`. */
export function breadcrumbs(site: SiteInfo, trail: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: pageUrl(site, t.path) })),
  };
}

export interface ProjectLd {
  title: string;
  slug: string;
  description?: string | null;
  seo_description?: string | null;
  gallery?: Media[];
  starting_price_aed?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  units_available?: number | null;
  status?: string;
  handover_year?: number | null;
  handover_quarter?: number | null;
  updated_at?: string;
  published_at?: string | null;
}

/** A project as an ApartmentComplex with an Offer "from" its starting price, on a RealEstateListing page. */
export function project(site: SiteInfo, p: ProjectLd, area?: { name: string } | null, developer?: { name: string; slug: string } | null): Thing {
  const url = pageUrl(site, `/project/${p.slug}`);
  const complex = clean({
    '@type': 'ApartmentComplex',
    name: p.title,
    description: p.seo_description || plain(p.description),
    image: (p.gallery ?? []).map((m) => image(site.origin, m)).filter(Boolean),
    address: area ? { '@type': 'PostalAddress', addressLocality: area.name, addressRegion: 'Dubai', addressCountry: 'AE' } : undefined,
    geo: p.latitude != null && p.longitude != null ? { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } : undefined,
    numberOfAvailableAccommodationUnits: p.units_available ?? undefined,
  });
  const offer = p.starting_price_aed
    ? clean({
        '@type': 'Offer',
        url,
        priceCurrency: 'AED',
        price: p.starting_price_aed,
        // "From" the starting price: minPrice, with price beside it for the validators that require one (decision 013).
        priceSpecification: { '@type': 'PriceSpecification', price: p.starting_price_aed, minPrice: p.starting_price_aed, priceCurrency: 'AED' },
        availability: p.units_available === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        seller: { '@id': `${site.origin}/#organization` },
        offeredBy: developer ? { '@type': 'Organization', name: developer.name, url: pageUrl(site, `/developers/${developer.slug}`) } : undefined,
      })
    : undefined;
  return clean({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    url,
    datePosted: p.published_at ?? undefined,
    dateModified: p.updated_at,
    mainEntity: complex,
    offers: offer,
  });
}

export function place(site: SiteInfo, a: { name: string; slug: string; summary?: string | null; description?: string | null; hero_image?: Media; latitude?: number | null; longitude?: number | null }): Thing {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: a.name,
    url: pageUrl(site, `/area/${a.slug}`),
    description: a.summary || plain(a.description),
    image: image(site.origin, a.hero_image),
    geo: a.latitude != null && a.longitude != null ? { '@type': 'GeoCoordinates', latitude: a.latitude, longitude: a.longitude } : undefined,
    containedInPlace: { '@type': 'City', name: 'Dubai' },
  });
}

export function developerOrg(site: SiteInfo, d: { name: string; slug: string; summary?: string | null; description?: string | null; logo?: Media; website?: string | null; founded_year?: number | null }): Thing {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: d.name,
    url: pageUrl(site, `/developers/${d.slug}`),
    description: d.summary || plain(d.description),
    logo: image(site.origin, d.logo),
    foundingDate: d.founded_year ? String(d.founded_year) : undefined,
    sameAs: d.website ? [d.website] : undefined,
  });
}

export function article(site: SiteInfo, b: { id?: number; title: string; path: string; excerpt?: string | null; content?: string | null; cover?: Media; author?: string | null; published_at?: string | null; updated_at?: string; category?: string }): Thing {
  return clean({
    '@context': 'https://schema.org',
    '@type': b.category === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: b.title.slice(0, 110),
    url: pageUrl(site, b.path),
    mainEntityOfPage: pageUrl(site, b.path),
    description: b.excerpt || plain(b.content),
    image: image(site.origin, b.cover),
    datePublished: b.published_at ?? undefined,
    dateModified: b.updated_at ?? b.published_at ?? undefined,
    author: { '@type': b.author ? 'Person' : 'Organization', name: b.author || site.productName },
    publisher: { '@id': `${site.origin}/#organization` },
  });
}

/** Serialises for an inline <script type="application/ld+json">: `<` and the JS line separators escaped. */
export function toScriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
