import { image, slugify, PALETTES, type Palette, type Scene } from '../lib';
import { AMENITY as A } from './taxonomy';

export interface AreaSeed {
  id: number;
  name: string;
  palette: Palette;
  water: 'coast' | 'creek' | 'lake' | 'palm' | 'none';
  lat: number;
  lng: number;
  summary: string;
  paragraphs: string[];
  ppsf: number;
  yieldPct: number;
  sc: [number, number];
  highlights: string[];
  goodFor: string[];
  nearby: [string, number][];
  amenities: number[];
  featured: boolean;
  locations: string[];
}

/** Ten Dubai districts with plausible 2026 figures (average prices per sq ft, gross yields, service charges). */
export const AREA_SEEDS: AreaSeed[] = [
  {
    id: 1, name: 'Dubai Marina', palette: PALETTES.marina, water: 'coast', lat: 25.0805, lng: 55.1403, ppsf: 2050, yieldPct: 6.4, sc: [16, 24], featured: true,
    summary: 'A 3 km canal lined with towers, a beach on one side and two metro stations on the other: the most rented apartment market in the city.',
    paragraphs: [
      'Dubai Marina was built around a man-made canal that brings the Gulf inland for three kilometres. More than 200 towers line its banks, and the promenade around the water is one of the busiest walking routes in the city, with restaurants on the ground floor of almost every building.',
      'Tenants are young professionals and couples working in Media City, Internet City and JLT, a short metro or tram ride away. Demand for furnished one- and two-bedroom apartments is steady all year, and holiday-home licences are common in the towers closest to the beach.',
      'For investors the Marina is a liquid, well-understood market: prices are transparent, resale is quick and the rental yield has held above 6% for most of the last decade.',
    ],
    highlights: ['Walk to the beach at JBR and the Marina promenade', 'Two metro stations and the Dubai Tram', 'Among the deepest rental markets in Dubai', 'Strong short-stay demand from tourists'],
    goodFor: ['Young professionals', 'Holiday-home investors', 'Couples'],
    nearby: [['Dubai Marina Metro Station', 5], ['JBR Beach', 6], ['Dubai Marina Mall', 4], ['Dubai Media City', 8], ['Dubai International Airport (DXB)', 30]],
    amenities: [A.pool, A.beach, A.dining, A.metro, A.marina, A.track, A.supermarket, A.health], locations: ['Marina Walk', 'Marina Promenade', 'JBR Beachfront', 'Marina Harbour'],
  },
  {
    id: 2, name: 'Downtown Dubai', palette: PALETTES.downtown, water: 'lake', lat: 25.1972, lng: 55.2744, ppsf: 2850, yieldPct: 5.4, sc: [18, 28], featured: true,
    summary: 'The city centre around the Burj Khalifa, the Dubai Mall and the Opera: prime addresses with strong capital growth.',
    paragraphs: [
      'Downtown Dubai is the 2 square-kilometre district around the Burj Khalifa and the Dubai Mall. Its residential towers look over the Burj Lake and the fountain, the Opera District and the Boulevard, a tree-lined loop with cafés and boutique hotels.',
      'Prices per square foot are among the highest in the city and rental yields a little lower than the average, but Downtown has led capital growth in every recovery since 2012 and remains the first name overseas buyers ask about.',
      'Short-stay demand is exceptional: the area receives millions of visitors a year for the New Year fireworks, the mall and the Opera season.',
    ],
    highlights: ['Views of the Burj Khalifa and the fountain', 'Walk to the Dubai Mall and the Opera', 'Premium short-stay rental demand', 'Strong long-term capital growth'],
    goodFor: ['Capital-growth investors', 'Executives', 'Holiday-home investors'],
    nearby: [['Burj Khalifa/Dubai Mall Metro Station', 6], ['The Dubai Mall', 3], ['Dubai Opera', 4], ['DIFC', 7], ['Dubai International Airport (DXB)', 15]],
    amenities: [A.pool, A.dining, A.metro, A.parks, A.supermarket, A.health, A.track], locations: ['The Boulevard', 'Opera District', 'Burj Lake', 'Downtown South'],
  },
  {
    id: 3, name: 'Business Bay', palette: PALETTES.bay, water: 'creek', lat: 25.185, lng: 55.265, ppsf: 2100, yieldPct: 6.6, sc: [15, 22], featured: true,
    summary: 'Towers along the Dubai Water Canal next to Downtown: city-centre living at a lower entry price and higher yields.',
    paragraphs: [
      'Business Bay lines both banks of the Dubai Water Canal, directly south of Downtown Dubai. It began as an office district and has become one of the most active residential markets, with new towers launching every quarter.',
      'Tenants like the short walk to Downtown and DIFC, the canal-side running track and the choice of hotel apartments. Prices per square foot trail Downtown by roughly a quarter, which lifts gross yields above 6%.',
      'Investors should compare service charges carefully: the spread between older office-style buildings and new amenity-rich towers is wide.',
    ],
    highlights: ['Canal-front promenade and running track', 'Five minutes from Downtown and DIFC', 'Large choice of new launches', 'Yields above the city average'],
    goodFor: ['Buy-to-let investors', 'Young professionals', 'First-time buyers'],
    nearby: [['Business Bay Metro Station', 7], ['The Dubai Mall', 8], ['DIFC', 10], ['Dubai Water Canal boardwalk', 2], ['Dubai International Airport (DXB)', 15]],
    amenities: [A.pool, A.dining, A.metro, A.track, A.supermarket, A.health], locations: ['Canal Front', 'Marasi Drive', 'Bay Square', 'Al Abraj Street'],
  },
  {
    id: 4, name: 'Palm Jumeirah', palette: PALETTES.palm, water: 'palm', lat: 25.1124, lng: 55.139, ppsf: 3400, yieldPct: 5.2, sc: [20, 28], featured: true,
    summary: 'The palm-shaped island: beachfront apartments, frond villas and the city’s most expensive penthouses.',
    paragraphs: [
      'Palm Jumeirah is the island in the shape of a palm tree off the Al Sufouh coast. Apartments stand along the trunk, around 1,500 villas line the 16 fronds, and resort hotels occupy the crescent that shelters the island from the open sea.',
      'The Palm is Dubai’s benchmark for luxury: most of the record-breaking sales of recent years were villas and penthouses here. Beach access is the key to value, so buildings with a private beach trade at a clear premium.',
      'Rental yields are lower than in mid-market districts, but occupancy of furnished holiday homes is high and the supply of new land is almost exhausted.',
    ],
    highlights: ['Private beaches on most residential plots', 'Record-setting villa and penthouse market', 'Almost no land left for new supply', 'Monorail along the trunk'],
    goodFor: ['Luxury buyers', 'Holiday-home investors', 'Families wanting a beach home'],
    nearby: [['Palm Jumeirah Monorail', 5], ['Nakheel Mall', 6], ['Dubai Marina', 12], ['Dubai Internet City', 12], ['Dubai International Airport (DXB)', 30]],
    amenities: [A.beach, A.pool, A.dining, A.marina, A.track, A.supermarket], locations: ['The Trunk', 'The Fronds', 'The Crescent', 'Palm West Beach'],
  },
  {
    id: 5, name: 'Dubai Hills Estate', palette: PALETTES.hills, water: 'none', lat: 25.105, lng: 55.245, ppsf: 1950, yieldPct: 5.8, sc: [12, 19], featured: true,
    summary: 'A green master community around an 18-hole golf course, with a large mall, schools and a hospital.',
    paragraphs: [
      'Dubai Hills Estate is a 2,700-acre community between Al Khail Road and Umm Suqeim Street, planned around an 18-hole championship golf course and a 1.4 million square-foot park.',
      'It mixes villas, townhouses and mid-rise apartment buildings, and everything a family needs is inside the gates: schools, a hospital, the Dubai Hills Mall and long cycling loops.',
      'The tenant profile is families on long leases, so vacancies are short and wear and tear is low. Villas here have shown some of the strongest price growth of any community since 2021.',
    ],
    highlights: ['18-hole championship golf course', 'Dubai Hills Mall and a hospital inside the community', 'Schools within walking distance', 'Long-stay family tenants'],
    goodFor: ['Families', 'Owner-occupiers', 'Long-term investors'],
    nearby: [['Dubai Hills Mall', 5], ['King’s College Hospital', 6], ['Downtown Dubai', 15], ['Al Khail Road', 3], ['Dubai International Airport (DXB)', 22]],
    amenities: [A.golf, A.parks, A.schools, A.health, A.track, A.supermarket, A.tennis, A.kids, A.mosque], locations: ['Central Park', 'Golf Place', 'Dubai Hills Boulevard', 'Park Heights'],
  },
  {
    id: 6, name: 'Jumeirah Village Circle', palette: PALETTES.jvc, water: 'none', lat: 25.06, lng: 55.209, ppsf: 1150, yieldPct: 7.8, sc: [11, 16], featured: false,
    summary: 'A circular family neighbourhood of mid-rise buildings and townhouses with some of the highest yields in Dubai.',
    paragraphs: [
      'Jumeirah Village Circle (JVC) is laid out as a circle of districts around a central park, between Al Khail Road and Sheikh Mohammed Bin Zayed Road. Buildings are mostly mid-rise, with townhouses along the outer ring.',
      'Low entry prices and steady tenant demand make JVC the highest-yielding established district in our list: studios and one-bedroom apartments regularly rent for 7-8% gross.',
      'Dozens of projects are under construction, so choose buildings with a distinctive design, good parking and a developer with a record of on-time delivery.',
    ],
    highlights: ['Gross yields of 7-8%', 'Entry prices under AED 1M', 'Over 30 parks and play areas', 'Quick access to Al Khail Road'],
    goodFor: ['Yield-focused investors', 'First-time buyers', 'Young families'],
    nearby: [['Circle Mall', 5], ['Mall of the Emirates', 15], ['Dubai Marina', 15], ['Al Khail Road', 4], ['Al Maktoum International Airport (DWC)', 30]],
    amenities: [A.parks, A.kids, A.schools, A.supermarket, A.mosque, A.track, A.dining], locations: ['District 10', 'District 12', 'District 15', 'Circle Mall Quarter'],
  },
  {
    id: 7, name: 'Dubai Creek Harbour', palette: PALETTES.creek, water: 'creek', lat: 25.199, lng: 55.345, ppsf: 1900, yieldPct: 6.0, sc: [14, 20], featured: false,
    summary: 'A new waterfront district on the historic Creek beside a wildlife sanctuary, ten minutes from the airport.',
    paragraphs: [
      'Dubai Creek Harbour is a new city district on the banks of Dubai Creek, next to the Ras Al Khor wildlife sanctuary and its flamingos. Towers are arranged around a marina, a beach and a central park.',
      'It is one of the closest residential districts to Dubai International Airport and to the old city, and is planned to be served by a future metro line.',
      'Many towers are still under construction, so buyers can choose between off-plan launches with long payment plans and recently completed buildings with first tenants.',
    ],
    highlights: ['Waterfront promenade and Creek Beach', 'Ten minutes from DXB airport', 'Views of the Downtown skyline across the Creek', 'Large pipeline of new launches'],
    goodFor: ['Off-plan investors', 'Frequent flyers', 'Young families'],
    nearby: [['Creek Marina', 3], ['Ras Al Khor Wildlife Sanctuary', 5], ['Dubai Festival City Mall', 10], ['Downtown Dubai', 12], ['Dubai International Airport (DXB)', 10]],
    amenities: [A.beach, A.marina, A.parks, A.track, A.dining, A.supermarket, A.kids], locations: ['Creek Island', 'Creek Beach', 'Creek Marina', 'Ras Al Khor Edge'],
  },
  {
    id: 8, name: 'Mohammed Bin Rashid City', palette: PALETTES.mbr, water: 'lake', lat: 25.166, lng: 55.302, ppsf: 1800, yieldPct: 6.2, sc: [13, 20], featured: false,
    summary: 'A large new community next to Meydan with crystal lagoons, villas and low-rise apartments.',
    paragraphs: [
      'Mohammed Bin Rashid City (MBR City) stretches from Meydan towards Al Khail Road. Its residential districts are built around swimmable crystal lagoons, with villas, townhouses and low-rise apartment buildings facing the water.',
      'The district sits between Downtown Dubai and the newer southern communities, and its lagoon-front homes have attracted both end users and investors looking for a resort feel close to the city.',
      'Service charges vary with the lagoon: plan for the higher end of the range in buildings with direct water access.',
    ],
    highlights: ['Swimmable crystal lagoons', '15 minutes from Downtown Dubai', 'Mix of villas and low-rise apartments', 'Meydan racecourse and golf nearby'],
    goodFor: ['Families', 'Lifestyle buyers', 'Long-term investors'],
    nearby: [['Meydan Racecourse', 6], ['Downtown Dubai', 15], ['Dubai Hills Mall', 15], ['Al Khail Road', 5], ['Dubai International Airport (DXB)', 18]],
    amenities: [A.beach, A.parks, A.track, A.schools, A.kids, A.supermarket, A.golf], locations: ['District One', 'Meydan Avenue', 'Crystal Lagoon', 'Al Merkadh'],
  },
  {
    id: 9, name: 'Dubai South', palette: PALETTES.south, water: 'none', lat: 24.895, lng: 55.16, ppsf: 950, yieldPct: 7.5, sc: [10, 14], featured: false,
    summary: 'The growth corridor around Al Maktoum International Airport and Expo City, with the lowest entry prices on our list.',
    paragraphs: [
      'Dubai South is a planned city of 145 square kilometres around Al Maktoum International Airport (DWC), which the government plans to expand into the region’s main hub. Expo City Dubai sits on its northern edge.',
      'Residential districts offer apartments and townhouses at some of the lowest prices per square foot in Dubai, with yields above 7%. Tenants are airport, logistics and Expo City employees.',
      'This is a longer-term play: returns depend on the airport’s expansion and the new jobs it brings, and on road and metro links currently under construction.',
    ],
    highlights: ['Next to the expanding Al Maktoum International Airport', 'Expo City Dubai and its metro station', 'Entry prices under AED 1M', 'Yields above 7%'],
    goodFor: ['Long-term investors', 'First-time buyers', 'Aviation and logistics staff'],
    nearby: [['Al Maktoum International Airport (DWC)', 8], ['Expo City Dubai', 12], ['Expo 2020 Metro Station', 12], ['Sheikh Mohammed Bin Zayed Road', 6], ['Dubai Marina', 25]],
    amenities: [A.parks, A.golf, A.schools, A.supermarket, A.mosque, A.track], locations: ['Residential District', 'Golf District', 'Aviation District', 'Expo City Fringe'],
  },
  {
    id: 10, name: 'Jumeirah Lake Towers', palette: PALETTES.jlt, water: 'lake', lat: 25.069, lng: 55.142, ppsf: 1350, yieldPct: 7.6, sc: [13, 18], featured: false,
    summary: 'Towers set around four lakes across the road from Dubai Marina: Marina lifestyle at JLT prices.',
    paragraphs: [
      'Jumeirah Lake Towers (JLT) is a free zone district of around 80 towers in clusters of three, set around four artificial lakes on the inland side of Sheikh Zayed Road, opposite Dubai Marina.',
      'Offices and homes are mixed, so many tenants walk to work. Two metro stations serve the district and a footbridge leads to the Marina.',
      'Prices per square foot are about a third below the Marina, and gross yields are correspondingly higher: a favourite of yield-focused investors.',
    ],
    highlights: ['Two metro stations', 'Lakeside walks and parks', 'About a third cheaper than Dubai Marina', 'Mixed office and residential tenants'],
    goodFor: ['Yield-focused investors', 'Young professionals', 'Couples'],
    nearby: [['DMCC Metro Station', 5], ['JLT Metro Station', 6], ['Dubai Marina Mall', 10], ['JBR Beach', 12], ['Dubai International Airport (DXB)', 30]],
    amenities: [A.parks, A.metro, A.dining, A.supermarket, A.track, A.health], locations: ['Cluster D Lakefront', 'Cluster J', 'Cluster T', 'JLT Park'],
  },
];

