import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, xsrfHeaders } from './admin-fixtures';
import { marketingConsentCookie } from '../helpers/consent';

test('staff work an enquiry and export the filtered list with source and UTM columns', async ({ ownerPage: page, ownerToken, request }) => {
  const run = Date.now().toString(36);
  const campaign = `spring-${run}`;
  // With marketing consent (the UTM source is stored only then, issue 37), the CSRF cookie sent alongside it.
  const xsrf = await xsrfHeaders(request);
  const xsrfCookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const headers = { ...xsrf, cookie: [xsrfCookie && `XSRF-TOKEN=${xsrfCookie.value}`, marketingConsentCookie()].filter(Boolean).join('; ') };
  const send = (name: string, source_path: string, utm_campaign: string | null) =>
    request.post('/api/sendEnquiry', {
      headers,
      data: { name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, phone: '0501234567', budget: '2500000', investmentTimeline: 'Within 3 months', source_path, utm_source: 'google', utm_medium: 'cpc', utm_campaign },
    });
  for (const name of [`Aisha ${run}`, `Omar ${run}`]) expect((await send(name, '/project/palm-horizon', campaign)).status()).toBe(200);
  expect((await send(`Lena ${run}`, '/contact-us', null)).status()).toBe(200);

  // Newest first, with status chips; search narrows to this run's leads.
  await page.goto('/admin/enquiry');
  await page.getByPlaceholder('Name, email, phone').fill(run);
  await expect(page.getByRole('row')).toHaveCount(4); // header + 3
  await expect(page.getByRole('row').nth(1)).toContainText(`Lena ${run}`);

  // Open Omar's lead: what he sent is read-only, staff change the status and add a note.
  const reread = page.waitForResponse((r) => /\/api\/enquiries\/\d+$/.test(r.url()) && r.request().method() === 'GET');
  await page.getByRole('row', { name: new RegExp(`Omar ${run}`) }).click();
  await reread; // the detail shows the row from the list at once, then re-reads it
  await expect(page.getByText('What the visitor sent')).toBeVisible();
  await expect(page.getByText(campaign)).toBeVisible();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await page.getByLabel('Notes').fill('Called back, wants a 2-bedroom with a post-handover plan');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  const list = await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: `Omar ${run}` }))}`, { headers: { Authorization: `Bearer ${ownerToken}` } });
  const [omar] = await list.json();
  expect(omar.status).toBe('contacted');
  expect(omar.notes).toContain('post-handover');

  // Export: the filtered list (this campaign's source page), every row, with source and UTM columns.
  await page.goto('/admin/enquiry');
  await page.getByPlaceholder('Name, email, phone').fill(run);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Source page' }).click();
  await page.getByRole('textbox', { name: 'Source page' }).fill('/project/palm-horizon');
  await expect(page.getByRole('row')).toHaveCount(3);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toContain('Source page');
  expect(header).toContain('UTM campaign');
  expect(rows).toHaveLength(2);
  expect(csv).toContain(`Omar ${run}`);
  expect(csv).toContain(`Aisha ${run}`);
  expect(csv).not.toContain(`Lena ${run}`);
  expect(csv).toContain(campaign);
  expect(rows.find((r) => r.includes('Omar'))).toContain('contacted');

  // The same filtered list as an Excel workbook, with typed columns.
  const xlsxPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const xlsx = await xlsxPromise;
  expect(xlsx.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await xlsx.path());
  const sheet = book.worksheets[0];
  const columns = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(sheet.rowCount).toBe(3);
  expect(sheet.getRow(2).getCell(columns.indexOf('Received (UTC)') + 1).value).toBeInstanceOf(Date);
  expect(typeof sheet.getRow(2).getCell(columns.indexOf('ID') + 1).value).toBe('number');
});
