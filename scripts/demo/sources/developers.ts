import { image, slugify, vary, PALETTES, type Palette } from '../lib';

interface DeveloperSeed {
  id: number;
  name: string;
  shape: 'circle' | 'hexagon' | 'diamond' | 'arch' | 'square' | 'wave';
  palette: Palette;
  founded: number;
  hq: string;
  delivered: number;
  onTime: number;
  rera: string;
  featured: boolean;
  /** On the Golden Visa's list of approved developers (off-plan bought from them counts): the long-established ones. */
  goldenVisa: boolean;
  summary: string;
  story: string[];
  focus: string;
}

/** Fictional developers with plausible Dubai track records. */
export const DEVELOPER_SEEDS: DeveloperSeed[] = [
  {
    id: 1, name: 'Azure Crest Developments', shape: 'wave', palette: vary(PALETTES.marina, 'azure'), founded: 2003, hq: 'Business Bay, Dubai',
    delivered: 46, onTime: 94, rera: '1187', featured: true, goldenVisa: true,
    summary: 'Waterfront high-rises in Dubai Marina, JLT and Business Bay, known for efficient layouts that rent quickly.',
    focus: 'waterfront towers with hotel-grade amenities',
    story: [
      'Azure Crest started with a single 22-storey tower on the Marina waterfront in 2003 and has since handed over 46 buildings, almost all of them residential towers within a short walk of a metro or tram stop.',
      'Its signature is the practical floor plan: square rooms, full-height glass on the view side and kitchens that can be closed off, which is why Azure Crest apartments are a favourite of landlords targeting long-term tenants.',
    ],
  },
  {
    id: 2, name: 'Sandstone Properties', shape: 'arch', palette: vary(PALETTES.downtown, 'sandstone'), founded: 1997, hq: 'Downtown Dubai',
    delivered: 71, onTime: 91, rera: '0642', featured: true, goldenVisa: true,
    summary: 'One of the longest-standing private developers in the city, behind landmark residences around the Boulevard and the Opera District.',
    focus: 'central, landmark residences',
    story: [
      'Founded in 1997, Sandstone Properties grew with Dubai itself: its first villas in Al Barsha were followed by mid-rise apartment buildings in the 2000s and, over the last decade, by some of the best-known addresses in Downtown Dubai.',
      'The company funds each launch through a RERA-regulated escrow account and publishes construction progress every quarter, a habit that has earned it a loyal base of repeat buyers from the UK, India and the GCC.',
    ],
  },
  {
    id: 3, name: 'Meridian Gulf Developers', shape: 'diamond', palette: vary(PALETTES.creek, 'meridian'), founded: 2008, hq: 'Dubai Creek Harbour',
    delivered: 28, onTime: 88, rera: '1420', featured: false, goldenVisa: false,
    summary: 'A mid-market developer building well-priced apartments in growth districts such as Dubai Creek Harbour and Dubai South.',
    focus: 'value apartments in growth districts',
    story: [
      'Meridian Gulf launched its first project in the year of the 2008 downturn and learned early to build lean: standard structural grids, repeatable façades and amenity decks shared between towers.',
      'That discipline keeps its prices per square foot below the district average, making its projects a common entry point for first-time overseas investors.',
    ],
  },
  {
    id: 4, name: 'Palmyra Living', shape: 'circle', palette: vary(PALETTES.palm, 'palmyra'), founded: 2012, hq: 'Palm Jumeirah, Dubai',
    delivered: 19, onTime: 96, rera: '1753', featured: true, goldenVisa: false,
    summary: 'A boutique luxury developer of beachfront apartments, penthouses and villas on and around Palm Jumeirah.',
    focus: 'boutique beachfront luxury',
    story: [
      'Palmyra Living builds few buildings and builds them slowly: every project has fewer than 150 homes, a private beach or lagoon, and interiors by a named design studio.',
      'Its on-time record is among the best in the market, which matters to buyers paying a premium for off-plan units on the Palm.',
    ],
  },
  {
    id: 5, name: 'Horizon Line Real Estate', shape: 'square', palette: vary(PALETTES.bay, 'horizon'), founded: 2005, hq: 'Jumeirah Lake Towers, Dubai',
    delivered: 37, onTime: 85, rera: '1096', featured: false, goldenVisa: false,
    summary: 'Builder of canal-side and lakeside towers with a strong record in Business Bay and JLT.',
    focus: 'canal-side and lakeside towers',
    story: [
      'Horizon Line began as a contractor and moved into development in 2005. Its engineering background shows in the specifications: chilled water from district cooling, generous parking ratios and heavy-duty lifts.',
      'Two of its earlier towers were delivered late during the 2009-2011 slowdown; since 2015 every project has been handed over within one quarter of the promised date.',
    ],
  },
  {
    id: 6, name: 'Al Noor Crescent Development', shape: 'hexagon', palette: vary(PALETTES.mbr, 'alnoor'), founded: 1994, hq: 'Mohammed Bin Rashid City, Dubai',
    delivered: 88, onTime: 89, rera: '0318', featured: true, goldenVisa: true,
    summary: 'A family-owned master developer of large communities with lagoons, parks and schools, active since 1994.',
    focus: 'master-planned communities',
    story: [
      'Al Noor Crescent is a family-owned group that has delivered 88 projects in three decades, from staff housing in Al Quoz to complete communities with their own schools and clinics.',
      'Today its focus is Mohammed Bin Rashid City, where it develops lagoon-front apartments and townhouses around a central park.',
    ],
  },
  {
    id: 7, name: 'Greenleaf Communities', shape: 'arch', palette: vary(PALETTES.hills, 'greenleaf'), founded: 2014, hq: 'Dubai Hills Estate, Dubai',
    delivered: 14, onTime: 92, rera: '1988', featured: false, goldenVisa: false,
    summary: 'Townhouses and villas for families, designed around shade, walkability and low running costs.',
    focus: 'family townhouses and villas',
    story: [
      'Greenleaf Communities designs for families who stay: shaded streets, solar panels on every roof, and service charges kept deliberately low.',
      'Its 14 delivered communities have a high share of owner-occupiers, which supports resale prices and keeps the neighbourhoods calm.',
    ],
  },
  {
    id: 8, name: 'Tidewater Estates', shape: 'wave', palette: vary(PALETTES.jlt, 'tidewater'), founded: 2016, hq: 'Dubai Marina',
    delivered: 11, onTime: 90, rera: '2214', featured: false, goldenVisa: false,
    summary: 'A younger developer of design-led apartment buildings in Jumeirah Village Circle and Dubai South.',
    focus: 'design-led mid-rise apartments',
    story: [
      'Tidewater Estates was founded in 2016 by two architects and an investment banker. It specialises in mid-rise buildings with a strong design identity in districts where most competitors build plain blocks.',
      'Its buyers are mostly investors; the company offers post-handover payment plans on most launches and a rental-management partnership on completion.',
    ],
  },
];

