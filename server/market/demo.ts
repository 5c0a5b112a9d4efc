import { Readable } from 'node:stream';
import type { Db } from '../db/connect';
import { nowIso } from '../lib/clock';
import { PUBLISHED_COLUMNS, SQFT_PER_M2 } from './dld';
import { recomputeFigures } from './figures';
import { runMarketImport } from './service';
import { marketMinDeals } from './settings';
import { KNOWN_AREA_MATCHES } from './suggest';

/**
 * The demo sample: generated rows in the DLD's published format (the same parser reads them as the real
 * files), for the demo areas under their DLD names, with plausible price levels, growth and seasonality.
 * A seeded random generator: the same sample every time for the same end date. Made-up figures: every page
 * that shows them says so, and the first real import removes them.
 */
interface DemoArea {
  dld: string;
  ar: string;
  id: number;
  /** AED per sq ft today (off-plan); ready trades a little below. */
  ppsf: number;
  /** Gross yield of a ready flat, % a year. */
  yieldPct: number;
  /** Sales a quarter. */
  volume: number;
}
const AREAS: DemoArea[] = [
  { dld: 'Marsa Dubai', ar: 'مرسى دبي', id: 392, ppsf: 1950, yieldPct: 6.6, volume: 95 },
  { dld: 'Burj Khalifa', ar: 'برج خليفة', id: 319, ppsf: 2650, yieldPct: 5.6, volume: 80 },
  { dld: 'Business Bay', ar: 'الخليج التجارى', id: 311, ppsf: 2100, yieldPct: 6.4, volume: 110 },
  { dld: 'Palm Jumeirah', ar: 'نخلة جميرا', id: 402, ppsf: 3400, yieldPct: 5.2, volume: 45 },
  { dld: 'Hadaeq Sheikh Mohammed Bin Rashid', ar: 'حدائق الشيخ محمد بن راشد', id: 346, ppsf: 2050, yieldPct: 5.7, volume: 70 },
  { dld: 'Al Barsha South Fourth', ar: 'البرشاء جنوب الرابعة', id: 275, ppsf: 1180, yieldPct: 7.9, volume: 140 },
  { dld: 'Al Thanyah Fifth', ar: 'الثنية الخامسة', id: 287, ppsf: 1380, yieldPct: 7.4, volume: 75 },
  { dld: 'Al Khairan First', ar: 'الخيران الأولى', id: 266, ppsf: 2000, yieldPct: 6.1, volume: 60 },
  { dld: 'Madinat Al Mataar', ar: 'مدينة المطار', id: 362, ppsf: 980, yieldPct: 7.6, volume: 65 },
  { dld: 'Al Merkadh', ar: 'المركاض', id: 371, ppsf: 1900, yieldPct: 6.0, volume: 55 },
];
const ROOMS = [
  { en: 'Studio', ar: 'استوديو', ejari: 'Studio', m2: 38, share: 0.18 },
  { en: '1 B/R', ar: 'غرفة وصالة', ejari: '1bed room+Hall', m2: 72, share: 0.4 },
  { en: '2 B/R', ar: 'غرفتين وصالة', ejari: '2 bed rooms+hall', m2: 118, share: 0.27 },
  { en: '3 B/R', ar: 'ثلاث غرف وصالة', ejari: '3 bed rooms+hall', m2: 165, share: 0.11 },
  { en: '4 B/R', ar: 'أربع غرف وصالة', ejari: '4 bed rooms+hall', m2: 240, share: 0.04 },
];
/** Sales volume by quarter of the year: the winter season trades most. */
const SEASON = [1.15, 0.95, 0.8, 1.1];

/** mulberry32: small, fast, seeded. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const csvLine = (values: (string | number)[]) => values.map((v) => (typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v))).join(',') + '\n';
const dmy = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;

/** The demo projects under their DLD names: our project's title in capitals (the way DLD writes project names). */
export const demoProjectName = (title: string) => title.toUpperCase();

export interface DemoOptions {
  /** The sample's last day (default: the last day of the previous month). */
  end?: Date;
  projects?: { title: string; area_slug: string | null }[];
}

const defaultEnd = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
};
const slugOfDld = (dld: string) => KNOWN_AREA_MATCHES[dld.toLowerCase()];

