import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { migrate, openDatabase } from '../../server/db/connect';
import { readDemoContent, seed } from '../../server/demo/seed';
import { RESOURCE_BY_NAME } from '../../server/resources/registry';
import { columnKinds, decodeRow, encodeValue } from '../../server/resources/columns';
import { slugify } from '../../src/slug';
import { PROJECT_STATUSES } from '../../src/constants';

/** Deterministic pseudo-random numbers (mulberry32): the same data set on every run. */
export function rng(seedValue: number) {
  let a = seedValue >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}

const DEVELOPERS = ['Emaar Properties', 'DAMAC Properties', 'Nakheel', 'Sobha Realty', 'Meraas', 'Ellington Properties', 'Azizi Developments', 'Danube Properties', 'Binghatti', 'Select Group', 'Omniyat', 'Deyaar'];
const AREAS = ['Dubai Marina', 'Downtown Dubai', 'Business Bay', 'Palm Jumeirah', 'Dubai Hills Estate', 'Jumeirah Village Circle', 'Dubai Creek Harbour', 'Arabian Ranches', 'Mohammed Bin Rashid City', 'Jumeirah Lake Towers', 'Dubai South', 'Meydan', 'Al Furjan', 'Damac Hills', 'Sobha Hartland', 'Emaar Beachfront'];
const PROPERTY_TYPES = ['Apartment', 'Townhouse', 'Villa', 'Penthouse', 'Duplex'];
const NAME_A = ['Marina', 'Creek', 'Palm', 'Skyline', 'Harbour', 'Oasis', 'Golf', 'Park', 'Bay', 'Crest', 'Vista', 'Azure', 'Pearl', 'Dune', 'Cove', 'Grove'];
const NAME_B = ['Residences', 'Heights', 'Towers', 'Gardens', 'Views', 'Terraces', 'Villas', 'Boulevard', 'Place', 'Point', 'Square', 'Edge'];
const PLANS: [string, number[]][] = [['60/40', [20, 40, 40]], ['80/20', [10, 70, 20]], ['50/50', [20, 30, 50]], ['70/30 post-handover', [10, 60, 30]]];
const UNIT_NAMES = ['Studio', '1 bedroom apartment', '2 bedroom apartment', '3 bedroom apartment', '4 bedroom townhouse', '5 bedroom villa'];
const NEARBY = ['Dubai Mall', 'Dubai International Airport', 'Mall of the Emirates', 'Metro station', 'JBR Beach', 'Expo City', 'Al Maktoum Airport'];

type Row = Record<string, unknown>;

