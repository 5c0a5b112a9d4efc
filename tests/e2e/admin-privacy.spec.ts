import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiToken, expect, test } from './admin-fixtures';
import { mailTo } from './mail';

// Privacy by design (issue 24, item 2), as the two people involved live it: a visitor asks on /privacy-policy and
// confirms through the link e-mailed to them; staff export the data as a JSON file, then erase it.

/** Asks on the privacy policy page, as a visitor on a phone would, and opens the e-mailed link to confirm. */
async function askAndConfirm(page: Page, email: string, kind: 'A copy of my data' | 'The erasure of my data') {
  await page.goto('/privacy-policy');
  const form = page.locator('#privacy-request');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(kind).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toContainText('you will receive an e-mail with a link');
  const mail = await mailTo(email, /confirm your privacy request/);
  const link = /https?:\/\/\S+privacy_token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.locator('#privacy-request').getByRole('status')).toContainText('Your request is confirmed');
}

test('a visitor asks for a copy and an erasure; staff export the JSON file, then erase', async ({ ownerPage: staff, browser, request }) => {
  const run = Date.now().toString(36);
  const email = `privacy.${run}@example.com`;
  const name = `Privacy ${run}`;
  // What is held about the person: an enquiry (and the deliveries and audit entries it led to).
  await request.get('/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const sent = await request.post('/api/sendEnquiry', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: { name, email, phone: '0501234567', budget: '2500000', investmentTimeline: 'Within 3 months' },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = await phone.newPage();
  await askAndConfirm(visitor, email, 'A copy of my data');
  await askAndConfirm(visitor, email, 'The erasure of my data');
  await phone.close();

  // Staff: the two confirmed requests, each due in 30 days.
  await staff.goto('/admin/privacy-requests');
  const rows = staff.locator('tbody tr').filter({ hasText: email });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('confirmed');
  const copy = rows.filter({ hasText: 'Copy' });
  const download = staff.waitForEvent('download');
  await copy.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-request-\d+\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(JSON.stringify(exported)).toContain(name);
  expect(JSON.stringify(exported)).toContain(email);

  const erasure = rows.filter({ hasText: 'Erasure' });
  await erasure.getByRole('button', { name: 'Erase' }).click();
  const dialog = staff.getByRole('dialog', { name: "Erase this person's data?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(staff.getByText(/Erased: \d+ rows anonymised/)).toBeVisible();
  await staff.screenshot({ path: '/tmp/admin-privacy-erased.png' });

  // Nothing about the person is left in the leads; the lead itself (a count in the statistics) stays.
  const token = await apiToken(request);
  const found = await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(found.status()).toBe(200);
  expect(await found.json()).toEqual([]);

  // The retention settings screen shows the daily job's last run beside the periods.
  await staff.goto('/admin/privacy-settings');
  await expect(staff.getByRole('heading', { name: 'Last retention run' })).toBeVisible();
});
