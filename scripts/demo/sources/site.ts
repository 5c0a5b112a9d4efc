import { DEFAULT_MORTGAGE_LTV_CAPS } from '../../../src/mortgage';
import { image, vary, PALETTES, type Scene } from '../lib';

export const SETTINGS = {
  id: 1,
  product_name: 'Oasis Invest',
  phone_primary: '+971 4 568 2190',
  phone_secondary: '+971 50 318 7742',
  email_primary: 'invest@oasisinvest.ae',
  email_secondary: 'info@oasisinvest.ae',
  address: 'Office 2104, Canal View Tower, Marasi Drive, Business Bay, Dubai, United Arab Emirates',
  instagram_url: 'https://www.instagram.com/oasisinvest.ae',
  facebook_url: 'https://www.facebook.com/oasisinvest.ae',
  twitter_url: 'https://x.com/oasisinvest_ae',
  linkedin_url: 'https://www.linkedin.com/company/oasis-invest-dubai',
  whatsapp_number: '+971 50 318 7742',
  rera_orn: '48213',
  tagline: 'Dubai property, researched for investors abroad',
  mortgage_ltv_caps: DEFAULT_MORTGAGE_LTV_CAPS,
};

const TESTIMONIAL_SEEDS: [string, string, number, string, keyof typeof PALETTES][] = [
  ['Daniel Hughes', 'United Kingdom', 5, 'I bought two off-plan apartments in Business Bay without flying over until the handover. James walked me through every instalment and checked the escrow details before each payment. Both units were let within three weeks of completion.', 'bay'],
  ['Ananya Rao', 'India', 5, 'The comparison sheet Oasis Invest prepared for three JVC projects made the decision easy: it showed the net yield after service charges, not just the headline. The post-handover plan meant the rent now covers most of my instalments.', 'jvc'],
  ['Mikhail Orlov', 'Russia', 5, 'We wanted a villa for the family and the golden visa. The team found a townhouse in Dubai Hills, arranged the mortgage with a local bank and handled the visa application. Everything was explained in Russian, which helped my wife a lot.', 'hills'],
  ['Sarah Al Mansoori', 'United Arab Emirates', 4, 'As a first-time buyer I appreciated that nobody pushed me. They showed me why a ready apartment suited my budget better than the launch I came in asking about, and the mortgage desk got me a better rate than my own bank offered.', 'marina'],
  ['Wei Zhang', 'China', 5, 'Professional from the first video call to the title deed. The handover inspection report listed 23 small defects, all fixed by the developer within a month. I have since bought a second apartment through them in Creek Harbour.', 'creek'],
  ['Thomas Becker', 'Germany', 4, 'Clear numbers, honest answers about risks and fast replies on WhatsApp despite the time difference. I would have liked more choice of completed buildings in Dubai South, but the apartment I bought has been let continuously since handover.', 'south'],
];

export function buildTestimonials() {
  return TESTIMONIAL_SEEDS.map(([name, country, rating, quote, palette], i) => {
    const initials = name.split(' ').map((w) => w[0]).filter((c) => /[A-Z]/.test(c)).slice(0, 2).join('');
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    return {
      id: i + 1,
      name,
      country,
      quote,
      rating,
      photo: image(`testimonial-${slug}`, 'avatar', `${name}, ${country}`, { type: 'avatar', initials, palette: vary(PALETTES[palette], slug) }),
      published: true,
      position: i + 1,
    };
  });
}

type BannerSeed = [page: string, title: string, subtitle: string, cta: string, url: string, palette: keyof typeof PALETTES, scene: Scene['type'], active?: boolean];

const BANNER_SEEDS: BannerSeed[] = [
  ['home', 'Invest in Dubai property with confidence', 'Researched off-plan and ready homes from trusted developers, with payment plans from 1% a month.', 'Explore projects', '/project', 'marina', 'skyline'],
  ['home', 'Your 10-year golden visa starts at AED 2M', 'Own property worth AED 2 million or more and qualify for UAE residency with your family.', 'How it works', '/golden-visa', 'downtown', 'skyline'],
  ['home', 'Tax-free rental yields of 5-8%', 'Compare areas by price per square foot, yield and service charges before you buy.', 'Compare areas', '/area', 'palm', 'villas'],
  ['home', 'Year-end launch event', 'Preview this season’s launches with our consultants in Business Bay.', 'Book a seat', '/contact-us', 'bay', 'pool', false],
  ['project', 'Off-plan and ready projects', 'Every listing carries a valid Trakheesi permit and the developer’s delivery record.', 'Talk to a consultant', '/contact-us', 'bay', 'skyline'],
  ['area', 'Find the right community', 'Ten districts compared on prices, yields, schools and transport.', 'Speak to an expert', '/contact-us', 'hills', 'aerial'],
  ['developers', 'Developers with a track record', 'Founded year, projects delivered and on-time record for every developer we work with.', 'View projects', '/project', 'creek', 'skyline'],
  ['why-dubai', 'Why investors choose Dubai', 'No tax on rent, a dollar-pegged currency and one of the fastest-growing populations in the world.', 'Start investing', '/invest-dubai', 'downtown', 'skyline'],
  ['dubai-vision', 'Dubai 2040', 'How the Urban Master Plan and the D33 agenda are shaping the city’s next twenty years.', 'Read the guides', '/investment-guide', 'mbr', 'aerial'],
  ['golden-visa', 'The UAE golden visa', 'A renewable 10-year residence visa for you and your family through property.', 'Check eligibility', '/contact-us', 'palm', 'pool'],
  ['invest-dubai', 'Buying in Dubai from abroad', 'The steps, the costs and the protections, explained by our consultants.', 'Download our guides', '/investment-guide', 'jlt', 'skyline'],
  ['mortgages', 'Mortgages for residents and non-residents', 'See your monthly payment and the cash you need, then let our mortgage desk compare banks for you.', 'Calculate now', '/mortgages', 'creek', 'interior'],
  ['news-blog', 'Market news and insights', 'Analysis from our research team, every few weeks.', 'Subscribe by e-mail', '/contact-us', 'south', 'chart'],
];

export function buildBanners() {
  const positions = new Map<string, number>();
  return BANNER_SEEDS.map(([page, title, subtitle, cta_label, cta_url, palette, sceneType, active = true], i) => {
    const position = (positions.get(page) ?? 0) + 1;
    positions.set(page, position);
    const name = `banner-${page}-${position}`;
    const p = vary(PALETTES[palette], name);
    const scene: Scene =
      sceneType === 'skyline' ? { type: 'skyline', palette: p, seed: name, water: i % 2 === 0, hero: i % 3 === 0 ? 'spire' : 'twin', night: i % 4 === 1 }
        : sceneType === 'aerial' ? { type: 'aerial', palette: p, seed: name, water: 'coast' }
          : ({ type: sceneType, palette: p, seed: name } as Scene);
    return { id: i + 1, page, title, subtitle, image: image(name, 'photo', title, scene), cta_label, cta_url, position, active };
  });
}