/** Five years of registered sales, mortgages and gifts in dld_transactions-open's columns. */
export function* demoTransactionLines(opts: DemoOptions = {}): Generator<string> {
  const end = opts.end ?? defaultEnd();
  const rnd = random(20261125);
  const cols = PUBLISHED_COLUMNS.transactions;
  yield csvLine([...cols]);
  const start = Date.UTC(end.getUTCFullYear() - 5, end.getUTCMonth(), end.getUTCDate() + 1);
  let seq = 0;
  for (const area of AREAS) {
    const projects = (opts.projects ?? []).filter((p) => p.area_slug === slugOfDld(area.dld));
    for (let t = start; t <= end.getTime(); t += DAY) {
      const day = new Date(t);
      const yearsAgo = (end.getTime() - t) / (365.25 * DAY);
      // Prices rose about 9% a year over the period; the volume with them.
      const level = area.ppsf / Math.pow(1.09, yearsAgo);
      const perDay = (1.5 * area.volume * SEASON[Math.floor(day.getUTCMonth() / 3)] * (1 - yearsAgo * 0.08)) / 91;
      let deals = Math.floor(perDay) + (rnd() < perDay % 1 ? 1 : 0);
      while (deals-- > 0) {
        let pick = rnd();
        const room = ROOMS.find((r) => (pick -= r.share) < 0) ?? ROOMS[1];
        const offPlan = rnd() < 0.55;
        const group = rnd();
        const kind = group < 0.86 ? 'Sales' : group < 0.96 ? 'Mortgages' : 'Gifts';
        const m2 = Math.round(room.m2 * (0.85 + rnd() * 0.3) * 100) / 100;
        let ppsf = level * (offPlan ? 1 : 0.93) * Math.exp((rnd() + rnd() + rnd() - 1.5) * 0.22);
        // A few registrations at prices no analyst would count (a typo, a share of a unit).
        if (rnd() < 0.004) ppsf *= rnd() < 0.5 ? 0.08 : 6;
        const worth = Math.round((m2 * SQFT_PER_M2 * ppsf) / 1000) * 1000;
        // Off-plan sales and resales of handed-over units both name the project (a mapped project's yield needs its ready prices).
        const project = projects.length && rnd() < 0.45 ? projects[Math.floor(rnd() * projects.length)].title : null;
        const building = project ? demoProjectName(project) : `${area.dld.toUpperCase()} TOWER ${1 + Math.floor(rnd() * 40)}`;
        const groupId = kind === 'Sales' ? 1 : kind === 'Mortgages' ? 2 : 3;
        const row: Record<string, string | number> = {
          transaction_id: `${groupId}-${kind === 'Sales' ? 11 : kind === 'Mortgages' ? 13 : 41}-${day.getUTCFullYear()}-${++seq}`,
          procedure_id: kind === 'Sales' ? (offPlan ? 102 : 11) : kind === 'Mortgages' ? 13 : 41,
          trans_group_id: groupId,
          trans_group_ar: kind === 'Sales' ? 'مبايعات' : kind === 'Mortgages' ? 'رهون' : 'هبات',
          trans_group_en: kind,
          procedure_name_ar: kind === 'Sales' ? 'بيع' : kind === 'Mortgages' ? 'تسجيل رهن' : 'منحة',
          procedure_name_en: kind === 'Sales' ? (offPlan ? 'Sell - Pre registration' : 'Sell') : kind === 'Mortgages' ? 'Mortgage Registration' : 'Grant',
          instance_date: dmy(day),
          property_type_id: 3, property_type_ar: 'وحدة', property_type_en: 'Unit',
          property_sub_type_id: 60, property_sub_type_ar: 'شقة', property_sub_type_en: 'Flat',
          property_usage_ar: 'سكني', property_usage_en: 'Residential',
          reg_type_id: offPlan ? 0 : 1, reg_type_ar: offPlan ? 'على الخارطة' : 'العقارات القائمة', reg_type_en: offPlan ? 'Off-Plan Properties' : 'Existing Properties',
          area_id: area.id, area_name_ar: area.ar, area_name_en: area.dld,
          building_name_ar: '', building_name_en: building,
          project_number: project ? 3000 + (project.length * 7) % 997 : '', project_name_ar: '', project_name_en: project ? demoProjectName(project) : '',
          master_project_en: '', master_project_ar: '', nearest_landmark_en: '', nearest_landmark_ar: '', nearest_metro_en: '', nearest_metro_ar: '', nearest_mall_en: '', nearest_mall_ar: '',
          rooms_ar: room.ar, rooms_en: room.en, has_parking: rnd() < 0.8 ? 1 : 0,
          procedure_area: m2, actual_worth: worth, meter_sale_price: Math.round((worth / m2) * 100) / 100, rent_value: '', meter_rent_price: '',
          no_of_parties_role_1: 1, no_of_parties_role_2: 1, no_of_parties_role_3: 0,
        };
        yield csvLine(cols.map((c) => row[c] ?? ''));
      }
    }
  }
}

