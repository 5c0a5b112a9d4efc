import type { CellType } from '../leads/spreadsheet';

/**
 * The spreadsheet columns of content records (issue 31): the export writes them, the import reads them back,
 * so export -> edit -> import round-trips. A column is one writable field; fields not in the file (gallery,
 * translations, JSON lists) are kept as stored on import. Kinds say how a cell is written and read.
 */
export type CellKind = 'text' | 'int' | 'decimal' | 'bool' | 'time' | 'json';
export interface ContentColumn {
  header: string;
  field: string;
  kind: CellKind;
}

const col = (header: string, field: string, kind: CellKind = 'text'): ContentColumn => ({ header, field, kind });

const PUBLISHING = [col('Featured', 'featured', 'bool'), col('Published', 'published', 'bool')];
const SEO = [col('SEO title', 'seo_title'), col('SEO description', 'seo_description')];

export const CONTENT_COLUMNS: Record<string, { sheet: string; columns: ContentColumn[] }> = {
  projects: {
    sheet: 'Projects',
    columns: [
      col('ID', 'id', 'int'), col('Title', 'title'), col('Slug', 'slug'), col('Status', 'status'),
      col('Developer ID', 'developer_id', 'int'), col('Area ID', 'area_id', 'int'), col('Location ID', 'location_id', 'int'),
      col('Starting price (AED)', 'starting_price_aed', 'int'), col('Price per sq ft (AED)', 'price_per_sqft_aed', 'int'),
      col('Bedrooms from', 'bedrooms_min', 'int'), col('Bedrooms to', 'bedrooms_max', 'int'), col('Size from (sq ft)', 'size_sqft_min', 'int'), col('Size to (sq ft)', 'size_sqft_max', 'int'),
      col('Handover year', 'handover_year', 'int'), col('Handover quarter', 'handover_quarter', 'int'), col('Post-handover plan', 'post_handover', 'bool'),
      col('Units available', 'units_available', 'int'), col('Service charge (AED per sq ft)', 'service_charge_aed_per_sqft', 'decimal'),
      col('Expected rental yield (%)', 'expected_rental_yield_pct', 'decimal'), col('Permit number', 'permit_number'), col('Video URL', 'video_url'),
      col('Latitude', 'latitude', 'decimal'), col('Longitude', 'longitude', 'decimal'), col('Description (HTML)', 'description'),
      // The structured payment plan (issue 39 item 3), as the staff API's JSON; the import validates it with the project's schema.
      col('Payment plan (JSON)', 'payment_plan', 'json'),
      ...PUBLISHING, col('Published at (UTC)', 'published_at', 'time'), col('Unpublish at (UTC)', 'unpublish_at', 'time'), ...SEO,
    ],
  },
  areas: {
    sheet: 'Areas',
    columns: [
      col('ID', 'id', 'int'), col('Name', 'name'), col('Slug', 'slug'), col('Summary', 'summary'), col('Description (HTML)', 'description'),
      col('Average price per sq ft (AED)', 'avg_price_per_sqft_aed', 'int'), col('Rental yield (%)', 'rental_yield_pct', 'decimal'),
      col('Service charge from (AED per sq ft)', 'service_charge_min_aed', 'decimal'), col('Service charge to (AED per sq ft)', 'service_charge_max_aed', 'decimal'),
      col('Latitude', 'latitude', 'decimal'), col('Longitude', 'longitude', 'decimal'), ...PUBLISHING, ...SEO,
    ],
  },
  developers: {
    sheet: 'Developers',
    columns: [
      col('ID', 'id', 'int'), col('Name', 'name'), col('Slug', 'slug'), col('Summary', 'summary'), col('Description (HTML)', 'description'),
      col('Founded year', 'founded_year', 'int'), col('Website', 'website'), col('Headquarters', 'headquarters'), col('Delivered projects', 'delivered_projects', 'int'),
      col('On-time delivery (%)', 'on_time_delivery_pct', 'decimal'), col('RERA number', 'rera_number'), col('Golden Visa approved', 'golden_visa_approved', 'bool'),
      ...PUBLISHING, ...SEO,
    ],
  },
};

export const cellTypeOf = (kind: CellKind): CellType => (kind === 'int' ? 'integer' : kind === 'decimal' ? 'percent' : 'text');

/** A stored value as the file shows it: yes/no for flags, ISO-8601 for times (text, so it reads back the same). */
export function exportCell(value: unknown, kind: CellKind): unknown {
  if (value == null) return null;
  if (kind === 'bool') return value === true || value === 1 ? 'yes' : 'no';
  if (kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value);
  return value;
}

/** A cell as the field's input value, or a message a person can act on. Empty cells are null. */
export function importCell(raw: unknown, column: ContentColumn): { value: unknown } | { error: string } {
  let v: unknown = raw;
  if (v instanceof Date) v = v.toISOString();
  if (typeof v === 'string') {
    v = v.trim();
    // The export quotes text a spreadsheet would run as a formula ('=...): the quote is not part of the value.
    if (/^'[=+\-@\t\r]/.test(v as string)) v = (v as string).slice(1);
  }
  if (v === '' || v == null) return { value: null };
  switch (column.kind) {
    case 'int':
    case 'decimal': {
      const n = typeof v === 'number' ? v : Number(String(v).replace(/[,\s]/g, ''));
      if (!Number.isFinite(n)) return { error: `${column.header} must be a number, got "${String(v).slice(0, 40)}"` };
      if (column.kind === 'int' && !Number.isInteger(n)) return { error: `${column.header} must be a whole number, got "${String(v).slice(0, 40)}"` };
      return { value: n };
    }
    case 'bool': {
      const s = String(v).toLowerCase();
      if (['yes', 'true', '1', 'y'].includes(s)) return { value: true };
      if (['no', 'false', '0', 'n'].includes(s)) return { value: false };
      return { error: `${column.header} must be yes or no, got "${String(v).slice(0, 40)}"` };
    }
    case 'time': {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime())) return { error: `${column.header} must be a date and time (for example 2027-01-31T08:00:00.000Z), got "${String(v).slice(0, 40)}"` };
      return { value: d.toISOString() };
    }
    case 'json':
      try {
        return { value: JSON.parse(String(v)) };
      } catch {
        return { error: `${column.header} must be JSON such as {"label":"60/40","milestones":[{"percent":60,"due":{"at":"booking"}},...]}, got "${String(v).slice(0, 40)}"` };
      }
    default:
      return { value: String(v) };
  }
}
