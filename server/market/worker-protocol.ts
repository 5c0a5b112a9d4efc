import type { MarketFileKind } from './dld';
import type { ImportRunOptions, ImportRunReport } from './service';

/** What the server's thread hands the import worker when it starts it. */
export interface WorkerInput {
  /** The same database the server uses (its primary), opened again in the worker. */
  connection: { databaseUrl: string | null; dataDir: string; sqliteFile?: string };
  kinds: MarketFileKind[];
  options: Omit<ImportRunOptions, 'onProgress'>;
}

/** Server thread -> worker: the next chunk of a file (transferred, not copied twice), its end, or the upload's failure. */
export type ToWorker = { type: 'chunk'; file: number; data: Uint8Array } | { type: 'end'; file: number } | { type: 'abort'; file: number; message: string };

export type WorkerError =
  | { name: 'MissingColumnsError'; message: string; kind: MarketFileKind; missing: string[] }
  | { name: 'ImportBusyError'; message: string; since: string }
  | { name: 'Error'; message: string };

/** Worker -> server thread: a request for the next chunk, progress, then the report or the error. */
export type FromWorker =
  | { type: 'pull'; file: number }
  | { type: 'progress'; kind: MarketFileKind; lines: number }
  | { type: 'done'; report: ImportRunReport }
  | { type: 'error'; error: WorkerError };
