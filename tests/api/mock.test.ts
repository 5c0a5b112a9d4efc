import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module script without type declarations
import { createMockServer } from '../../scripts/mock/server.mjs';
import { ENQUIRY_MESSAGES } from '../../src/schemas/enquiry';
import { ENQUIRY_THANKS } from '../../server/routes/spec-calls';

/** A small, fixed data set so the assertions do not move when db.json's demo content changes. */
const FIXTURE = {
  projects: [
    { id: 1, title: 'Palm Crest Residences', slug: 'palm-crest', status: 'off_plan', developer_id: 1, starting_price_aed: 1_850_000, published: true, seo_title: 'Palm Crest', seo_description: 'Sea views' },
    { id: 2, title: 'Creek Horizon', slug: 'creek-horizon', status: 'ready', developer_id: 2, starting_price_aed: 950_000, published: true },
    { id: 3, title: 'Marina Sail Tower', slug: 'marina-sail', status: 'off_plan', developer_id: 1, starting_price_aed: 2_400_000, published: false },
    { id: 4, title: 'Hills Grove Villas', slug: 'hills-grove', status: 'under_construction', developer_id: 2, starting_price_aed: 4_100_000, published: true },
  ],
  developers: [
    { id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true },
    { id: 2, name: 'Sandstone Properties', slug: 'sandstone', published: true },
  ],
  pages: [{ id: 1, page_name: 'home', title: 'Invest in Dubai off-plan property', description: 'Projects, areas and guides' }],
};