export function buildDevelopers() {
  return DEVELOPER_SEEDS.map((d) => {
    const slug = slugify(d.name);
    const short = d.name.replace(/ (Developments|Properties|Developers|Living|Real Estate|Development|Communities|Estates)$/, '');
    return {
      id: d.id,
      name: d.name,
      slug,
      logo: image(`developer-${slug}-logo`, 'logo', `${d.name} logo`, { type: 'logo', name: d.name, palette: d.palette, shape: d.shape }),
      cover: image(`developer-${slug}-cover`, 'photo', `A ${d.name} skyline`, {
        type: 'skyline', palette: d.palette, seed: `${slug}-cover`, water: d.id % 2 === 1, hero: (['spire', 'curve', 'stepped', 'twin', 'slab'] as const)[d.id % 5],
      }),
      summary: d.summary,
      description: [
        ...d.story.map((p) => `<p>${p}</p>`),
        `<h2>Track record</h2><ul><li>Founded in ${d.founded}, headquartered in ${d.hq}</li><li>${d.delivered} projects delivered</li><li>${d.onTime}% of projects handed over on or before the promised quarter</li><li>RERA developer registration ${d.rera}; every off-plan launch sold through a RERA escrow account</li></ul>`,
        `<p>${short} specialises in ${d.focus}. Oasis Invest has sold units in its projects since 2019 and can arrange site visits, show-home viewings and a call with the developer's sales director.</p>`,
      ].join('\n'),
      founded_year: d.founded,
      website: `https://www.${slugify(short).replace(/-/g, '')}.example`,
      headquarters: d.hq,
      delivered_projects: d.delivered,
      on_time_delivery_pct: d.onTime,
      rera_number: d.rera,
      featured: d.featured,
      golden_visa_approved: d.goldenVisa,
      published: true,
      seo_title: `${d.name}: projects, track record and prices`.slice(0, 70),
      seo_description: `${d.name}: ${d.delivered} projects delivered since ${d.founded}, ${d.onTime}% on time. Browse its off-plan projects in Dubai with prices and payment plans.`.slice(0, 170),
    };
  });
}
