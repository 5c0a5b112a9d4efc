import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_RESOURCES } from '../../server/resources/registry';
import { isStructuredPlan } from '../../src/paymentPlan/schedule';
import { planLabels } from '../../src/paymentPlan/texts';
import { languageSchema } from '../../src/schemas/translations';
import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import { LEAD_STATUSES, PAGE_NAMES } from '../../src/constants';
import { calculateMortgage } from '../../src/mortgage';
import { pageSchema, settingsSchema } from '../../src/schemas/editorial';
import { DEFINITIONS } from '../../src/resources';
import { enquirySchema, enquirySourceSchema } from '../../src/schemas/enquiry';
import { leadUpdateSchema, mortgageEnquirySchema } from '../../src/schemas/leads';
import { addDays, dubaiDate, publishProblems } from '../../src/schemas/compliance';
import { buildContent } from '../../scripts/demo/content';
import { unitSchema } from '../../src/schemas/unit';

type Rec = Record<string, any>;
const db = JSON.parse(fs.readFileSync(path.resolve('db.json'), 'utf8')) as Record<string, Rec[]>;
const UPLOADS = path.resolve('server/demo/uploads');

const SCHEMAS: Record<string, ObjectSchema<AnyObject>[]> = {
  // Resources defined in src/resources (issue 38): their own fields.
  ...Object.fromEntries(DEFINITIONS.map((d) => [d.name, [d.fields as ObjectSchema<AnyObject>]])),
  pages: [pageSchema],
  settings: [settingsSchema],
  enquiries: [leadUpdateSchema, enquirySourceSchema],
  'mortgage-enquiries': [leadUpdateSchema, mortgageEnquirySchema],
  units: [unitSchema], // inventory (issue 30)
};

const ids = (name: string) => new Set(db[name].map((r) => r.id));
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

/** Every media object ({ src, variants }) anywhere inside a record. */
function mediaIn(value: unknown, out: Rec[] = []): Rec[] {
  if (Array.isArray(value)) value.forEach((v) => mediaIn(v, out));
  else if (value && typeof value === 'object') {
    const v = value as Rec;
    if (typeof v.src === 'string') out.push(v);
    else Object.values(v).forEach((x) => mediaIn(x, out));
  }
  return out;
}

