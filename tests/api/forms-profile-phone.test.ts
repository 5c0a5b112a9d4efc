import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

/** Issue 23, items 14, 17, 19: the staff profile's phone (site rules, Western digits), generic messages at the API. */
describe.each(DIALECTS)('the staff profile phone (%s)', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    headers = (await t.staff('sales')).headers;
  });
  afterAll(() => t?.close());

  const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload });

  it('stores a phone typed in Arabic-Indic digits with Western digits, and reads it back', async () => {
    const saved = await put({ first_name: 'Rami', last_name: 'Saleh', phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user.phone).toBe('+971 50 123 4567');
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(read.json().data.user).toMatchObject({ first_name: 'Rami', phone: '+971 50 123 4567' });
  });

  it('refuses a number with fewer than 10 digits after the dial code, and clears an empty one', async () => {
    const short = await put({ first_name: 'Rami', last_name: 'Saleh', phone: '+971 1234567' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ phone: 'Phone number must be at least 10 digits' });
    const cleared = await put({ first_name: 'Rami', last_name: 'Saleh', phone: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.user.phone).toBeNull();
  });

  it("answers the seed's generic messages for the profile and password forms", async () => {
    const empty = await put({ first_name: '', last_name: 'Saleh' });
    expect(empty.json().errors).toEqual({ first_name: 'Value is required' });
    const password = await t.app.inject({ method: 'PUT', url: '/api/profile/password', headers, payload: { current_password: '', password: 'short' } });
    expect(password.statusCode).toBe(422);
    expect(password.json().errors).toEqual({ current_password: 'Value is required', password: 'This field should be at least 12 characters long' });
  });
});