describe('json-server mock mode', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-mock-'));
  const dbFile = path.join(tmp, 'db.json');
  let server: Server;
  let base: string;

  beforeAll(async () => {
    fs.writeFileSync(dbFile, JSON.stringify(FIXTURE));
    server = createMockServer({ dbFile, logger: false }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const list = async (resource: string, params: Record<string, unknown>) => {
    const qs = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])));
    const res = await fetch(`${base}/api/${resource}?${qs}`, { headers: { origin: 'http://127.0.0.1:5173' } });
    return { res, body: await res.json(), range: res.headers.get('content-range') };
  };
  const titles = (rows: { title: string }[]) => rows.map((r) => r.title);

  it('sorts both ways and pages with Content-Range, exposed through CORS', async () => {
    const asc = await list('projects', { sort: ['starting_price_aed', 'ASC'], range: [0, 1] });
    expect(asc.res.status).toBe(200);
    expect(titles(asc.body)).toEqual(['Creek Horizon', 'Palm Crest Residences']);
    expect(asc.range).toBe('projects 0-1/4');
    expect(asc.res.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    const desc = await list('projects', { sort: ['starting_price_aed', 'DESC'], range: [2, 3] });
    expect(titles(desc.body)).toEqual(['Palm Crest Residences', 'Creek Horizon']);
    expect(desc.range).toBe('projects 2-3/4');
  });

  it('filters by q, id list (getMany), equality, booleans, references and _gte/_lte', async () => {
    expect(titles((await list('projects', { filter: { q: 'marina' } })).body)).toEqual(['Marina Sail Tower']);
    const many = await list('projects', { filter: { id: [1, 4] }, sort: ['id', 'ASC'] });
    expect(many.body.map((r: { id: number }) => r.id)).toEqual([1, 4]);
    expect(many.range).toBe('projects 0-1/2');
    expect(titles((await list('projects', { filter: { status: 'ready' } })).body)).toEqual(['Creek Horizon']);
    expect((await list('projects', { filter: { published: false } })).body.map((r: { id: number }) => r.id)).toEqual([3]);
    const ref = await list('projects', { filter: { developer_id: 2 }, sort: ['id', 'ASC'], range: [0, 9] });
    expect(ref.body.map((r: { id: number }) => r.id)).toEqual([2, 4]);
    expect(ref.range).toBe('projects 0-1/2');
    const band = await list('projects', { filter: { starting_price_aed_gte: 1_000_000, starting_price_aed_lte: 3_000_000 }, sort: ['id', 'ASC'] });
    expect(band.body.map((r: { id: number }) => r.id)).toEqual([1, 3]);
  });

  it('answers an empty page with a valid Content-Range', async () => {
    const none = await list('projects', { filter: { q: 'no such project anywhere' }, range: [0, 9] });
    expect(none.body).toEqual([]);
    expect(none.range).toBe('projects 0-0/0');
    expect((await list('projects', { filter: { id: [] } })).body).toEqual([]);
  });

  it('refuses malformed list parameters with a 400 naming them', async () => {
    const res = await fetch(`${base}/api/projects?sort=${encodeURIComponent('["title"')}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: true, errors: { sort: 'sort is not valid JSON' } });
  });

  it('creates, updates and deletes in memory, answering the records; db.json is left alone', async () => {
    const created = await fetch(`${base}/api/developers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Dune Line Estates', slug: 'dune-line' }) });
    expect(created.status).toBe(201);
    const record = await created.json();
    expect(record).toMatchObject({ id: 3, name: 'Dune Line Estates' });
    const updated = await fetch(`${base}/api/developers/3`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...record, name: 'Dune Line' }) });
    expect((await updated.json()).name).toBe('Dune Line');
    const deleted = await fetch(`${base}/api/developers/3`, { method: 'DELETE' });
    expect(await deleted.json()).toMatchObject({ id: 3, name: 'Dune Line' });
    expect(JSON.parse(fs.readFileSync(dbFile, 'utf8'))).toEqual(FIXTURE);
  });

  it('serves the site page data from the mock data, and follows writes', async () => {
    const before = await (await fetch(`${base}/api/site/projects`)).json();
    expect(before.items.map((p: { title: string }) => p.title).sort()).toEqual(['Creek Horizon', 'Hills Grove Villas', 'Palm Crest Residences']);
    expect(before.items.find((p: { slug: string }) => p.slug === 'palm-crest').developer_name).toBe('Azure Coast Developments');
    const created = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 50, title: 'Sunset Quay', slug: 'sunset-quay', status: 'off_plan', developer_id: 2, starting_price_aed: 1_200_000, published: true }),
    });
    expect(created.status).toBe(201);
    const detail = await fetch(`${base}/api/site/projects/sunset-quay`);
    expect(detail.status).toBe(200);
    expect((await detail.json()).project).toMatchObject({ title: 'Sunset Quay', developer_name: 'Sandstone Properties' });
    const missing = await fetch(`${base}/api/site/projects/marina-sail`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe(true);
    await fetch(`${base}/api/projects/50`, { method: 'DELETE' });
    expect((await fetch(`${base}/api/site/projects/sunset-quay`)).status).toBe(404);
  });

  it('answers the spec calls like the server does', async () => {
    const post = (url: string, body: unknown) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const ok = await post('/api/sendEnquiry', { name: 'Layla Haddad', email: 'layla@example.com', phone: '+971501234567', budget: '1500000', investmentTimeline: 'Within 3 months' });
    expect(await ok.json()).toEqual({ error: false, message: ENQUIRY_THANKS });
    const bad = await post('/api/sendEnquiry', { name: '', email: 'nope', phone: '123', budget: '', investmentTimeline: '' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toMatchObject({ name: ENQUIRY_MESSAGES.required, email: ENQUIRY_MESSAGES.emailInvalid, phone: ENQUIRY_MESSAGES.phoneShort });
    expect(await (await post('/api/getPageSeo', { page_name: 'home' })).json()).toEqual({ error: false, data: { title: 'Invest in Dubai off-plan property', description: 'Projects, areas and guides' } });
    const seo = await (await fetch(`${base}/api/palm-crest/getProjectSeoData`)).json();
    expect(seo).toEqual({ error: false, data: { seo_title: 'Palm Crest', main_title: 'Palm Crest Residences', seo_description: 'Sea views' } });
    const missing = await fetch(`${base}/api/marina-sail/getProjectSeoData`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe(true);
    const mortgage = await (await post('/api/sendMortgageEnquiry', { property_price_aed: 1_250_000, down_payment_aed: 250_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'expat' })).json();
    expect(mortgage.data.monthly_payment_aed).toBe(5558);
    const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
    expect(csrf.status).toBe(204);
    expect(csrf.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });
});

describe('npm run mock (scripts/mock-api.mjs)', () => {
  let child: ChildProcess;
  let base: string;

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-api.mjs'], { env: { ...process.env, MOCK_PORT: '0', MOCK_QUIET: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk) => {
        out += chunk;
        const m = /(http:\/\/127\.0\.0\.1:\d+)\/api/.exec(out);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`mock exited with ${code}: ${out}`)));
    });
  });
  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('serves every collection of db.json with Content-Range totals that match the file', async () => {
    const content = JSON.parse(fs.readFileSync('db.json', 'utf8')) as Record<string, unknown[]>;
    for (const [resource, rows] of Object.entries(content)) {
      const res = await fetch(`${base}/api/${resource}?range=${encodeURIComponent('[0,4]')}`);
      expect(res.status, resource).toBe(200);
      expect(res.headers.get('content-range'), resource).toMatch(new RegExp(`^${resource} 0-\\d+/${rows.length}$`));
      expect((await res.json()).length, resource).toBe(Math.min(5, rows.length));
    }
  });
});
