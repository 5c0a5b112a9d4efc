import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

type Rec = Record<string, any>;
const db = JSON.parse(fs.readFileSync(new URL('../../db.json', import.meta.url), 'utf8')) as Record<string, Rec[]>;

/** Inventory (issue 30): the demo projects with units show, computed from the units, what their typed figures say. */
describe('demo units', () => {
  const withUnits = db.projects.filter((p) => db.units.some((u) => u.project_id === p.id));

  it('a few demo projects have units, some listed on their page', () => {
    expect(withUnits.length).toBeGreaterThanOrEqual(3);
    expect(withUnits.some((p) => p.units_display === 'list')).toBe(true);
  });

  it('each unit type counts and prices as the typed unit types do, and sold units exist beside them', () => {
    for (const p of withUnits) {
      const units = db.units.filter((u) => u.project_id === p.id);
      const available = units.filter((u) => u.status === 'available');
      expect(available.length, p.slug).toBe(p.units_available);
      expect(units.length, p.slug).toBeGreaterThan(available.length);
      for (const t of p.unit_types) {
        const mine = available.filter((u) => u.type === t.name && u.bedrooms === t.bedrooms);
        expect(mine.length, `${p.slug} ${t.name}`).toBe(t.available);
        expect(Math.min(...mine.map((u) => u.price_aed)), `${p.slug} ${t.name} from`).toBe(t.price_from_aed);
        expect(Math.min(...mine.map((u) => u.size_sqft))).toBe(t.size_sqft_from);
        if (mine.length > 1) expect(Math.max(...mine.map((u) => u.size_sqft))).toBe(t.size_sqft_to);
        for (const u of units.filter((x) => x.type === t.name)) {
          expect(u.size_sqft).toBeGreaterThanOrEqual(t.size_sqft_from);
          expect(u.size_sqft).toBeLessThanOrEqual(t.size_sqft_to);
        }
      }
      expect(Math.min(...available.map((u) => u.price_aed))).toBe(p.starting_price_aed);
      const keys = units.map((u) => `${u.building}|${u.unit_number}`);
      expect(new Set(keys).size, `${p.slug} unit numbers are unique`).toBe(keys.length);
    }
  });
});
