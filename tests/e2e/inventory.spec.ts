import { VALID_PERMIT } from '../helpers/permit';
import { activatedMember, apiToken, expect, giveLeads, signIn, test, xsrfHeaders } from './admin-fixtures';
import type { Page } from '@playwright/test';

/**
 * Inventory (issue 30): a price list imported in the back-office (dry run, its bad row by row and field, then
 * apply), a unit held from a lead on a 390 px phone, and the public page's count following both.
 */
const RUN = Date.now().toString(36);
const TITLE = `Inventory Heights ${RUN}`;
let slug = '';

const LIST = (bad: boolean) =>
  [
    'Unit No,Tower,Floor,Unit Type,Bedrooms,Size (sq ft),View,Price (AED),Status',
    '1201,A,12,1 Bedroom,1,760,Marina,"1,450,000",Available',
    '1202,A,12,1 Bedroom,1,780,Sea,"1,520,000",Available',
    `1501,A,15,2 Bedroom,2,1180,Sea,${bad ? 'ask us' : '"2,390,000"'},Available`,
    '1502,A,15,2 Bedroom,2,1210,Sea,"2,450,000",Sold',
  ].join('\n');

const publicCount = async (page: Page) => {
  await page.goto(`/project/${slug}`);
  return (await page.getByTestId('units-available-count').textContent())?.trim();
};

test.describe.serial('inventory', () => {
  test('an editor imports a developer price list: the dry run names the bad row, then apply; the public page counts the units', async ({ ownerPage: page, request, ownerToken }) => {
    const res = await request.post('/api/projects', { headers: { Authorization: `Bearer ${ownerToken}` }, data: { title: TITLE, status: 'off_plan', published: true, starting_price_aed: 999_000, ...VALID_PERMIT } });
    expect(res.status(), await res.text()).toBe(201);
    slug = (await res.json()).slug;

    await page.goto('/admin/units-import');
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: TITLE }).click();
    await page.setInputFiles('#units-import-file', { name: 'price-list.csv', mimeType: 'text/csv', buffer: Buffer.from(LIST(true)) });
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    const report = page.getByTestId('units-import-report');
    await expect(report).toContainText('Nothing was changed: fix the rows below and check again.');
    await expect(report.getByRole('row', { name: /4 price_aed Price \(AED\) must be a number/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await page.setInputFiles('#units-import-file', { name: 'price-list.csv', mimeType: 'text/csv', buffer: Buffer.from(LIST(false)) });
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await expect(report).toContainText('Dry run: nothing was changed yet. 4 rows: 4 new, 0 updated, 0 unchanged, 0 with problems');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(report).toContainText('Applied. 4 rows: 4 new');
    await page.screenshot({ path: 'test-results/inventory-import.png', fullPage: true });

    // The page's "from" price is the cheapest available unit, not the typed 999,000; three of four are available.
    expect(await publicCount(page)).toBe('3 of 4 units available');
    await expect(page.getByText('From AED 1,450,000').first()).toBeVisible();
  });

  test('a demo project that lists its units: the count and the table, in English and in Arabic (right to left)', async ({ page }) => {
    await page.goto('/project/burj-lake-signature-residences');
    await expect(page.getByTestId('units-available-count')).toHaveText(/^20 of \d+ units available$/);
    await expect(page.getByTestId('units-list').locator('tbody tr')).toHaveCount(20);
    await page.goto('/ar/project/burj-lake-signature-residences');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('units-available-count')).toHaveText(/^20 من \d+ وحدة متاحة$/);
    await page.getByTestId('units-list').screenshot({ path: 'test-results/inventory-units-list-ar.png' });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a salesperson holds a unit from the lead on a 390 px phone, and the public count drops', async ({ page, request }) => {
      const ownerToken = await apiToken(request);
      const sent = await request.post('/api/sendEnquiry', {
        headers: await xsrfHeaders(request),
        data: { name: `Hessa Units ${RUN}`, email: `hessa.${RUN}@example.com`, phone: '+971 50 765 4321', budget: '1500000', investmentTimeline: 'Within 3 months' },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const leads = await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: RUN }))}`, { headers: { Authorization: `Bearer ${ownerToken}` } });
      const leadId = (await leads.json())[0].id as number;
      const sales = await activatedMember(request, ownerToken, 'sales', RUN);
      await giveLeads(request, ownerToken, sales.email, leadId);

      expect(await publicCount(page)).toBe('3 of 4 units available');
      await signIn(page, sales.email, sales.password);
      await page.goto(`/admin/enquiries/${leadId}`);
      const panel = page.getByTestId('lead-units');
      await panel.scrollIntoViewIfNeeded();
      await panel.getByRole('combobox', { name: 'Project' }).tap();
      await page.getByRole('option', { name: TITLE }).tap();
      await panel.getByRole('combobox', { name: 'Available unit' }).tap();
      await page.getByRole('option', { name: /A-1202, 1 Bedroom, AED 1,520,000/ }).tap();
      await panel.getByRole('button', { name: 'Hold for this lead' }).tap();
      await expect(page.getByText('Unit held for this lead')).toBeVisible();
      await expect(panel).toContainText(`${TITLE} A-1202`);
      await expect(panel).toContainText('Held by Rania Saleh until');
      // The panel fits the phone: nothing scrolls sideways, the buttons are thumb-sized.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect((await panel.getByRole('button', { name: 'Release' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await panel.screenshot({ path: 'test-results/inventory-lead-phone.png' });

      // Public availability follows at once (the change cleared the cached pages).
      expect(await publicCount(page)).toBe('2 of 4 units available');
    });
  });
});

