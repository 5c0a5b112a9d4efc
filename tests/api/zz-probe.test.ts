import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ dialect: 'sqlite' }); });
afterAll(async () => t?.close());
it('probe', async () => {
  for (const f of [{ bedrooms: Array.from({length: 1000}, (_, i) => i % 6) }, { id: Array.from({length: 900}, (_, i) => i) }, { missing_translation: Array(1000).fill('ar') }, {property_type_id: Array.from({length: 900}, (_, i) => i)}]) {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects?filter=${encodeURIComponent(JSON.stringify(f))}` });
    console.log(Object.keys(f)[0], res.statusCode, res.body.slice(0, 200));
  }
});