describe('demo content (db.json)', () => {
  it('has exactly the seeded resources, and the generator reproduces it', () => {
    expect(Object.keys(db).sort()).toEqual([...DEMO_RESOURCES].sort());
    expect(buildContent()).toEqual(db);
  });

  it('every record validates with its schema and has a unique integer id', async () => {
    for (const [name, records] of Object.entries(db)) {
      expect(new Set(records.map((r) => r.id)).size, name).toBe(records.length);
      for (const [i, record] of records.entries()) {
        expect(Number.isInteger(record.id) && record.id > 0, `${name}[${i}].id`).toBe(true);
        for (const schema of SCHEMAS[name]) await expect(schema.validate(record, { abortEarly: false }), `${name}[${i}]`).resolves.toBeTruthy();
      }
    }
    for (const e of db.enquiries) await expect(enquirySchema.validate({ ...e, investmentTimeline: e.investment_timeline })).resolves.toBeTruthy();
  });

  it('has at least the required quantities', () => {
    expect(db.projects.length).toBeGreaterThanOrEqual(24);
    expect(db.areas.length).toBeGreaterThanOrEqual(10);
    expect(db.developers.length).toBeGreaterThanOrEqual(8);
    for (const a of db.areas) expect(db.locations.filter((l) => l.area_id === a.id).length, a.name).toBeGreaterThanOrEqual(3);
    expect(db['property-types'].map((t) => t.slug)).toEqual(expect.arrayContaining(['apartment', 'townhouse', 'villa', 'penthouse', 'duplex']));
    expect(db.amenities.length).toBeGreaterThanOrEqual(18);
    expect(db.blogs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(db.blogs.map((b) => b.category))).toEqual(new Set(['news', 'blog']));
    expect(db['investment-guides'].length).toBeGreaterThanOrEqual(6);
    expect(db.testimonials.length).toBeGreaterThanOrEqual(6);
    expect(db.banners.filter((b) => b.page === 'home' && b.active).length).toBeGreaterThanOrEqual(2);
    expect(db.pages.map((p) => p.page_name).sort()).toEqual([...PAGE_NAMES].sort());
    expect(db.enquiries.length).toBeGreaterThanOrEqual(35);
    expect(new Set(db.enquiries.map((e) => e.status))).toEqual(new Set(LEAD_STATUSES));
    expect(db['mortgage-enquiries'].length).toBeGreaterThanOrEqual(8);
  });

  it('resolves every foreign key', () => {
    const [developers, areas, locations, types, amenities, projects] = ['developers', 'areas', 'locations', 'property-types', 'amenities', 'projects'].map(ids);
    for (const l of db.locations) expect(areas.has(l.area_id)).toBe(true);
    for (const a of db.areas) for (const id of a.amenity_ids) expect(amenities.has(id), a.name).toBe(true);
    for (const p of db.projects) {
      expect(developers.has(p.developer_id), p.title).toBe(true);
      expect(areas.has(p.area_id), p.title).toBe(true);
      expect(locations.has(p.location_id), p.title).toBe(true);
      expect(db.locations.find((l) => l.id === p.location_id)!.area_id, `${p.title} location is in its area`).toBe(p.area_id);
      for (const id of p.property_type_ids) expect(types.has(id), p.title).toBe(true);
      for (const id of p.amenity_ids) expect(amenities.has(id), p.title).toBe(true);
    }
    for (const e of db.enquiries) {
      if (e.project_id != null) expect(projects.has(e.project_id)).toBe(true);
      if (e.duplicate_of_id != null) {
        const first = db.enquiries.find((x) => x.id === e.duplicate_of_id)!;
        expect(first.id).toBeLessThan(e.id);
        expect(first.email === e.email || first.phone === e.phone).toBe(true);
      }
    }
  });

  it('every media file and variant exists with the declared size', async () => {
    const all = Object.values(db).flatMap((records) => mediaIn(records));
    expect(all.length).toBeGreaterThanOrEqual(250);
    const checked = new Set<string>();
    for (const m of all) {
      expect(m.src).toMatch(/^\/uploads\/demo\//);
      const file = path.join(UPLOADS, m.src.slice('/uploads'.length));
      expect(fs.existsSync(file), m.src).toBe(true);
      if (m.type === 'application/pdf') {
        expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
        continue;
      }
      expect(m.placeholder).toMatch(/^#[0-9a-f]{6}$/);
      expect(m.variants.length).toBeGreaterThanOrEqual(2);
      for (const v of [{ src: m.src, width: m.width, format: 'webp' }, ...m.variants]) {
        if (checked.has(v.src)) continue;
        checked.add(v.src);
        const meta = await sharp(path.join(UPLOADS, v.src.slice('/uploads'.length))).metadata();
        expect(meta.width, v.src).toBe(v.width);
        expect(meta.format === 'heif' ? 'avif' : meta.format, v.src).toBe(v.format);
      }
      const largest = await sharp(file).metadata();
      expect(largest.height, m.src).toBe(m.height);
    }
  });

  it('projects are coherent: prices, sizes, bedrooms, payment plans, statuses', () => {
    for (const p of db.projects) {
      const units = p.unit_types as Rec[];
      expect(p.starting_price_aed, p.title).toBe(Math.min(...units.map((u) => u.price_from_aed)));
      expect(p.starting_price_aed).toBeGreaterThanOrEqual(650_000);
      expect(Math.max(...units.map((u) => u.price_from_aed))).toBeLessThanOrEqual(25_000_000);
      expect(p.bedrooms_min).toBe(Math.min(...units.map((u) => u.bedrooms)));
      expect(p.bedrooms_max).toBe(Math.max(...units.map((u) => u.bedrooms)));
      expect(p.size_sqft_min).toBe(Math.min(...units.map((u) => u.size_sqft_from)));
      expect(p.size_sqft_max).toBe(Math.max(...units.map((u) => u.size_sqft_to)));
      expect(p.units_available).toBe(units.reduce((s, u) => s + u.available, 0));
      const smallest = units.find((u) => u.price_from_aed === p.starting_price_aed)!;
      expect(Math.abs(p.price_per_sqft_aed - p.starting_price_aed / smallest.size_sqft_from)).toBeLessThan(2);
      const total = p.payment_plan.milestones.reduce((s: number, m: Rec) => s + m.percent, 0);
      expect(total, `${p.title} payment plan`).toBe(100);
      // Issue 39: structured plans (a due rule per milestone, a down payment at booking), their words in every language.
      expect(isStructuredPlan(p.payment_plan), `${p.title} plan is structured`).toBe(true);
      expect(p.payment_plan.milestones[0].due, `${p.title} starts with a down payment`).toEqual({ at: 'booking' });
      for (const l of ['ar', 'ru', 'zh']) if (p.translations?.[l] && planLabels(p.payment_plan)) expect(p.translations[l].payment_plan, `${p.title} plan words in ${l}`).toBeTruthy();
      expect(p.post_handover).toBe(p.payment_plan.label.startsWith('Post-handover'));
      expect(p.handover_year).toBeGreaterThanOrEqual(2026);
      expect(p.handover_year).toBeLessThanOrEqual(2030);
      expect(p.service_charge_aed_per_sqft).toBeGreaterThanOrEqual(10);
      expect(p.service_charge_aed_per_sqft).toBeLessThanOrEqual(28);
      expect(p.expected_rental_yield_pct).toBeGreaterThanOrEqual(5);
      expect(p.expected_rental_yield_pct).toBeLessThanOrEqual(9);
      expect(p.permit_number).toMatch(/^\d{10}$/);
      // Advert compliance (issue 30 item 3): every published demo project may be published, its permit valid for a year and more.
      if (p.published) expect(publishProblems(p, dubaiDate()), `${p.title} compliance`).toEqual({});
      expect(p.permit_expires_on > addDays(dubaiDate(), 180), `${p.title} permit expiry`).toBe(true);
      expect(p.construction_completion_pct).toBe(p.status === 'ready' ? 100 : p.construction_completion_pct);
      expect(p.latitude).toBeGreaterThan(24.7);
      expect(p.latitude).toBeLessThan(25.4);
      expect(p.longitude).toBeGreaterThan(54.9);
      expect(p.longitude).toBeLessThan(55.6);
      expect(p.gallery.length).toBeGreaterThanOrEqual(3);
      expect(p.floor_plans.length).toBeGreaterThanOrEqual(1);
      expect((p.description.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    }
    const byStatus = (s: string) => db.projects.filter((p) => p.status === s).length;
    expect(byStatus('off_plan')).toBeGreaterThan(db.projects.length / 2);
    expect(byStatus('under_construction')).toBeGreaterThanOrEqual(2);
    expect(byStatus('ready')).toBeGreaterThanOrEqual(2);
    expect(db.projects.filter((p) => !p.published).length).toBe(2);
    expect(db.projects.filter((p) => p.featured && p.published).length).toBeGreaterThanOrEqual(5);
    expect(new Set(db.projects.map((p) => p.area_id)).size).toBe(db.areas.length);
  });

  it('mortgage enquiries carry the payment and loan calculateMortgage gives, within the LTV caps', () => {
    for (const m of db['mortgage-enquiries']) {
      const result = calculateMortgage({
        propertyPriceAed: m.property_price_aed, downPaymentAed: m.down_payment_aed, interestRatePct: m.interest_rate_pct,
        tenureYears: m.tenure_years, residency: m.residency, firstHome: m.first_home, offPlan: m.off_plan,
      });
      expect(result.problems, m.name).toEqual([]);
      expect(m.monthly_payment_aed).toBe(result.monthlyPaymentAed);
      expect(m.loan_amount_aed).toBe(result.loanAed);
    }
  });

  it('pages follow the content contract and articles have real length', () => {
    for (const page of db.pages) {
      expect(page.content.sections.length, page.page_name).toBeGreaterThanOrEqual(1);
      for (const s of page.content.sections) {
        expect(typeof s.key).toBe('string');
        expect(typeof s.heading).toBe('string');
        expect(s.body !== undefined || s.items !== undefined, `${page.page_name}.${s.key}`).toBe(true);
        for (const item of s.items ?? []) {
          expect(typeof item.title).toBe('string');
          expect(typeof item.text).toBe('string');
        }
      }
    }
    for (const name of ['terms-conditions', 'privacy-policy']) expect(db.pages.find((p) => p.page_name === name)!.content.sections.length).toBeGreaterThanOrEqual(6);
    for (const b of db.blogs) {
      expect(words(b.content), b.title).toBeGreaterThanOrEqual(300);
      expect(words(b.content), b.title).toBeLessThanOrEqual(600);
      expect(b.published_at.startsWith('2026-')).toBe(true);
    }
    const settings = db.settings[0];
    expect(settings.id).toBe(1);
    expect(settings.product_name).toBe('Oasis Invest');
    for (const phone of [settings.phone_primary, settings.phone_secondary]) expect(phone).toMatch(/^\+971 /);
    for (const email of [settings.email_primary, settings.email_secondary]) expect(email).toMatch(/@oasisinvest\.ae$/);
  });
});

describe('demo content translations (ar, ru, zh)', () => {
  const LANGS = ['ar', 'ru', 'zh'] as const;
  const translated = Object.entries(db).flatMap(([resource, records]) => records.filter((r) => r.translations).map((r) => ({ resource, r })));
  const label = (resource: string, r: Rec) => `${resource}/${r.slug ?? r.page_name ?? r.name ?? r.id}`;

  /** The same structure: same keys, same array lengths, same non-text values (icons, numbers, media). */
  function sameShape(english: unknown, other: unknown, where: string): void {
    if (Array.isArray(english)) {
      expect(Array.isArray(other), where).toBe(true);
      expect((other as unknown[]).length, where).toBe(english.length);
      english.forEach((e, i) => sameShape(e, (other as unknown[])[i], `${where}[${i}]`));
    } else if (english && typeof english === 'object') {
      expect(Object.keys(other as Rec).sort(), where).toEqual(Object.keys(english).sort());
      for (const [k, v] of Object.entries(english)) {
        if (k === 'key' || k === 'icon') expect((other as Rec)[k], `${where}.${k}`).toEqual(v);
        // A picture is the English one; only its description (title, the alt text) is translated (issue 39).
        else if (k === 'image') expect({ ...((other as Rec)[k] as Rec), title: (v as Rec).title }, `${where}.${k}`).toEqual(v);
        else sameShape(v, (other as Rec)[k], `${where}.${k}`);
      }
    } else expect(typeof other, where).toBe(typeof english);
  }

  /** Every string inside a translated value (pictures aside); `prose` leaves out section keys, icon names and figures. */
  function strings(value: unknown, where: string, prose = false, out: [string, string][] = []): [string, string][] {
    if (typeof value === 'string') out.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, prose, out));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) if (k !== 'image' && !(prose && ['key', 'icon', 'value'].includes(k))) strings(v, `${where}.${k}`, prose, out);
    }
    return out;
  }

  it('only the three translated languages, only fields the English record has, in the same shape, none empty', () => {
    expect(translated.length).toBeGreaterThan(50);
    for (const { resource, r } of translated) {
      expect(Object.keys(r.translations).sort(), label(resource, r)).toEqual([...LANGS].sort());
      for (const lang of LANGS) {
        const t = r.translations[lang] as Rec;
        expect(Object.keys(t).length, `${label(resource, r)} ${lang}`).toBeGreaterThan(0);
        for (const [field, value] of Object.entries(t)) {
          const where = `${label(resource, r)} ${lang}.${field}`;
          expect(r[field], where).toBeTruthy();
          // A payment plan translates by its words only (issue 39): { label, milestones: [{ label }] }.
          sameShape(field === 'payment_plan' ? planLabels(r[field]) : r[field], value, where);
          for (const [at, s] of strings(value, where)) expect(s.trim(), at).not.toBe('');
        }
      }
    }
  });

  it('covers the required set in every language', () => {
    const has = (resource: string, pred: (r: Rec) => boolean) => db[resource].filter((r) => pred(r) && LANGS.every((l) => r.translations?.[l]));
    for (const page of ['home', 'why-dubai', 'dubai-vision', 'invest-dubai', 'golden-visa', 'mortgages', 'contact-us']) {
      expect(has('pages', (p) => p.page_name === page).length, page).toBe(1);
    }
    const projects = has('projects', () => true);
    expect(projects.length).toBeGreaterThanOrEqual(8);
    for (const p of db.projects.filter((x) => x.featured && x.published)) expect(projects.map((x) => x.slug), 'featured first').toContain(p.slug);
    for (const p of projects) for (const l of LANGS) expect(Object.keys(p.translations[l]).sort()).toEqual(['description', 'highlights', ...(planLabels(p.payment_plan) ? ['payment_plan'] : []), 'seo_description', 'seo_title', 'title']);
    expect(has('areas', () => true).length).toBe(db.areas.length);
    expect(has('developers', () => true).length).toBe(db.developers.length);
    // Complete translations: every field the site reads for these records, so each gets its own language version.
    for (const a of db.areas) for (const l of LANGS) expect(Object.keys(a.translations[l]).sort(), `${a.slug} ${l}`).toEqual(['description', 'good_for', 'highlights', 'name', 'seo_description', 'seo_title', 'summary']);
    for (const d of db.developers) for (const l of LANGS) expect(Object.keys(d.translations[l]).sort(), `${d.slug} ${l}`).toEqual(['description', 'seo_description', 'seo_title', 'summary']);
    // Issue 39: what the lists show of every post, guide and testimonial (post and guide bodies stay English, flagged).
    expect(has('testimonials', () => true).length).toBe(db.testimonials.length);
    for (const resource of ['blogs', 'investment-guides']) expect(has(resource, () => true).length, resource).toBe(db[resource].length);
    expect(has('settings', () => true).length).toBe(1);
    expect(has('property-types', () => true).length).toBe(db['property-types'].length);
    expect(has('amenities', () => true).length).toBe(db.amenities.length);
    for (const page of ['home', 'why-dubai', 'dubai-vision', 'invest-dubai', 'golden-visa', 'mortgages']) {
      expect(has('banners', (b) => b.page === page).length, `${page} banners`).toBe(db.banners.filter((b) => b.page === page).length);
    }
  });

  it('is written in each language (text differs from English and uses its script), brand names aside', () => {
    const SCRIPT = { ar: /[\u0600-\u06FF]/, ru: /[а-яё]/i, zh: /[\u4E00-\u9FFF]/ };
    const BRANDS = ['WhatsApp'];
    for (const { resource, r } of translated) {
      for (const lang of LANGS) {
        for (const [field, value] of Object.entries(r.translations[lang] as Rec)) {
          if (resource === 'projects' && field === 'title') {
            expect(value, 'project brand names stay as they are').toBe(r.title);
            continue;
          }
          const where = `${label(resource, r)} ${lang}.${field}`;
          expect(value, where).not.toEqual(r[field]);
          for (const [at, s] of strings(value, where, true)) if (!BRANDS.includes(s)) expect(s, at).toMatch(SCRIPT[lang]);
        }
      }
    }
  });

  it('keeps the facts: project figures appear in every translated description', () => {
    for (const p of db.projects.filter((x) => x.translations)) {
      for (const lang of LANGS) {
        const d = p.translations[lang].description as string;
        expect((d.match(/<p>/g) ?? []).length, `${p.slug} ${lang}`).toBe((p.description.match(/<p>/g) ?? []).length);
        expect(d, `${p.slug} ${lang}`).toContain(String(p.handover_year));
        expect(d, `${p.slug} ${lang}`).toContain(String(p.units_available));
        expect(d, `${p.slug} ${lang}`).toContain(String(p.service_charge_aed_per_sqft));
        const pct = String(p.expected_rental_yield_pct);
        expect(d.includes(`${pct}%`) || d.includes(`${pct.replace('.', ',')}%`), `${p.slug} ${lang} yield`).toBe(true);
      }
    }
  });

  it('keeps the facts: area and developer figures appear in every translated description', () => {
    const digits = (s: string) => s.replace(/[\s\u00a0\u202f,]/g, '');
    for (const lang of LANGS) {
      for (const a of db.areas) {
        const d = digits(a.translations[lang].description);
        for (const n of [a.avg_price_per_sqft_aed, a.service_charge_min_aed, a.service_charge_max_aed]) expect(d, `${a.slug} ${lang}`).toContain(String(n));
      }
      for (const dev of db.developers) {
        const d = dev.translations[lang].description as string;
        for (const n of [dev.founded_year, dev.delivered_projects, `${dev.on_time_delivery_pct}%`, dev.rera_number]) expect(d, `${dev.slug} ${lang}`).toContain(String(n));
      }
    }
  });

  it('every translation passes the English field rules (schema.pick)', async () => {
    for (const { resource, r } of translated) {
      const schema = SCHEMAS[resource][0];
      for (const lang of LANGS) {
        const t = r.translations[lang] as Rec;
        // Each language's own schema (a payment plan's words, the other fields' English rules), as the server checks it.
        await expect(languageSchema(schema, Object.keys(t)).validate(t, { abortEarly: false }), `${label(resource, r)} ${lang}`).resolves.toBeTruthy();
      }
    }
  });
});
