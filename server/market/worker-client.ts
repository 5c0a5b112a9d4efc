import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MarketFileKind } from './dld';
import { ImportBusyError, MissingColumnsError } from './import';
import type { ImportRunOptions, ImportRunReport } from './service';
import type { FromWorker, ToWorker, WorkerError, WorkerInput } from './worker-protocol';

/** The bundled worker's file name beside dist/server-app/index.js (scripts/build-server.mjs writes it). */
export const WORKER_BUNDLE = 'market-import-worker.js';

/**
 * Where the worker's code is: from source (`npm run dev`, the tests, tsx) this module is server/market/worker-client.ts
 * and the worker starts through worker-dev.mjs (which loads tsx in the thread); in the production bundle this module
 * is inlined into dist/server-app/index.js and the worker is its own bundle beside it.
 */
function workerEntry(): URL {
  const fromSource = fileURLToPath(import.meta.url).endsWith('.ts');
  return fromSource ? new URL('./worker-dev.mjs', import.meta.url) : new URL(`./${WORKER_BUNDLE}`, import.meta.url);
}

const rebuild = (e: WorkerError): Error => {
  if (e.name === 'MissingColumnsError') return new MissingColumnsError(e.kind, e.missing);
  if (e.name === 'ImportBusyError') return new ImportBusyError(e.since);
  return new Error(e.message);
};

/** The next chunk of a paused stream (null at its end), without switching it to flowing mode. */
function nextChunk(stream: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('readable', attempt);
      stream.off('end', ended);
      stream.off('error', failed);
    };
    const attempt = () => {
      const chunk = stream.read() as Buffer | string | null;
      if (chunk !== null) {
        cleanup();
        resolve(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      } else if (stream.readableEnded) ended();
    };
    const ended = () => (cleanup(), resolve(null));
    const failed = (err: Error) => (cleanup(), reject(err));
    if (stream.readableEnded) return resolve(null);
    if (stream.errored) return reject(stream.errored);
    stream.on('readable', attempt);
    stream.once('end', ended);
    stream.once('error', failed);
    attempt();
  });
}

export interface WorkerImportOptions extends ImportRunOptions {
  connection: WorkerInput['connection'];
  /** Old-generation heap of the worker thread, MB (it shares the server's process and RSS): one batch, one area's figures. */
  maxHeapMb?: number;
}

/**
 * Runs one import (runMarketImport) in a worker thread with its own database connection, feeding it the files'
 * bytes as it asks for them, so the server's event loop stays free for page requests while the rows are parsed,
 * written and the figures recomputed. Resolves with the worker's report; rejects with the same errors as the
 * in-thread run (MissingColumnsError, ImportBusyError), or with the upload stream's own error if that failed.
 */
export function runMarketImportInWorker(files: { kind: MarketFileKind; stream: Readable }[], opts: WorkerImportOptions): Promise<ImportRunReport> {
  const { connection, onProgress, maxHeapMb = 48, ...options } = opts;
  const workerData: WorkerInput = { connection, kinds: files.map((f) => f.kind), options };
  const worker = new Worker(workerEntry(), { workerData, resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 8 }, name: 'market-import' });
  const send = (m: ToWorker, transfer?: ArrayBuffer[]) => worker.postMessage(m, transfer);
  let streamError: Error | null = null;

  const pull = async (file: number) => {
    const stream = files[file]?.stream;
    if (!stream) return;
    try {
      const chunk = await nextChunk(stream);
      if (chunk === null) return send({ type: 'end', file });
      // A copy of the view only (a stream's Buffer may be a slice of a larger pool), moved to the worker without another copy.
      const data = new Uint8Array(chunk);
      send({ type: 'chunk', file, data }, [data.buffer]);
    } catch (err) {
      streamError = err instanceof Error ? err : new Error(String(err));
      send({ type: 'abort', file, message: streamError.message });
    }
  };

  return new Promise<ImportRunReport>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    worker.on('message', (m: FromWorker) => {
      if (m.type === 'pull') void pull(m.file);
      else if (m.type === 'progress') onProgress?.(m.kind, m.lines);
      else if (m.type === 'done') settle(() => resolve(m.report));
      else settle(() => reject(streamError ?? rebuild(m.error)));
    });
    worker.on('error', (err) => settle(() => reject(streamError ?? err)));
    worker.on('exit', (code) => settle(() => reject(streamError ?? new Error(`The market import worker stopped (exit code ${code}) before reporting`))));
  }).finally(() => {
    // Whatever the worker did not read is drained, so the upload's request completes and its answer can be sent.
    for (const f of files) if (!f.stream.readableEnded && !f.stream.destroyed) f.stream.resume();
  });
}

