/**
 * The market import's worker thread (decision 026): its own database connection, the upload's bytes pulled from
 * the server's thread one chunk at a time (backpressure: one chunk in flight, one parser buffer here), the same
 * import and figures code as the command, progress and the report posted back. Bundled on its own by
 * scripts/build-server.mjs (dist/server-app/market-import-worker.js); run from source under tsx in development.
 */
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/connect';
import type { MarketFileKind } from './dld';
import { ImportBusyError, MissingColumnsError } from './import';
import { runMarketImport, type ImportRunOptions } from './service';
import type { ToWorker, WorkerInput, FromWorker } from './worker-protocol';

const port = parentPort!;
const input = workerData as WorkerInput;
const post = (message: FromWorker) => port.postMessage(message);

/** One file's bytes, asked for chunk by chunk: `_read` runs again only after the previous chunk was pushed. */
class PulledFile extends Readable {
  constructor(private file: number) {
    super({ highWaterMark: 512 * 1024 });
  }
  _read() {
    post({ type: 'pull', file: this.file });
  }
}

const files = input.kinds.map((kind: MarketFileKind, i) => ({ kind, stream: new PulledFile(i) }));
port.on('message', (m: ToWorker) => {
  const stream = files[m.file]?.stream;
  if (!stream || stream.destroyed) return;
  if (m.type === 'chunk') stream.push(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength));
  else if (m.type === 'end') stream.push(null);
  else stream.destroy(new Error(m.message));
});

const db = openDatabase(input.connection);
const options: ImportRunOptions = { ...input.options, onProgress: (kind, lines) => post({ type: 'progress', kind, lines }) };
try {
  const report = await runMarketImport(db, files, options);
  post({ type: 'done', report });
} catch (err) {
  if (err instanceof MissingColumnsError) post({ type: 'error', error: { name: 'MissingColumnsError', message: err.message, kind: err.kind, missing: err.missing } });
  else if (err instanceof ImportBusyError) post({ type: 'error', error: { name: 'ImportBusyError', message: err.message, since: err.since } });
  else post({ type: 'error', error: { name: 'Error', message: err instanceof Error ? err.message : String(err) } });
} finally {
  await db.close();
  port.close();
}