/** One realistic off-plan / ready project, as the API returns it (before encoding). */
export function makeProject(
  i: number,
  r: ReturnType<typeof rng>,
  refs: { developers: number[]; areas: number[]; propertyTypes: number[]; galleries: unknown[][] },
): Row {
  const title = `${r.pick(NAME_A)} ${r.pick(NAME_B)} ${i}`;
  const bedroomsMin = r.int(0, 3);
  const bedroomsMax = Math.min(6, bedroomsMin + r.int(0, 3));
  const sizeMin = 380 + bedroomsMin * 420 + r.int(0, 150);
  const sizeMax = sizeMin + (bedroomsMax - bedroomsMin) * 650 + r.int(0, 400);
  const perSqft = r.int(900, 4200);
  const startingPrice = Math.round((sizeMin * perSqft) / 1000) * 1000;
  const [planLabel, percents] = r.pick(PLANS);
  const year = r.int(2026, 2030);
  const created = new Date(Date.UTC(2024, 0, 1) + i * 17 * 60_000).toISOString();
  const units = [];
  for (let b = bedroomsMin; b <= bedroomsMax; b++)
    units.push({ name: UNIT_NAMES[Math.min(b, UNIT_NAMES.length - 1)], bedrooms: b, size_sqft_from: 380 + b * 420, size_sqft_to: 520 + b * 520, price_from_aed: Math.round(((380 + b * 420) * perSqft) / 1000) * 1000, available: r.int(0, 60) });
  return {
    title,
    slug: `${slugify(title)}`,
    status: r.pick(PROJECT_STATUSES),
    developer_id: r.pick(refs.developers),
    area_id: r.pick(refs.areas),
    location_id: null,
    property_type_ids: [r.pick(refs.propertyTypes)],
    amenity_ids: [],
    starting_price_aed: startingPrice,
    price_per_sqft_aed: perSqft,
    bedrooms_min: bedroomsMin,
    bedrooms_max: bedroomsMax,
    size_sqft_min: sizeMin,
    size_sqft_max: sizeMax,
    handover_year: year,
    handover_quarter: r.int(1, 4),
    // Structured plans (issue 39): booking, a construction stage, handover.
    payment_plan: { label: planLabel, milestones: [{ percent: percents[0], due: { at: 'booking' } }, { percent: percents[1], due: { at: 'construction', construction_pct: 50 } }, { percent: percents[2], due: { at: 'handover' } }] },
    post_handover: planLabel.includes('post'),
    unit_types: units,
    units_available: units.reduce((n, u) => n + u.available, 0),
    description: `<p>${title} is a ${bedroomsMax >= 4 ? 'family' : 'city'} development with ${units.length} unit types, handing over in Q${r.int(1, 4)} ${year}.</p><p>Residents get a pool, a gym, landscaped gardens and covered parking, with retail on the ground floor.</p>`,
    highlights: ['Sea and skyline views', `${planLabel} payment plan`, 'Walk to the metro'],
    // The demo projects' real images, so pages and Lighthouse load files that exist.
    gallery: refs.galleries.length ? refs.galleries[i % refs.galleries.length] : [],
    floor_plans: [],
    brochure: null,
    video_url: null,
    latitude: 25 + r.next() * 0.3,
    longitude: 55.1 + r.next() * 0.3,
    nearby: [{ name: r.pick(NEARBY), minutes: r.int(3, 25) }, { name: r.pick(NEARBY), minutes: r.int(5, 35) }],
    service_charge_aed_per_sqft: r.int(10, 28),
    expected_rental_yield_pct: Math.round((5 + r.next() * 4) * 10) / 10,
    permit_number: String(7_000_000_000 + i),
    permit_qr: null,
    featured: r.next() < 0.05,
    published: true,
    published_at: created,
    seo_title: `${title} | Off-plan in Dubai`.slice(0, 70),
    seo_description: `${title}: ${bedroomsMin}-${bedroomsMax} bedroom homes from AED ${startingPrice.toLocaleString('en')}, ${planLabel} payment plan.`.slice(0, 170),
    created_at: created,
    updated_at: created,
  };
}

async function ensureNamed(k: Kysely<any>, table: string, names: string[], extra: (name: string) => Row): Promise<number[]> {
  const existing = (await k.selectFrom(table).select(['id', 'slug']).execute()) as { id: number; slug: string }[];
  const bySlug = new Map(existing.map((e) => [e.slug, e.id]));
  const ids: number[] = [];
  const now = new Date().toISOString();
  for (const name of names) {
    const slug = slugify(name);
    let id = bySlug.get(slug);
    if (id === undefined) id = ((await k.insertInto(table).values({ name, slug, created_at: now, updated_at: now, ...extra(name) }).returning('id').executeTakeFirstOrThrow()) as { id: number }).id;
    ids.push(id);
  }
  return ids;
}

export interface Dataset {
  dataDir: string;
  /** db.json for json-server: the same project records the API returns. */
  jsonFile: string;
  /** Projects in the database. */
  projects: number;
  /** Of which published (what anonymous visitors and json-server see). */
  visible: number;
  ids: number[];
  slugs: string[];
}

/**
 * A fresh DATA_DIR with the demo content plus generated projects up to `total`, inserted in batches
 * with Kysely over the app's own migrations; then a db.json of the same records for json-server.
 * `databaseUrl` (an empty PostgreSQL database) takes the rows instead of DATA_DIR's SQLite file: the same
 * records with the same ids, since the seed and the generator are deterministic.
 */
