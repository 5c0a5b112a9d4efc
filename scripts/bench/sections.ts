import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { interleaved, load, warm, type LoadResult } from './load';
import { rng, type Dataset } from './generate';
import { startStaticTwin, type Child } from './processes';
import type { ApiFigures, PageFigures } from './report';

export const LIST_FILTER = { status: 'off_plan', starting_price_aed_lte: 3_000_000 };
export const OURS_LIST = `/api/projects?filter=${encodeURIComponent(JSON.stringify(LIST_FILTER))}&sort=${encodeURIComponent('["starting_price_aed","ASC"]')}&range=${encodeURIComponent('[0,23]')}`;
export const JSON_SERVER_LIST = '/projects?status=off_plan&starting_price_aed_lte=3000000&_sort=starting_price_aed&_order=asc&_start=0&_end=24';

export interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** One request with node:http, body left as sent (still compressed), so it can be replayed byte for byte. */
export function fetchRaw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export async function fetchJson<T>(url: string): Promise<T> {
  const r = await fetchRaw(url, { accept: 'application/json' });
  if (r.status !== 200) throw new Error(`GET ${url} answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
  return JSON.parse(r.body.toString()) as T;
}

const failIfBroken = (what: string, r: LoadResult) => {
  if (r.failures > 0) console.log(`    warning: ${what}: ${r.failures} of ${r.requests} requests failed (non-2xx, error or timeout)`);
  return r;
};

export interface Timing {
  /** Seconds of one slice; contenders alternate slice by slice. */
  slice: number;
  rounds: number;
}

/** API list and get-one on the app (on `database`) and on json-server over the same records, interleaved. */
export async function benchApi(
  app: Child,
  jsonServer: Child,
  data: Dataset,
  database: ApiFigures['database'],
  timing: Timing,
  notes: string[],
  workDir: string,
): Promise<ApiFigures[]> {
  // The two answers must be the same rows, or the comparison means nothing.
  const ours = await fetchJson<{ id: number }[]>(app.url + OURS_LIST);
  const theirs = await fetchJson<{ id: number }[]>(jsonServer.url + JSON_SERVER_LIST);
  const same = ours.length === 24 && JSON.stringify(ours.map((p) => p.id)) === JSON.stringify(theirs.map((p) => p.id));
  if (!same) notes.push(`At ${data.projects} projects on ${database} the list answers differ: Oasis ${ours.length} rows, json-server ${theirs.length} rows.`);
  const ids = data.ids;
  // The same sequence of random ids for both servers.
  const randomIds = () => {
    const r = rng(7);
    return () => ids[Math.floor(r.next() * ids.length)];
  };
  const contender = (child: Child, next: () => { path: string }) => ({ url: child.url, seconds: timing.slice, watchPid: child.name === 'oasis' ? child.pid : undefined, cpuPid: child.pid, next });
  const measure = async (label: string, oursPath: () => string, theirsPath: () => string) => {
    const a = contender(app, () => ({ path: oursPath() }));
    const b = contender(jsonServer, () => ({ path: theirsPath() }));
    await warm(a);
    await warm(b);
    const [o, j] = await interleaved([a, b], timing.rounds);
    failIfBroken(`Oasis ${label}`, o);
    failIfBroken(`json-server ${label}`, j);
    console.log(`    ${label} (${database}): Oasis ${Math.round(o.rps)} req/s, json-server ${Math.round(j.rps)} req/s`);
    return [o, j];
  };
  const [listOurs, listTheirs] = await measure('list', () => OURS_LIST, () => JSON_SERVER_LIST);
  // The physical limit for this answer: the same list bytes from a bare node:http server.
  const file = path.join(workDir, `api-${database}-${data.projects}.json`);
  record([{ path: OURS_LIST, raw: await fetchRaw(app.url + OURS_LIST) }], file);
  const twin = await startStaticTwin(file);
  let listBare: LoadResult;
  try {
    const bare = { url: twin.url, seconds: timing.slice, cpuPid: twin.pid, next: () => ({ path: OURS_LIST }) };
    await warm(bare);
    const a = contender(app, () => ({ path: OURS_LIST }));
    [listBare] = await interleaved([bare, a], timing.rounds);
    console.log(`    list: the same bytes from bare node:http ${Math.round(listBare.rps)} req/s`);
  } finally {
    await twin.stop();
  }
  const idOurs = randomIds();
  const idTheirs = randomIds();
  const [oneOurs, oneTheirs] = await measure('get-one', () => `/api/projects/${idOurs()}`, () => `/projects/${idTheirs()}`);
  return [
    { database, projects: data.projects, op: 'list', ours: listOurs, jsonServer: listTheirs, bare: listBare },
    { database, projects: data.projects, op: 'get-one', ours: oneOurs, jsonServer: oneTheirs },
  ];
}

const DROP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Records the pages as the app sends them, for the bare server to replay. */
function record(pages: { path: string; raw: Raw }[], file: string) {
  const out: Record<string, { status: number; headers: [string, string][]; body: string }> = {};
  for (const { path: p, raw } of pages) {
    const headers: [string, string][] = [];
    for (let i = 0; i < raw.rawHeaders.length; i += 2) if (!DROP.has(raw.rawHeaders[i].toLowerCase())) headers.push([raw.rawHeaders[i], raw.rawHeaders[i + 1]]);
    headers.push(['content-length', String(raw.body.length)]);
    out[p] = { status: raw.status, headers, body: raw.body.toString('base64') };
  }
  fs.writeFileSync(file, JSON.stringify(out));
}

export const PAGE_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

/** A page works when it answers 200 HTML; otherwise the reason, for the report. */
export async function pageProblem(origin: string, p: string): Promise<string | null> {
  try {
    const r = await fetchRaw(origin + p, { accept: 'text/html' });
    if (r.status !== 200) return `GET ${p} answered ${r.status}`;
    if (!String(r.headers['content-type'] ?? '').includes('text/html')) return `GET ${p} is not HTML (${r.headers['content-type'] ?? 'no content type'})`;
    return null;
  } catch (err) {
    return `GET ${p} failed: ${(err as Error).message}`;
  }
}

/**
 * Cached pages against the same bytes from a bare node:http server, and cold renders: `coldApp` is a second
 * server on the same data with RENDER_CACHE=off (the render cache keys on the parameters a page reads, so a
 * unique query string would no longer force a miss), so every request renders.
 */
export async function benchPages(
  app: Child,
  coldApp: Child | null,
  pages: { label: string; path: string }[],
  timing: Timing,
  workDir: string,
): Promise<PageFigures[]> {
  const recorded = [];
  for (const p of pages) {
    await fetchRaw(app.url + p.path, PAGE_HEADERS); // fills the render cache
    recorded.push({ path: p.path, raw: await fetchRaw(app.url + p.path, PAGE_HEADERS) });
  }
  const file = path.join(workDir, 'pages.json');
  record(recorded, file);
  const twin = await startStaticTwin(file);
  const out: PageFigures[] = [];
  try {
    for (const [i, p] of pages.entries()) {
      const raw = recorded[i].raw;
      const common = { seconds: timing.slice, headers: PAGE_HEADERS, next: () => ({ path: p.path }) };
      await warm({ ...common, url: app.url });
      await warm({ ...common, url: twin.url });
      const [ours, bare] = await interleaved([{ ...common, url: app.url, watchPid: app.pid, cpuPid: app.pid }, { ...common, url: twin.url, cpuPid: twin.pid }], timing.rounds);
      failIfBroken(`page ${p.path}`, ours);
      failIfBroken(`bare ${p.path}`, bare);
      let cold: LoadResult | null = null;
      if (coldApp) {
        cold = failIfBroken(`cold ${p.path}`, await load({ url: coldApp.url, seconds: timing.slice * timing.rounds, headers: PAGE_HEADERS, watchPid: coldApp.pid, cpuPid: coldApp.pid, next: () => ({ path: p.path }) }));
      }
      console.log(`    ${p.path}: ${Math.round(ours.rps)} req/s cached, ${Math.round(bare.rps)} bare${cold ? `, ${Math.round(cold.rps)} cold` : ''}`);
      out.push({ label: p.label, path: p.path, bytes: raw.body.length, encoding: String(raw.headers['content-encoding'] ?? 'identity'), ours, bare, cold });
    }
  } finally {
    await twin.stop();
  }
  return out;
}

/** Enquiries per second through POST /api/sendEnquiry, with the CSRF cookie and header, each from a new person. */
export async function benchWrites(app: Child, seconds: number): Promise<LoadResult> {
  const cookieRes = await fetchRaw(app.url + '/sanctum/csrf-cookie');
  const setCookie = (cookieRes.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
  if (!setCookie) throw new Error('GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie');
  const token = setCookie.split(';')[0].slice('XSRF-TOKEN='.length);
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
  const stamp = Date.now().toString(36);
  const body = (n: number) =>
    JSON.stringify({
      name: `Bench Buyer ${n}`, email: `buyer${n}.${stamp}@example.com`, phone: `+9715${String(10_000_000 + n).padStart(8, '0')}`,
      budget: String(1_500_000 + (n % 40) * 50_000), investmentTimeline: 'Within 3 months', source_path: '/contact-us', utm_source: 'bench',
    });
  const probe = await fetchRaw(app.url + '/api/sendEnquiry', headers, 'POST', body(0));
  if (probe.status !== 200) throw new Error(`POST /api/sendEnquiry answered ${probe.status}: ${probe.body.toString().slice(0, 300)}`);
  let n = 1;
  const result = await load({ url: app.url, seconds, method: 'POST', headers, watchPid: app.pid, cpuPid: app.pid, next: () => ({ path: '/api/sendEnquiry', body: body(n++) }) });
  return failIfBroken('sendEnquiry', result);
}
