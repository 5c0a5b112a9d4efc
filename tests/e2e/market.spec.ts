import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as plain, expect } from '@playwright/test';
import { test as staff } from './admin-fixtures';
import { demoTransactionLines } from '../../server/market/demo';
import { noSidewaysScroll } from './site-helpers';

/**
 * Market evidence (issue 25) in the browser: the demo start's figures on an area page and on /market, in
 * English and Arabic on a phone, the chart's table alternative; then staff upload a DLD file with a progress
 * bar and read the report (which replaces the demo sample, so it runs last).
 */

plain.describe.configure({ mode: 'serial' });

plain.describe('market evidence on a phone', () => {
  plain.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  plain('the area page shows the registered-deal figures, the source and the chart with its table, in English and Arabic', async ({ page }) => {
    await page.goto('/area/dubai-marina');
    const block = page.getByTestId('market-evidence');
    await expect(page.getByRole('heading', { name: 'Market evidence' })).toBeVisible();
    await expect(block.getByRole('note')).toContainText('Demo figures');
    await expect(block).toContainText(/Source: Dubai Land Department open data, deals registered up to \d{1,2} \w+ \d{4}/);
    await expect(block.getByText(/AED [\d,]+\/sq ft/).first()).toBeVisible();
    await expect(block.locator('svg')).toBeVisible();
    // The table alternative: the same 20 quarters, for screen readers.
    const trend = page.getByTestId('market-trend-table');
    await expect(trend.locator('tbody tr')).toHaveCount(20);
    await expect(trend.getByRole('rowheader').first()).toHaveText(/^\d{4}-Q[1-4]$/);
    await expect(block.getByRole('table', { name: 'Rents and yields (12 months)' }).locator('tbody tr')).toHaveCount(5);
    await noSidewaysScroll(page);

    await page.goto('/ar/area/dubai-marina');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'بيانات السوق' })).toBeVisible();
    await expect(page.getByTestId('market-evidence')).toContainText('المصدر: البيانات المفتوحة لدائرة الأراضي والأملاك في دبي');
    await expect(page.getByTestId('market-trend-table').locator('tbody tr')).toHaveCount(20);
    await noSidewaysScroll(page);
  });

  plain('/market ranks the areas, sorts by link, in English and Arabic', async ({ page }) => {
    await page.goto('/market');
    await expect(page.getByRole('heading', { level: 1, name: 'Dubai areas by registered deals' })).toBeVisible();
    const rows = page.getByTestId('market-ranking').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    // Highest off-plan price per sq ft first: Palm Jumeirah in the demo sample.
    await expect(rows.first().getByRole('rowheader')).toHaveText('Palm Jumeirah');
    await noSidewaysScroll(page);
    await page.getByRole('link', { name: 'Gross yield, 1 bedroom' }).click();
    await expect(page).toHaveURL(/\/market\?sort=yield$/);
    // Through the router once the app has loaded, or a full page load before it has (in a full run, often): both sorted.
    await expect(rows.first().getByRole('rowheader')).toHaveText('Jumeirah Village Circle', { timeout: 15_000 });

    await page.goto('/ar/market');
    await expect(page.getByRole('heading', { level: 1, name: 'مناطق دبي حسب الصفقات المسجّلة' })).toBeVisible();
    await expect(page.getByTestId('market-ranking').locator('tbody tr')).toHaveCount(10);
    await noSidewaysScroll(page);
  });
});

plain('the sorted ranking is in the server-rendered page, without JavaScript', async ({ browser }) => {
  // A link followed before the app has loaded is a full page load: the server renders the order the address asks for.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/market?sort=yield');
  await expect(page.getByTestId('market-ranking').locator('tbody tr').first().getByRole('rowheader')).toHaveText('Jumeirah Village Circle');
  await page.goto('/ar/market?sort=yield');
  await expect(page.getByTestId('market-ranking').locator('tbody tr').first().getByRole('rowheader').getByRole('link')).toHaveAttribute('href', /\/jumeirah-village-circle$/);
  await context.close();
});

plain('the block and its chart are in the server-rendered page, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/project/marina-vista-residences');
  await expect(page.getByTestId('market-evidence')).toContainText(/Asking AED [\d,]+\/sq ft: \d+% (above|below) the area's off-plan median/);
  await expect(page.getByTestId('market-evidence').locator('svg path')).toHaveCount(1);
  // The demo's rent contracts name its projects: a mapped project shows its own rents and a gross yield.
  const rents = page.getByTestId('market-evidence').getByRole('table', { name: 'Rents and yields (12 months)' });
  await expect(rents.locator('tbody td').filter({ hasText: /^AED [\d,]+$/ }).first()).toBeVisible();
  await expect(rents.locator('tbody td').filter({ hasText: /^\d+(\.\d+)?%$/ }).first()).toBeVisible();
  await context.close();
});

staff('staff upload a DLD file with a progress bar and read the report', async ({ ownerPage: page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'));
  const wrong = path.join(dir, 'wrong.csv');
  fs.writeFileSync(wrong, 'contract_id,annual_amount\nC1,100\n');
  const good = path.join(dir, 'dld_transactions-open.csv');
  const out = fs.createWriteStream(good);
  let n = 0;
  for (const line of demoTransactionLines()) {
    out.write(line);
    // Line 3 of the file: a date that does not exist.
    if (++n === 2) out.write(line.replace(/^[^,]+/, 'BAD-1').replace(/,\d{2}-\d{2}-\d{4},/, ',31-02-2026,'));
  }
  await new Promise((r) => out.end(r));

  await page.goto('/admin/market-data');
  await expect(page.getByRole('heading', { name: 'DLD areas' })).toBeVisible();
  // The minimum sample is a setting: a wrong value is named, a good one recomputes the figures.
  const sample = page.getByLabel('Fewest deals behind a figure');
  await expect(sample).toHaveValue('10');
  await sample.fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'market_min_deals must be at least 1' })).toBeVisible();
  await sample.fill('12');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved\. Figures recomputed for \d+ areas/ })).toBeVisible();
  await sample.fill('10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // A wrong file is refused, naming the missing columns.
  const rents = page.getByTestId('market-upload-rents');
  await rents.getByLabel('Rent contracts: CSV file').setInputFiles(wrong);
  await rents.getByRole('button', { name: 'Import' }).click();
  await expect(rents.getByRole('alert')).toContainText('missing columns line_number, contract_start_date');

  const tx = page.getByTestId('market-upload-transactions');
  await tx.getByLabel('Transactions: CSV file').setInputFiles(good);
  await tx.getByRole('button', { name: 'Import' }).click();
  await expect(tx.getByRole('progressbar')).toBeVisible();
  const report = tx.getByRole('region', { name: 'Transactions: import report' });
  await expect(report).toContainText(/lines read: [\d,]+ added, 0 already imported, 1 skipped/, { timeout: 60_000 });
  await expect(report).toContainText('The demo sample was removed.');
  await expect(report.getByRole('table', { name: 'Skipped lines' }).getByRole('row', { name: /^3 instance_date "31-02-2026" is not a date/ })).toBeVisible();
  // The demo's mapping stays: Marsa Dubai is Dubai Marina.
  await expect(page.getByLabel('Ours for Marsa Dubai')).toHaveText('Dubai Marina');

  // The site shows the new figures at once, no longer marked as demo.
  await page.goto('/area/dubai-marina');
  await expect(page.getByTestId('market-evidence')).toBeVisible();
  await expect(page.getByTestId('market-evidence').getByRole('note')).toHaveCount(0);
  fs.rmSync(dir, { recursive: true, force: true });
});
