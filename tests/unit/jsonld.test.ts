import { describe, expect, it } from 'vitest';
import { article, breadcrumbs, developerOrg, organization, place, project, toScriptJson } from '../../site/jsonld';

const site = { origin: 'https://oasis.test', productName: 'Oasis Invest', phone: '+971 4 123 4567', email: 'hi@oasis.test', address: 'Business Bay' };

describe('structured data', () => {
  it('describes the agency as a RealEstateAgent with an address in Dubai', () => {
    const org = organization(site);
    expect(org['@type']).toBe('RealEstateAgent');
    expect(org.address).toMatchObject({ addressLocality: 'Dubai', addressCountry: 'AE' });
  });

  it('gives a project an ApartmentComplex with an AED offer from its starting price', () => {
    const ld = project(site, { title: 'Marina One', slug: 'marina-one', starting_price_aed: 1_250_000, gallery: [{ src: '/uploads/a.webp' }], latitude: 25.08, longitude: 55.14, units_available: 12 }, { name: 'Dubai Marina' }, { name: 'Azure', slug: 'azure' });
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.mainEntity).toMatchObject({ '@type': 'ApartmentComplex', image: ['https://oasis.test/uploads/a.webp'], geo: { latitude: 25.08 } });
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'AED', price: 1_250_000, availability: 'https://schema.org/InStock' });
    // Decision 013: the PriceSpecification says "from" (minPrice) and carries price too.
    expect((ld.offers as { priceSpecification: unknown }).priceSpecification).toEqual({ '@type': 'PriceSpecification', price: 1_250_000, minPrice: 1_250_000, priceCurrency: 'AED' });
  });

  it('builds breadcrumbs, places, developers and articles with absolute URLs', () => {
    const bc = breadcrumbs(site, [{ name: 'Home', path: '/' }, { name: 'Projects', path: '/project' }]);
    expect((bc.itemListElement as { item: string; position: number }[])[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Projects', item: 'https://oasis.test/project' });
    expect(place(site, { name: 'JVC', slug: 'jvc', description: '<p>Family <b>friendly</b></p>' })).toMatchObject({ '@type': 'Place', description: 'Family friendly' });
    expect(developerOrg(site, { name: 'Azure', slug: 'azure', founded_year: 2004 })).toMatchObject({ '@type': 'Organization', foundingDate: '2004' });
    expect(article(site, { title: 'Q3 market', path: '/blogs/3/detail', category: 'news' })).toMatchObject({ '@type': 'NewsArticle', url: 'https://oasis.test/blogs/3/detail' });
  });

  it('on a translated page every page address carries the language prefix; media and the organisation @id do not', () => {
    const ar = { ...site, lang: 'ar' as const };
    const ld = project(ar, { title: 'Marina One', slug: 'marina-one', starting_price_aed: 1_250_000, gallery: [{ src: '/uploads/a.webp' }] }, { name: 'Dubai Marina' }, { name: 'Azure', slug: 'azure' });
    expect(ld.url).toBe('https://oasis.test/ar/project/marina-one');
    expect(ld.offers).toMatchObject({ url: 'https://oasis.test/ar/project/marina-one', offeredBy: { url: 'https://oasis.test/ar/developers/azure' }, seller: { '@id': 'https://oasis.test/#organization' } });
    expect(ld.mainEntity).toMatchObject({ image: ['https://oasis.test/uploads/a.webp'] });
    expect(organization(ar)).toMatchObject({ url: 'https://oasis.test/ar/', '@id': 'https://oasis.test/#organization' });
    const items = breadcrumbs(ar, [{ name: 'الرئيسية', path: '/' }, { name: 'Projects', path: '/project' }]).itemListElement as { item: string }[];
    expect(items.map((i) => i.item)).toEqual(['https://oasis.test/ar/', 'https://oasis.test/ar/project']);
    expect(place(ar, { name: 'JVC', slug: 'jvc' }).url).toBe('https://oasis.test/ar/area/jvc');
    expect(developerOrg({ ...site, lang: 'zh' }, { name: 'Azure', slug: 'azure' }).url).toBe('https://oasis.test/zh/developers/azure');
    expect(article({ ...site, lang: 'ru' }, { title: 'Q3', path: '/blogs/3/detail' })).toMatchObject({ url: 'https://oasis.test/ru/blogs/3/detail', mainEntityOfPage: 'https://oasis.test/ru/blogs/3/detail' });
  });

  it('escapes markup so the JSON cannot close its script tag', () => {
    const s = toScriptJson({ name: '</script><script>alert(1)</script>\u2028' });
    expect(s).not.toContain('</script>');
    expect(JSON.parse(s)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});
