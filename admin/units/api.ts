import { api } from '../../src/api/client';

/** The inventory calls of the back-office (server/units/routes.ts), over the shared axios instance (token, XSRF). */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}
export interface ImportReport {
  dry_run: boolean;
  applied: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  not_in_list: number;
  errors: RowProblem[];
  notes: { row: number; unit: string; message: string }[];
  changes: { row: number; unit: string; action: 'create' | 'update'; fields: string[] }[];
}
export interface LeadUnit {
  id: number;
  project_id: number;
  project_title: string;
  unit_number: string;
  building: string;
  type: string;
  status: string;
  price_aed: number | null;
  held_price_aed: number | null;
  held_by: number | null;
  held_by_name: string | null;
  hold_expires_at: string | null;
  booking_fee_date: string | null;
}
export interface UnitRow {
  id: number;
  unit_number: string;
  building: string;
  type: string;
  price_aed: number | null;
  status: string;
}

export async function uploadPriceList(projectId: number, file: File, dryRun: boolean): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  try {
    return (await api.post<ImportReport>(`/api/units/import?project_id=${projectId}${dryRun ? '&dry_run=1' : ''}`, body, { timeout: 0 })).data;
  } catch (err) {
    // A refused apply still carries the report of its bad rows.
    const report = (err as { response?: { data?: { report?: ImportReport } } }).response?.data?.report;
    if (report) return report;
    throw err;
  }
}

export const unitAction = async (id: number, verb: 'hold' | 'release' | 'reserve' | 'sell', body: object = {}) => (await api.post(`/api/units/${id}/${verb}`, body)).data;
export const leadUnits = async (leadId: number) => (await api.get<{ data: LeadUnit[] }>(`/api/units/for-lead?lead_id=${leadId}`)).data.data;
/** A project's inventory as staff see it (server/units/inventory.ts): the public count and its source, the available units. */
export interface StaffInventory {
  project: { id: number; title: string };
  total: number;
  available: number;
  public_available: number | null;
  public_source: 'units' | 'typed' | 'none';
  units: (UnitRow & { floor: number | null; bedrooms: number; size_sqft: number | null })[];
}
export const projectInventory = async (projectId: number) => (await api.get<{ data: StaffInventory }>(`/api/units/inventory?project_id=${projectId}`)).data.data;
export const projectChoices = async () => (await api.get<{ id: number; title: string; units_display?: string }[]>(`/api/projects?sort=${encodeURIComponent('["title","ASC"]')}&range=[0,499]`)).data;
export const setUnitsDisplay = async (projectId: number, units_display: 'counts' | 'list') => (await api.put(`/api/projects/${projectId}`, { units_display })).data;

/** The server's message (a 409 names who holds the unit), else a generic one. */
export function errorMessage(err: unknown): string {
  const data = (err as { response?: { data?: { message?: string } } })?.response?.data;
  return data?.message ?? (err instanceof Error ? err.message : 'The request failed');
}

export const unitLabel = (u: { unit_number: string; building: string | null }) => (u.building ? `${u.building}-${u.unit_number}` : u.unit_number);
export const aed = (n: number | null | undefined) => (n == null ? '—' : `AED ${n.toLocaleString('en-US')}`);
