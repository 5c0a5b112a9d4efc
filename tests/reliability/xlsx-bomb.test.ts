import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxBomb } from '../helpers/xlsx-bomb';
import { bearerFor, makeDataSet, RELIABILITY_DIALECTS, startServer, stopServer, type DataSet, type RunningServer } from './harness';

const OWNER = { email: 'owner@reliability.test', password: 'Reliability-Owner-Pass-2026' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Issue 37 item 4: a workbook of a few hundred KB that unzips to 200 MB, uploaded to the real production server
 * (heap capped at 128 MB, `--max-old-space-size=128`) on the price-list and content imports, honest about its size
 * and lying about it. Each upload is refused with a 413; the server keeps answering other requests throughout and
 * is still running afterwards.
 */
describe.each(RELIABILITY_DIALECTS)('an XLSX zip bomb against the running server (%s)', (dialect) => {
  let data: DataSet;
  let server: RunningServer;

  beforeAll(async () => {
    data = await makeDataSet(dialect);
    server = await startServer(data, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
  });
  afterAll(async () => {
    await stopServer(server);
    await data?.destroy();
  });

  it('refuses each bomb with a 413 and keeps serving', async () => {
    const origin = server.origin;
    const auth = await bearerFor(origin, OWNER);
    const created = await fetch(`${origin}/api/projects`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Bomb Test Tower', status: 'off_plan' }) });
    expect(created.status, await created.clone().text()).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;

    const MB200 = 200 * 1024 * 1024;
    const bombs = { honest: await xlsxBomb({ sheetBytes: MB200 }), lying: await xlsxBomb({ sheetBytes: MB200, declare: 'lie' }) };
    const upload = (url: string, bytes: Buffer) => {
      const boundary = `----bomb${crypto.randomBytes(6).toString('hex')}`;
      const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.xlsx"\r\nContent-Type: ${XLSX_TYPE}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return fetch(`${origin}${url}`, { method: 'POST', headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    };

    for (const [kind, bytes] of Object.entries(bombs)) {
      expect(bytes.length).toBeLessThan(1024 * 1024);
      for (const url of [`/api/units/import?project_id=${projectId}`, '/api/projects/import?mode=apply']) {
        let done = false;
        const pings: number[] = [];
        const pinger = (async () => {
          while (!done) {
            const res = await fetch(`${origin}/robots.txt`);
            await res.arrayBuffer();
            pings.push(res.status);
          }
        })();
        const res = await upload(url, bytes);
        const answer = (await res.json()) as { errors?: { file?: string } };
        done = true;
        await pinger;
        expect(res.status, `${kind} bomb to ${url}: ${JSON.stringify(answer)}`).toBe(413);
        expect(answer.errors?.file).toMatch(/may unzip to at most 40 MB/);
        expect(pings.every((s) => s === 200), `${kind} bomb to ${url}: other requests answered`).toBe(true);
      }
    }
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${origin}/api/projects/1`, { headers: auth })).status).toBeLessThan(500);
    expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);
  });
});
