import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './admin-fixtures';

/**
 * Issue 40 item 4 (decision 037): past 1,000 rows beyond the page, the lead list's total is counted only up to a cap
 * (`Content-Range: .../1025+`); the back-office shows "of more than" and keeps paging, never a false figure.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DB_FILE = path.resolve('.e2e-data', 'oasis.sqlite');
const LEADS = 1100;

test('a lead list longer than the count cap pages on with "of more than", on a phone', async ({ ownerPage: page }) => {
  const run = Date.now().toString(36);
  const db = new Database(DB_FILE);
  db.pragma('busy_timeout = 10000');
  const now = new Date().toISOString();
  const insert = db.prepare("INSERT INTO enquiries (name, email, phone, budget, investment_timeline, status, created_at, updated_at) VALUES (?, ?, '', '', '', 'new', ?, ?)");
  db.transaction(() => {
    for (let i = 0; i < LEADS; i++) insert.run(`Capped ${run} ${i}`, `capped.${run}.${i}@example.com`, now, now);
  })();
  try {
    const first = page.waitForResponse((r) => /\/api\/enquiries\?/.test(r.url()) && r.request().method() === 'GET');
    await page.goto('/admin/enquiry');
    const answer = await first;
    expect(answer.headers()['content-range']).toMatch(/\/\d+\+$/);
    await expect(page.getByText(/^1-\d+ of more than \d+$/)).toBeVisible();
    await page.getByText(/^1-\d+ of more than \d+$/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('lead-list-capped-phone.png'), fullPage: false });

    const next = page.waitForResponse((r) => /\/api\/enquiries\?/.test(r.url()) && decodeURIComponent(r.url()).includes('range=[') && !decodeURIComponent(r.url()).includes('range=[0,'));
    await page.getByRole('button', { name: 'Go to next page' }).click();
    expect((await next).headers()['content-range']).toMatch(/\/\d+\+$/);
    await expect(page.getByText(/^\d+-\d+ of more than \d+$/)).toBeVisible();
    await expect(page.getByText(/^1-\d+ of more than/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(page.getByText(/^1-\d+ of more than \d+$/)).toBeVisible();
  } finally {
    db.prepare('DELETE FROM enquiries WHERE email LIKE ?').run(`capped.${run}.%`);
    db.close();
  }
});