export async function generateDataset(dataDir: string, total: number, databaseUrl: string | null = null): Promise<Dataset> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seed(db, readDemoContent());
    const k = db.kysely as unknown as Kysely<any>;
    const developers = await ensureNamed(k, 'developers', DEVELOPERS, () => ({ published: 1, featured: 0 }));
    const areas = await ensureNamed(k, 'areas', AREAS, () => ({ published: 1, featured: 0 }));
    const propertyTypes = await ensureNamed(k, 'property_types', PROPERTY_TYPES, () => ({}));
    const kinds = columnKinds(RESOURCE_BY_NAME.get('projects')!);
    const galleries = ((await k.selectFrom('projects').select('gallery').orderBy('id').execute()) as { gallery: string }[])
      .map((row) => JSON.parse(row.gallery) as unknown[])
      .filter((g) => g.length > 0);
    const { n } = (await k.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) as { n: number };
    const r = rng(total);
    const batch = 200;
    await k.transaction().execute(async (trx) => {
      for (let start = Number(n); start < total; start += batch) {
        const rows = [];
        const links: { index: number; types: number[] }[] = [];
        for (let i = start; i < Math.min(total, start + batch); i++) {
          const record = makeProject(i + 1, r, { developers, areas, propertyTypes, galleries });
          const row: Row = {};
          for (const [col, kind] of Object.entries(kinds)) if (col in record && col !== 'id') row[col] = encodeValue(record[col], kind);
          rows.push(row);
          links.push({ index: rows.length - 1, types: record.property_type_ids as number[] });
        }
        const inserted = (await trx.insertInto('projects').values(rows).returning('id').execute()) as { id: number }[];
        const pairs = links.flatMap((l) => l.types.map((t) => ({ project_id: inserted[l.index].id, property_type_id: t })));
        if (pairs.length) await trx.insertInto('project_property_types').values(pairs).execute();
      }
    });
    // Only what an anonymous visitor may read through the API, so both servers hold the same records.
    const now = new Date().toISOString();
    const all = (await k.selectFrom('projects').selectAll().orderBy('id').execute())
      .map((row) => decodeRow(row as Row, kinds))
      .filter((p) => p.published === true && (p.published_at == null || String(p.published_at) <= now));
    const jsonDir = path.join(dataDir, 'json-server');
    fs.mkdirSync(jsonDir, { recursive: true });
    const jsonFile = path.join(jsonDir, 'db.json');
    fs.writeFileSync(jsonFile, JSON.stringify({ projects: all }));
    return { dataDir, jsonFile, projects: Math.max(total, Number(n)), visible: all.length, ids: all.map((p) => p.id as number), slugs: all.map((p) => p.slug as string) };
  } finally {
    await db.close();
  }
}

/**
 * Generates in a child process: building 50,000 records and their 150 MB db.json leaves a large heap behind,
 * and the load generator runs in this process; its garbage collections would stall the measurements.
 */
export async function generateDatasetInChild(dataDir: string, total: number, databaseUrl: string | null = null): Promise<Dataset> {
  const { execFile } = await import('node:child_process');
  const out = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.dataset.json`);
  const args = [import.meta.filename, dataDir, String(total), out, ...(databaseUrl ? [databaseUrl] : [])];
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', ...args], { maxBuffer: 1 << 20 }, (err, _stdout, stderr) =>
      err ? reject(new Error(`data set generation failed: ${stderr || err.message}`)) : resolve(),
    ),
  );
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Dataset;
}

// Child-process entry: tsx generate.ts <dataDir> <total> <out.json> [databaseUrl]
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [dataDir, total, out, databaseUrl] = process.argv.slice(2);
  generateDataset(dataDir, Number(total), databaseUrl || null)
    .then((d) => fs.writeFileSync(out, JSON.stringify(d)))
    .catch((err) => {
      console.error(err instanceof Error ? err.stack : err);
      process.exit(1);
    });
}