/** Location ids are assigned area by area, 4 per area. */
export const locationId = (areaId: number, index: number) => (areaId - 1) * 4 + index + 1;

export function buildLocations() {
  return AREA_SEEDS.flatMap((a) => a.locations.map((name, i) => ({ id: locationId(a.id, i), name, area_id: a.id })));
}

/** Villa districts get a low-rise hero; the rest a skyline, over water where there is some. */
function heroScene(a: AreaSeed, slug: string): Scene {
  if (a.id === 5 || a.id === 6) return { type: 'villas', palette: a.palette, seed: `${slug}-hero` };
  return { type: 'skyline', palette: a.palette, seed: `${slug}-hero`, water: a.water !== 'none', hero: 'spire' };
}

export function buildAreas() {
  return AREA_SEEDS.map((a) => {
    const slug = slugify(a.name);
    return {
      id: a.id,
      name: a.name,
      slug,
      summary: a.summary,
      description: [
        ...a.paragraphs.map((p) => `<p>${p}</p>`),
        `<h2>Key figures</h2><ul><li>Average price: AED ${a.ppsf.toLocaleString('en-US')} per sq ft</li><li>Gross rental yield: about ${a.yieldPct}%</li><li>Service charges: AED ${a.sc[0]}-${a.sc[1]} per sq ft per year</li></ul>`,
      ].join('\n'),
      hero_image: image(`area-${slug}-hero`, 'photo', `${a.name} skyline`, heroScene(a, slug)),
      gallery: [
        image(`area-${slug}-map`, 'photo', `${a.name} from above`, { type: 'aerial', palette: a.palette, seed: `${slug}-aerial`, water: a.water }),
        image(`area-${slug}-evening`, 'photo', `${a.name} in the evening`, { type: 'skyline', palette: a.palette, seed: `${slug}-evening`, water: a.water !== 'none', hero: 'curve', night: true }),
      ],
      avg_price_per_sqft_aed: a.ppsf,
      rental_yield_pct: a.yieldPct,
      service_charge_min_aed: a.sc[0],
      service_charge_max_aed: a.sc[1],
      highlights: a.highlights,
      good_for: a.goodFor,
      nearby: a.nearby.map(([name, minutes]) => ({ name, minutes })),
      amenity_ids: a.amenities,
      latitude: a.lat,
      longitude: a.lng,
      featured: a.featured,
      published: true,
      seo_title: `${a.name} property: prices, yields and new projects`.slice(0, 70),
      seo_description: `Invest in ${a.name}: average AED ${a.ppsf.toLocaleString('en-US')}/sq ft, gross yields around ${a.yieldPct}%, service charges and off-plan projects with payment plans.`.slice(0, 170),
    };
  });
}
