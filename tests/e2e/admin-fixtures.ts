import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OWNER } from '../../playwright.config';
import { LOGIN_PATH } from '../../src/constants';

/** Signs in through the staff sign-in page and waits for the dashboard (after the layout loader). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(LOGIN_PATH);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('layout-loader')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
}

/** Headers that pass the XSRF check for a cookie-less API client (as the browser's axios does). */
/**
 * Types into a list's search box and waits until the list has applied it (react-admin applies a search 500 ms
 * after the last key, through the address). A row clicked before that can be the unfiltered list's, and the
 * late search then takes the screen back to the list.
 */
export async function searchList(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(JSON.stringify(text));
}

export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/sanctum/csrf-cookie');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) } : {};
}

/** A bearer token for API checks. */
export async function apiToken(request: APIRequestContext, email = E2E_OWNER.email, password = E2E_OWNER.password): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password }, headers: await xsrfHeaders(request) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.user.token as string;
}

/** Creates a record through the API as the bearer and returns its id (for edit-route checks). */
export function apiCreator(request: APIRequestContext, token: string) {
  return async (resource: string, data: Record<string, unknown>): Promise<number> => {
    const res = await request.post(`/api/${resource}`, { headers: { Authorization: `Bearer ${token}` }, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).id as number;
  };
}

export const test = base.extend<{ ownerPage: Page; ownerToken: string }>({
  ownerPage: async ({ page }, provide) => {
    await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
    await provide(page);
  },
  ownerToken: async ({ request }, provide) => {
    await provide(await apiToken(request));
  },
});

export { expect, E2E_OWNER };

/** A team member with the given role, invited by the owner and activated through the API. */
export async function activatedMember(request: APIRequestContext, ownerToken: string, role: string, run: string) {
  const email = `${role}.${run}@example.com`;
  const password = `${role[0].toUpperCase()}${role.slice(1)}-desk-2026-pass`;
  const invited = await request.post('/api/users', { headers: { Authorization: `Bearer ${ownerToken}` }, data: { email, first_name: 'Rania', last_name: 'Saleh', role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL((await invited.json()).activation_url).searchParams.get('token');
  const activated = await request.post('/api/activation', { headers: await xsrfHeaders(request), data: { token, first_name: 'Rania', last_name: 'Saleh', password } });
  expect(activated.status(), await activated.text()).toBe(200);
  return { email, password };
}

/** Leads belong to someone (issue 40 item 4): the owner gives these leads to a staff member (found by e-mail). */
export async function giveLeads(request: APIRequestContext, ownerToken: string, email: string, ...leadIds: number[]): Promise<void> {
  const owner = { Authorization: `Bearer ${ownerToken}` };
  const [member] = await (await request.get(`/api/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, { headers: owner })).json();
  for (const id of leadIds) expect((await request.put(`/api/enquiries/${id}`, { headers: owner, data: { assignee_id: member.id } })).status()).toBe(200);
}
