import type { DataProvider, SortPayload } from 'react-admin';

export const EXPORT_CHUNK = 1000;

/** Every row of the filtered list, fetched in pages of 1000 until the total is reached. */
export async function fetchAllRows(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  filter: Record<string, unknown>,
  sort: SortPayload,
  chunk = EXPORT_CHUNK,
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, { filter, sort, pagination: { page, perPage: chunk } });
    rows.push(...data);
    if (data.length < chunk || (total != null && rows.length >= total)) break;
  }
  return rows;
}

// Spreadsheet formula injection: a cell starting with = + - @ (or tab/CR) is made inert with a quote.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'object' ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export interface CsvColumn {
  key: string;
  label: string;
  value?: (row: Record<string, unknown>) => unknown;
}

export function toCsv(rows: Record<string, unknown>[], columns: CsvColumn[]): string {
  const header = columns.map((c) => cell(c.label)).join(',');
  const lines = rows.map((row) => columns.map((c) => cell(c.value ? c.value(row) : row[c.key])).join(','));
  return [header, ...lines].join('\r\n');
}

const TRACKING: CsvColumn[] = [
  { key: 'status', label: 'Status' },
  { key: 'assignee_id', label: 'Assignee id' },
  { key: 'notes', label: 'Notes' },
  { key: 'source_path', label: 'Source page' },
];

export const ENQUIRY_COLUMNS: CsvColumn[] = [
  { key: 'id', label: 'Id' },
  { key: 'created_at', label: 'Received' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'budget', label: 'Budget' },
  { key: 'investment_timeline', label: 'Investment timeline' },
  ...TRACKING,
  { key: 'project_id', label: 'Project id' },
  { key: 'utm_source', label: 'UTM source' },
  { key: 'utm_medium', label: 'UTM medium' },
  { key: 'utm_campaign', label: 'UTM campaign' },
  { key: 'referrer', label: 'Referrer' },
  { key: 'duplicate_of_id', label: 'Duplicate of' },
];

export const MORTGAGE_COLUMNS: CsvColumn[] = [
  { key: 'id', label: 'Id' },
  { key: 'created_at', label: 'Received' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'property_price_aed', label: 'Property price (AED)' },
  { key: 'down_payment_aed', label: 'Down payment (AED)' },
  { key: 'loan_amount_aed', label: 'Loan amount (AED)' },
  { key: 'tenure_years', label: 'Tenure (years)' },
  { key: 'interest_rate_pct', label: 'Interest rate (%)' },
  { key: 'monthly_payment_aed', label: 'Monthly payment (AED)' },
  { key: 'residency', label: 'Residency' },
  { key: 'first_home', label: 'First home' },
  { key: 'off_plan', label: 'Off-plan' },
  { key: 'message', label: 'Message' },
  ...TRACKING,
];