/** Two years of Ejari contracts in dld_rent_contracts-open's columns, a few of them multi-unit, nearly half in the demo's projects. */
export function* demoRentLines(opts: DemoOptions = {}): Generator<string> {
  const end = opts.end ?? defaultEnd();
  const rnd = random(20261126);
  const cols = PUBLISHED_COLUMNS.rents;
  yield csvLine([...cols]);
  const start = Date.UTC(end.getUTCFullYear() - 2, end.getUTCMonth(), end.getUTCDate() + 1);
  let seq = 0;
  for (const area of AREAS) {
    const projects = (opts.projects ?? []).filter((p) => p.area_slug === slugOfDld(area.dld));
    for (let t = start; t <= end.getTime(); t += DAY) {
      const day = new Date(t);
      const yearsAgo = (end.getTime() - t) / (365.25 * DAY);
      const perDay = (area.volume * 1.6) / 91;
      let contracts = Math.floor(perDay) + (rnd() < perDay % 1 ? 1 : 0);
      while (contracts-- > 0) {
        let pick = rnd();
        const room = ROOMS.find((r) => (pick -= r.share) < 0) ?? ROOMS[1];
        const price = room.m2 * SQFT_PER_M2 * area.ppsf * 0.93 / Math.pow(1.09, yearsAgo);
        const annual = Math.round((price * (area.yieldPct / 100) * Math.exp((rnd() + rnd() - 1) * 0.18)) / 500) * 500;
        const units = rnd() < 0.03 ? 2 + Math.floor(rnd() * 3) : 1;
        const id = `${day.getUTCFullYear()}${String(++seq).padStart(7, '0')}`;
        const endDate = new Date(t + 364 * DAY);
        // Nearly half of the area's contracts are in the demo's projects, so a mapped project shows its own rents and yields.
        const project = projects.length && rnd() < 0.45 ? demoProjectName(projects[Math.floor(rnd() * projects.length)].title) : '';
        for (let line = 1; line <= units; line++) {
          const row: Record<string, string | number> = {
            contract_id: id, contract_reg_type_id: rnd() < 0.6 ? 2 : 1, contract_reg_type_ar: '', contract_reg_type_en: rnd() < 0.6 ? 'Renew' : 'New',
            contract_start_date: ymd(day), contract_end_date: ymd(endDate), contract_amount: annual * units, annual_amount: annual * units, no_of_prop: units, line_number: line,
            is_free_hold: 't', ejari_bus_property_type_id: 1, ejari_bus_property_type_ar: 'وحدة', ejari_bus_property_type_en: 'Unit',
            ejari_property_type_id: 842, ejari_property_type_en: 'Flat', ejari_property_type_ar: 'شقة', ejari_property_sub_type_id: 1, ejari_property_sub_type_en: room.ejari, ejari_property_sub_type_ar: room.ar,
            property_usage_en: 'Residential', property_usage_ar: 'سكني', project_number: '', project_name_ar: '', project_name_en: project, master_project_ar: '', master_project_en: '',
            area_id: area.id, area_name_ar: area.ar, area_name_en: area.dld, actual_area: Math.round(room.m2 * (0.9 + rnd() * 0.2)),
            nearest_landmark_ar: '', nearest_landmark_en: '', nearest_metro_ar: '', nearest_metro_en: '', nearest_mall_ar: '', nearest_mall_en: '',
            tenant_type_id: 1, tenant_type_ar: 'شخص', tenant_type_en: 'Person',
          };
          yield csvLine(cols.map((c) => row[c] ?? ''));
        }
      }
    }
  }
}

/**
 * The demo start: loads the sample once (into a database that never had market data), then maps the demo's
 * DLD areas and projects to ours, so every demo area shows the block. Returns the lines loaded and the time.
 */
export async function loadDemoMarket(conn: Db): Promise<{ lines: number; ms: number } | null> {
  const db = conn.kysely;
  const any = await db.selectFrom('market_imports').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const started = Date.now();
  const projects = await db.selectFrom('projects as p').leftJoin('areas as a', 'a.id', 'p.area_id').select(['p.id', 'p.title', 'a.slug as area_slug']).execute();
  const opts: DemoOptions = { projects };
  const report = await runMarketImport(
    conn,
    [
      { kind: 'transactions', stream: Readable.from(demoTransactionLines(opts)) },
      { kind: 'rents', stream: Readable.from(demoRentLines(opts)) },
    ],
    { source: 'demo', demo: true },
  );
  const ours = await db.selectFrom('areas').select(['id', 'slug']).execute();
  const now = nowIso();
  for (const [dld, slug] of Object.entries(KNOWN_AREA_MATCHES)) {
    const area = ours.find((a) => a.slug === slug);
    const name = AREAS.find((a) => a.dld.toLowerCase() === dld)?.dld;
    if (area && name) await db.updateTable('market_area_map').set({ area_id: area.id, updated_at: now }).where('dld_name', '=', name).where('area_id', 'is', null).execute();
  }
  for (const p of projects) await db.updateTable('market_project_map').set({ project_id: p.id, updated_at: now }).where('dld_name', '=', demoProjectName(p.title)).where('project_id', 'is', null).execute();
  await recomputeFigures(db, await marketMinDeals(db));
  return { lines: report.files.reduce((n, f) => n + f.lines, 0), ms: Date.now() - started };
}
