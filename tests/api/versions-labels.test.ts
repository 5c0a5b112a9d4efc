import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';

// Editors' history (issue 40 item 7): a save that publishes is named "publish", one that unpublishes "unpublish".
const CONTENT: DemoContent = {
  developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', summary: 'Waterfront homes', published: false }],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
};

describe.each(DIALECTS)('history labels on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(async () => t?.close());

  const put = async (body: Record<string, unknown>) => {
    const current = (await t.app.inject({ url: '/api/developers/1', headers: editor })).json();
    const res = await t.app.inject({ method: 'PUT', url: '/api/developers/1', headers: editor, payload: { ...current, ...body } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('names a publish "publish", an unpublish "unpublish" and other saves by their op', async () => {
    await put({ summary: 'Waterfront homes in Dubai' });
    await put({ published: true });
    await put({ published: false, summary: 'Waterfront homes' });
    const { versions } = (await t.app.inject({ url: '/api/developers/1/versions', headers: editor })).json();
    expect(versions.slice(0, 3).map((v: { label: string; op: string }) => v.label)).toEqual(['unpublish', 'publish', 'update']);
  });
});
