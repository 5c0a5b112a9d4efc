import { AMENITY as A, TYPE as T } from './taxonomy';

export type PlanKey = '60/40' | '80/20' | '70/30' | '50/50' | '1% monthly' | 'Post-handover 40/60' | 'Post-handover 50/50' | 'ready';
export type Status = 'off_plan' | 'under_construction' | 'ready';

/** [name, bedrooms, size from, size to, units available, price premium over the base price per sq ft] */
export type UnitSeed = [string, number, number, number, number, number?];

export interface ProjectSeed {
  id: number;
  title: string;
  developer: number;
  area: number;
  location: number;
  status: Status;
  handover: [number, 1 | 2 | 3 | 4];
  ppsf: number;
  units: UnitSeed[];
  plan: PlanKey;
  types: number[];
  amenities: number[];
  serviceCharge: number;
  yieldPct: number;
  look: 'spire' | 'curve' | 'stepped' | 'twin' | 'slab' | 'villas';
  concept: string;
  highlights: string[];
  featured?: boolean;
  draft?: boolean;
  publishedAt: string;
}

const TOWER = [A.pool, A.gym, A.parking, A.security, A.lounge];

export const PROJECT_SEEDS: ProjectSeed[] = [
  {
    id: 1, title: 'Marina Vista Residences', developer: 1, area: 1, location: 0, status: 'off_plan', handover: [2028, 2], ppsf: 2250, plan: '60/40', featured: true,
    units: [['1 Bedroom', 1, 720, 860, 38], ['2 Bedroom', 2, 1150, 1380, 24], ['3 Bedroom', 3, 1720, 1950, 10], ['4 Bedroom Penthouse', 4, 3900, 4400, 2, 1.35]],
    types: [T.apartment, T.penthouse], amenities: [...TOWER, A.spa, A.kids, A.cowork, A.ev], serviceCharge: 19, yieldPct: 6.6, look: 'spire', publishedAt: '2026-02-10T08:00:00.000Z',
    concept: 'A 52-storey tower on the quieter southern bend of the Marina canal, where every apartment has a balcony facing the water or the open sea.',
    highlights: ['Infinity pool on level 52 overlooking the Gulf', 'Direct access to the Marina promenade'],
  },
  {
    id: 2, title: 'Harbour Sails Tower', developer: 8, area: 1, location: 3, status: 'under_construction', handover: [2027, 1], ppsf: 2100, plan: '70/30',
    units: [['Studio', 0, 430, 480, 12], ['1 Bedroom', 1, 740, 810, 20], ['2 Bedroom', 2, 1120, 1260, 8]],
    types: [T.apartment], amenities: [...TOWER, A.pets, A.cowork], serviceCharge: 18, yieldPct: 7.1, look: 'curve', publishedAt: '2025-11-04T08:00:00.000Z',
    concept: 'A slim 38-storey tower with a sail-shaped crown at the harbour end of the Marina, designed for compact, easy-to-let homes.',
    highlights: ['Structure topped out; façade works under way', 'Furnished-unit package for holiday-home owners'],
  },
  {
    id: 3, title: 'JBR Shoreline Suites', developer: 4, area: 1, location: 2, status: 'ready', handover: [2026, 1], ppsf: 2900, plan: 'ready',
    units: [['1 Bedroom', 1, 850, 940, 4], ['2 Bedroom', 2, 1380, 1520, 6], ['3 Bedroom', 3, 2050, 2300, 3]],
    types: [T.apartment, T.serviced], amenities: [...TOWER, A.beach, A.spa], serviceCharge: 24, yieldPct: 6.1, look: 'slab', publishedAt: '2025-09-15T08:00:00.000Z',
    concept: 'A completed 24-storey building a few steps from JBR beach, with a hotel operator managing short stays for owners who want it.',
    highlights: ['A few steps from JBR beach', 'Optional hotel-managed rental programme'],
  },
  {
    id: 4, title: 'Boulevard Crest', developer: 2, area: 2, location: 0, status: 'off_plan', handover: [2029, 4], ppsf: 3150, plan: '80/20', featured: true,
    units: [['1 Bedroom', 1, 780, 900, 30], ['2 Bedroom', 2, 1250, 1480, 28], ['3 Bedroom', 3, 1900, 2250, 12], ['4 Bedroom Penthouse', 4, 4800, 5600, 2, 1.4]],
    types: [T.apartment, T.penthouse], amenities: [...TOWER, A.spa, A.cinema, A.kids, A.ev], serviceCharge: 26, yieldPct: 5.5, look: 'stepped', publishedAt: '2026-03-02T08:00:00.000Z',
    concept: 'A stepped 60-storey tower on the Boulevard with terraces that face the Burj Khalifa, the fountain and the Opera.',
    highlights: ['Burj Khalifa and fountain views from most homes', 'Sky garden and residents-only club on level 40'],
  },
  {
    id: 5, title: 'Opera Lane Residences', developer: 2, area: 2, location: 1, status: 'under_construction', handover: [2027, 3], ppsf: 3400, plan: '60/40',
    units: [['1 Bedroom', 1, 820, 910, 9], ['2 Bedroom', 2, 1300, 1520, 14], ['3 Bedroom Duplex', 3, 2400, 2700, 4, 1.1]],
    types: [T.apartment, T.duplex], amenities: [...TOWER, A.spa, A.cinema], serviceCharge: 27, yieldPct: 5.3, look: 'slab', publishedAt: '2025-10-20T08:00:00.000Z',
    concept: 'A mid-rise building in the Opera District with double-height duplexes on the top four floors and a lobby gallery for local artists.',
    highlights: ['Three minutes on foot to Dubai Opera', 'Double-height duplexes with private terraces'],
  },
  {
    id: 6, title: 'Burj Lake Signature Residences', developer: 4, area: 2, location: 2, status: 'off_plan', handover: [2029, 2], ppsf: 4100, plan: '70/30',
    units: [['2 Bedroom', 2, 1450, 1650, 10], ['3 Bedroom', 3, 2300, 2600, 8], ['4 Bedroom Penthouse', 4, 4400, 5200, 2, 1.3]],
    types: [T.branded, T.penthouse], amenities: [...TOWER, A.spa, A.cinema, A.ev], serviceCharge: 28, yieldPct: 5.0, look: 'twin', publishedAt: '2026-06-01T08:00:00.000Z',
    concept: 'Two slender towers joined by a sky bridge on the edge of the Burj Lake, with hotel-style services and interiors by an Italian design studio.',
    highlights: ['Sky bridge with a residents-only pool', 'Hotel-style concierge and housekeeping'],
  },
  {
    id: 7, title: 'Canal Point Tower', developer: 5, area: 3, location: 0, status: 'off_plan', handover: [2028, 1], ppsf: 2200, plan: '1% monthly', featured: true,
    units: [['Studio', 0, 410, 460, 40], ['1 Bedroom', 1, 690, 820, 54], ['2 Bedroom', 2, 1080, 1240, 26]],
    types: [T.apartment], amenities: [...TOWER, A.cowork, A.pets, A.track], serviceCharge: 17, yieldPct: 7.0, look: 'curve', publishedAt: '2026-01-12T08:00:00.000Z',
    concept: 'A 45-storey tower on the Dubai Water Canal whose curved glass façade follows the bend of the water, with studios and one-bedroom homes designed for tenants.',
    highlights: ['Direct access to the canal running track', 'Curved glass façade with canal views'],
  },
  {
    id: 8, title: 'Marasi Bay Heights', developer: 1, area: 3, location: 1, status: 'under_construction', handover: [2026, 4], ppsf: 2050, plan: '50/50',
    units: [['1 Bedroom', 1, 700, 790, 11], ['2 Bedroom', 2, 1100, 1250, 9], ['3 Bedroom', 3, 1600, 1800, 3]],
    types: [T.apartment], amenities: [...TOWER, A.kids, A.spa], serviceCharge: 18, yieldPct: 6.5, look: 'slab', publishedAt: '2025-08-18T08:00:00.000Z',
    concept: 'A 30-storey residential tower on Marasi Drive, close to handover, with a landscaped podium deck above the canal.',
    highlights: ['Over 90% built', 'Podium park with children’s play area'],
  },
  {
    id: 9, title: 'The Executive Quarter', developer: 3, area: 3, location: 2, status: 'off_plan', handover: [2028, 4], ppsf: 1950, plan: 'Post-handover 40/60',
    units: [['Studio', 0, 390, 440, 35], ['1 Bedroom', 1, 650, 760, 48], ['2 Bedroom', 2, 1050, 1190, 20]],
    types: [T.apartment, T.serviced], amenities: [...TOWER, A.cowork, A.ev], serviceCharge: 16, yieldPct: 7.2, look: 'twin', publishedAt: '2026-04-07T08:00:00.000Z',
    concept: 'Twin towers beside Bay Square offering serviced apartments and compact homes for business travellers, with a co-working floor in each tower.',
    highlights: ['Co-working floor in each tower', 'Serviced-apartment operator on site'],
  },
  {
    id: 10, title: 'Frond Pearl Villas', developer: 4, area: 4, location: 1, status: 'off_plan', handover: [2029, 3], ppsf: 3300, plan: '70/30', featured: true,
    units: [['4 Bedroom Villa', 4, 5600, 6100, 3], ['5 Bedroom Villa', 5, 7200, 7500, 4]],
    types: [T.villa], amenities: [A.beach, A.pool, A.security, A.spa, A.ev], serviceCharge: 14, yieldPct: 5.0, look: 'villas', publishedAt: '2026-05-05T08:00:00.000Z',
    concept: 'Seven beachfront villas at the tip of a frond, each with a private beach, an infinity pool and a basement garage.',
    highlights: ['Private beach and infinity pool for every villa', 'Only seven homes on the plot'],
  },
  {
    id: 11, title: 'Crescent Bay Residences', developer: 4, area: 4, location: 2, status: 'off_plan', handover: [2028, 3], ppsf: 3600, plan: '60/40',
    units: [['1 Bedroom', 1, 950, 1080, 12], ['2 Bedroom', 2, 1500, 1700, 14], ['3 Bedroom', 3, 2200, 2500, 8], ['4 Bedroom Penthouse', 4, 4600, 5000, 1, 1.35]],
    types: [T.apartment, T.penthouse], amenities: [...TOWER, A.beach, A.spa, A.tennis], serviceCharge: 25, yieldPct: 5.4, look: 'stepped', publishedAt: '2026-02-24T08:00:00.000Z',
    concept: 'A low, terraced building on the Crescent looking back at the Palm and the Marina skyline, with a 120-metre private beach.',
    highlights: ['120-metre private beach', 'Skyline views back across the Palm'],
  },
  {
    id: 12, title: 'Palm West Beach Suites', developer: 1, area: 4, location: 3, status: 'ready', handover: [2026, 2], ppsf: 3050, plan: 'ready',
    units: [['Studio', 0, 520, 560, 3], ['1 Bedroom', 1, 820, 900, 5], ['2 Bedroom', 2, 1300, 1450, 4]],
    types: [T.serviced, T.apartment], amenities: [...TOWER, A.beach, A.dining], serviceCharge: 23, yieldPct: 6.3, look: 'curve', publishedAt: '2025-07-01T08:00:00.000Z',
    concept: 'A completed beach-club building on Palm West Beach with furnished suites, sold with or without a hotel rental programme.',
    highlights: ['Furnished suites with hotel-grade finishes', 'Beach club and restaurants on the ground floor'],
  },
  {
    id: 13, title: 'Parkside Greens Townhouses', developer: 7, area: 5, location: 0, status: 'off_plan', handover: [2028, 2], ppsf: 1750, plan: '80/20', featured: true,
    units: [['3 Bedroom Townhouse', 3, 2100, 2300, 22], ['4 Bedroom Townhouse', 4, 2600, 2900, 16]],
    types: [T.townhouse], amenities: [A.pool, A.kids, A.security, A.parks, A.track, A.tennis], serviceCharge: 11, yieldPct: 5.6, look: 'villas', publishedAt: '2026-03-16T08:00:00.000Z',
    concept: 'Shaded streets of three- and four-bedroom townhouses facing Central Park, with solar panels on every roof and a private garden for each home.',
    highlights: ['Facing the 1.4 million sq ft Central Park', 'Solar panels cut cooling bills'],
  },
  {
    id: 14, title: 'Golf Place Residences', developer: 2, area: 5, location: 1, status: 'under_construction', handover: [2027, 2], ppsf: 2150, plan: '60/40',
    units: [['1 Bedroom', 1, 760, 840, 8], ['2 Bedroom', 2, 1180, 1300, 12], ['3 Bedroom', 3, 1650, 1850, 6]],
    types: [T.apartment], amenities: [...TOWER, A.kids, A.tennis], serviceCharge: 16, yieldPct: 5.9, look: 'slab', publishedAt: '2025-12-01T08:00:00.000Z',
    concept: 'Two mid-rise buildings on the 18th fairway, with wide balconies and fairway views from every apartment.',
    highlights: ['Every apartment looks over the golf course', 'Five minutes to Dubai Hills Mall'],
  },
  {
    id: 15, title: 'Hills Boulevard Villas', developer: 7, area: 5, location: 2, status: 'off_plan', handover: [2029, 1], ppsf: 2300, plan: '70/30',
    units: [['4 Bedroom Villa', 4, 4200, 4600, 6], ['5 Bedroom Villa', 5, 5400, 6000, 4]],
    types: [T.villa], amenities: [A.pool, A.kids, A.security, A.parks, A.ev, A.tennis], serviceCharge: 12, yieldPct: 5.2, look: 'villas', publishedAt: '2026-07-14T08:00:00.000Z',
    concept: 'Contemporary four- and five-bedroom villas on large plots near the Boulevard, each with a pool, a maid’s room and a two-car garage.',
    highlights: ['Private pool and garden with every villa', 'Walk to schools and the Boulevard'],
  },
  {
    id: 16, title: 'Circle Garden Residences', developer: 8, area: 6, location: 1, status: 'off_plan', handover: [2027, 4], ppsf: 1250, plan: 'Post-handover 40/60',
    units: [['1 Bedroom', 1, 640, 720, 36], ['2 Bedroom', 2, 1020, 1150, 18], ['3 Bedroom Townhouse', 3, 1750, 1900, 6, 1.05]],
    types: [T.apartment, T.townhouse], amenities: [...TOWER, A.kids, A.pets], serviceCharge: 13, yieldPct: 8.0, look: 'stepped', publishedAt: '2026-01-26T08:00:00.000Z',
    concept: 'A garden building in District 12 with planted terraces on every floor and six townhouses wrapped around the podium pool.',
    highlights: ['Planted terraces on every floor', 'Six townhouses around the podium pool'],
  },
  {
    id: 17, title: 'Verde Court', developer: 3, area: 6, location: 2, status: 'off_plan', handover: [2028, 2], ppsf: 1150, plan: '1% monthly',
    units: [['Studio', 0, 580, 640, 30], ['1 Bedroom', 1, 720, 820, 42], ['2 Bedroom', 2, 1100, 1200, 14]],
    types: [T.apartment], amenities: [...TOWER, A.kids, A.track], serviceCharge: 12, yieldPct: 7.9, look: 'slab', publishedAt: '2026-04-21T08:00:00.000Z',
    concept: 'A 16-storey building with larger-than-usual studios and a rooftop running track, priced for first-time investors.',
    highlights: ['Studios from 580 sq ft', 'Rooftop running track'],
  },
  {
    id: 18, title: 'Lumina Heights', developer: 5, area: 6, location: 0, status: 'ready', handover: [2026, 1], ppsf: 1180, plan: 'ready',
    units: [['1 Bedroom', 1, 700, 780, 6], ['2 Bedroom', 2, 1050, 1180, 3]],
    types: [T.apartment], amenities: [...TOWER, A.kids], serviceCharge: 13, yieldPct: 7.6, look: 'curve', publishedAt: '2025-06-10T08:00:00.000Z',
    concept: 'A completed building in District 10, already 80% let, where the last units are sold with a tenant-finding service.',
    highlights: ['Already about 80% let', 'Rental-management service on request'],
  },
  {
    id: 19, title: 'Creek Horizon Towers', developer: 3, area: 7, location: 0, status: 'off_plan', handover: [2029, 1], ppsf: 1850, plan: '60/40', featured: true,
    units: [['1 Bedroom', 1, 690, 780, 60], ['2 Bedroom', 2, 1080, 1220, 44], ['3 Bedroom', 3, 1550, 1750, 14]],
    types: [T.apartment], amenities: [...TOWER, A.kids, A.beach, A.track], serviceCharge: 15, yieldPct: 6.3, look: 'twin', publishedAt: '2026-05-19T08:00:00.000Z',
    concept: 'Twin towers on Creek Island facing the Downtown skyline across the water, ten minutes from Dubai International Airport.',
    highlights: ['Views of the Burj Khalifa across the Creek', 'Steps from Creek Beach'],
  },
  {
    id: 20, title: 'Flamingo Bay Residences', developer: 6, area: 7, location: 3, status: 'under_construction', handover: [2027, 4], ppsf: 1780, plan: '50/50',
    units: [['1 Bedroom', 1, 720, 800, 14], ['2 Bedroom', 2, 1110, 1260, 10], ['3 Bedroom', 3, 1600, 1780, 5]],
    types: [T.apartment], amenities: [...TOWER, A.kids, A.parks], serviceCharge: 15, yieldPct: 6.0, look: 'stepped', publishedAt: '2025-10-06T08:00:00.000Z',
    concept: 'A terraced building facing the Ras Al Khor wildlife sanctuary, where residents can watch the flamingos from their balconies.',
    highlights: ['Faces the Ras Al Khor wildlife sanctuary', 'Construction about 45% complete'],
  },
  {
    id: 21, title: 'Lagoon Crest Townhouses', developer: 6, area: 8, location: 2, status: 'off_plan', handover: [2028, 4], ppsf: 1650, plan: 'Post-handover 50/50',
    units: [['3 Bedroom Townhouse', 3, 2050, 2250, 18], ['4 Bedroom Townhouse', 4, 2700, 3000, 10]],
    types: [T.townhouse], amenities: [A.pool, A.beach, A.kids, A.security, A.parks, A.track], serviceCharge: 13, yieldPct: 5.9, look: 'villas', publishedAt: '2026-06-23T08:00:00.000Z',
    concept: 'Townhouses on the edge of a swimmable crystal lagoon, with roof terraces and half of the price payable after handover.',
    highlights: ['Walk out onto the crystal lagoon beach', 'Roof terrace on every townhouse'],
  },
  {
    id: 22, title: 'District One Lagoon Villas', developer: 6, area: 8, location: 0, status: 'off_plan', handover: [2030, 2], ppsf: 2450, plan: '70/30', draft: true,
    units: [['5 Bedroom Villa', 5, 6800, 7400, 5], ['6 Bedroom Villa', 6, 8200, 9000, 3, 1.05]],
    types: [T.villa], amenities: [A.pool, A.beach, A.security, A.spa, A.ev], serviceCharge: 14, yieldPct: 5.0, look: 'villas', publishedAt: '2026-11-02T08:00:00.000Z',
    concept: 'Large lagoon-front villas planned for the last plots of District One; launch details are still being finalised with the developer.',
    highlights: ['Lagoon-front plots', 'Launch expected in early 2027'],
  },
  {
    id: 23, title: 'Meydan Avenue Apartments', developer: 5, area: 8, location: 1, status: 'off_plan', handover: [2028, 3], ppsf: 1720, plan: '1% monthly',
    units: [['Studio', 0, 430, 480, 20], ['1 Bedroom', 1, 700, 800, 30], ['2 Bedroom', 2, 1100, 1220, 16]],
    types: [T.apartment], amenities: [...TOWER, A.track, A.pets], serviceCharge: 14, yieldPct: 6.6, look: 'slab', publishedAt: '2026-08-04T08:00:00.000Z',
    concept: 'A mid-rise building on Meydan Avenue with views of the racecourse, fifteen minutes from Downtown.',
    highlights: ['Racecourse views', 'Fifteen minutes from Downtown Dubai'],
  },
  {
    id: 24, title: 'Aviation Gate Residences', developer: 3, area: 9, location: 2, status: 'off_plan', handover: [2028, 1], ppsf: 980, plan: 'Post-handover 40/60',
    units: [['1 Bedroom', 1, 690, 760, 70], ['2 Bedroom', 2, 1050, 1150, 40], ['3 Bedroom', 3, 1450, 1600, 12]],
    types: [T.apartment], amenities: [...TOWER, A.kids, A.parks], serviceCharge: 11, yieldPct: 7.8, look: 'stepped', publishedAt: '2026-02-03T08:00:00.000Z',
    concept: 'A family-sized apartment complex eight minutes from Al Maktoum International Airport, aimed at aviation and logistics professionals.',
    highlights: ['Eight minutes to Al Maktoum International Airport', 'Family-sized layouts with storage rooms'],
  },
  {
    id: 25, title: 'Expo Park Townhouses', developer: 8, area: 9, location: 3, status: 'off_plan', handover: [2029, 2], ppsf: 1050, plan: 'Post-handover 50/50', draft: true,
    units: [['3 Bedroom Townhouse', 3, 1900, 2100, 30], ['4 Bedroom Townhouse', 4, 2400, 2600, 20]],
    types: [T.townhouse], amenities: [A.pool, A.kids, A.security, A.parks, A.track], serviceCharge: 10, yieldPct: 7.0, look: 'villas', publishedAt: '2026-11-10T08:00:00.000Z',
    concept: 'Townhouses a short drive from Expo City Dubai, planned around a linear park; prices and inventory are awaiting the developer’s final release.',
    highlights: ['Linear park at the heart of the community', 'Close to Expo City Dubai'],
  },
  {
    id: 26, title: 'Lakeshore One', developer: 5, area: 10, location: 0, status: 'off_plan', handover: [2027, 4], ppsf: 1450, plan: '60/40',
    units: [['Studio', 0, 460, 500, 18], ['1 Bedroom', 1, 760, 840, 26], ['2 Bedroom', 2, 1200, 1320, 12]],
    types: [T.apartment], amenities: [...TOWER, A.track, A.cowork], serviceCharge: 15, yieldPct: 7.4, look: 'curve', publishedAt: '2026-09-08T08:00:00.000Z',
    concept: 'A lakefront tower in Cluster D with a footbridge to the DMCC metro station and a rooftop lounge looking over the Marina.',
    highlights: ['Footbridge to the metro', 'Rooftop lounge with Marina views'],
  },
];
