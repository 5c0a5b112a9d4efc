import { api } from '../../src/api/client';

/** The market-data calls of the back-office (server/market/routes.ts), over the shared axios instance (token, XSRF). */
export interface FileReport {
  kind: 'transactions' | 'rents';
  lines: number;
  added: number;
  duplicates: number;
  skipped: number;
  bad_lines: { line: number; reason: string }[];
  demo_removed: boolean;
  seconds: number;
  /** The DLD format recognised by the header (server/market/formats.ts). */
  format?: { id: 'dubai-pulse-transactions' | 'dld-website-transactions' | 'dubai-pulse-rents'; label: string } | null;
  /** Deals of several units at one value (the website's portfolio deals): kept, left out of the figures. */
  portfolio_deals?: number;
}
export interface ImportReport {
  id: number;
  status: 'done' | 'failed';
  files: FileReport[];
  figures: { areas: number; projects: number; as_of: string | null; demo: boolean };
  /** A failed run: why (a refused file, an error, or a process that died mid-import). */
  error?: string;
}
export interface ImportLogRow {
  id: number;
  source: string;
  status: string;
  started_by: string | null;
  started_at: string;
  finished_at: string | null;
  /** A running import's row holds only its progress (lines read so far) until the report replaces it. */
  report: ImportReport | { progress: { kind: 'transactions' | 'rents'; lines: number } } | null;
}
export interface Ours {
  id: number;
  slug: string;
  name: string;
}
export interface MappingRow {
  dld_name: string;
  deals: number;
  area_id?: number | null;
  project_id?: number | null;
  dld_area?: string;
  suggestion: Ours | null;
}

/** Streams the file to the server; `onProgress` gets the share sent (0..1), the answer is the import's report. */
export async function uploadDldFile(kind: 'transactions' | 'rents', file: File, onProgress: (share: number) => void): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const res = await api.post<ImportReport>(`/api/market/imports?kind=${kind}`, body, {
    timeout: 0,
    onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
  });
  return res.data;
}

export const importLog = async () => (await api.get<ImportLogRow[]>('/api/market/imports')).data;
export const mappings = async (what: 'areas' | 'projects') => (await api.get<{ ours: Ours[]; rows: MappingRow[] }>(`/api/market/mappings/${what}`)).data;
export const saveMapping = async (what: 'areas' | 'projects', dld_name: string, id: number | null) =>
  (await api.put(`/api/market/mappings/${what}`, what === 'areas' ? { dld_name, area_id: id } : { dld_name, project_id: id })).data;

/** The server's message (a 422 names the missing columns), else a generic one. */
export function errorMessage(err: unknown): string {
  const data = (err as { response?: { data?: { message?: string } } })?.response?.data;
  return data?.message ?? (err instanceof Error ? err.message : 'The request failed');
}

/** The minimum sample behind a shown figure (a setting); saving it recomputes the figures. */
export const marketSettings = async () => (await api.get<{ market_min_deals: number }>('/api/market/settings')).data;
export const saveMarketSettings = async (market_min_deals: number) =>
  (await api.put<{ market_min_deals: number; figures: ImportReport['figures'] }>('/api/market/settings', { market_min_deals })).data;
