/**
 * Inventory (issue 30): the demo units of a few projects, from each project's typed unit types, so the page's
 * computed figures equal the typed ones: per type, `available` units from the "from" price and size up, and
 * about a third as many again already sold. Deterministic (a seeded generator): the same sources give the same file.
 */
type Project = Record<string, any>;

/** Project id -> the views its units look onto, its buildings, and whether the page lists the units. */
const DEMO_INVENTORY: Record<number, { views: string[]; buildings: string[]; list: boolean; villas?: boolean }> = {
  3: { views: ['Sea', 'Marina', 'Community'], buildings: ['A'], list: false },
  6: { views: ['Burj Khalifa', 'Lake', 'Boulevard'], buildings: ['North', 'South'], list: true },
  10: { views: ['Sea', 'Atlantis'], buildings: [''], list: true, villas: true },
  12: { views: ['Sea', 'Palm Jumeirah'], buildings: ['A'], list: false },
};

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const unitsDisplayOf = (id: number): 'list' | undefined => (DEMO_INVENTORY[id]?.list ? 'list' : undefined);

export function buildUnits(projects: Project[]): Record<string, unknown>[] {
  const units: Record<string, unknown>[] = [];
  for (const p of projects) {
    const plan = DEMO_INVENTORY[p.id as number];
    if (!plan) continue;
    const rnd = random(3000 + (p.id as number));
    const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
    const used = new Set<string>();
    for (const t of p.unit_types as Project[]) {
      const available = t.available as number;
      const sold = Math.max(1, Math.round(available / 3));
      const ppsf = t.price_from_aed / t.size_sqft_from;
      for (let i = 0; i < available + sold; i++) {
        const size = i === 0 ? t.size_sqft_from : i === 1 && available > 1 ? t.size_sqft_to : between(t.size_sqft_from, t.size_sqft_to);
        const floor = plan.villas ? null : between(2, 40);
        // The first unit of a type is its "from" price; the others a floor or view premium above the same rate.
        const price = i === 0 ? t.price_from_aed : Math.max(t.price_from_aed + 5000, Math.round((size * ppsf * (1 + between(1, 12) / 100)) / 1000) * 1000);
        const building = pick(plan.buildings);
        let number = '';
        do number = plan.villas ? `V${String(between(1, 60)).padStart(2, '0')}` : `${floor}${String(between(1, 12)).padStart(2, '0')}`;
        while (used.has(`${building}|${number}`));
        used.add(`${building}|${number}`);
        units.push({
          id: units.length + 1, project_id: p.id, unit_number: number, building, floor, type: t.name, bedrooms: t.bedrooms, size_sqft: size,
          view: pick(plan.views), price_aed: price, status: i < available ? 'available' : 'sold',
        });
      }
    }
  }
  return units;
}
