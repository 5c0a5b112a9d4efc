import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * `npm run generate` writes the public site as files; a tiny static server (what any static host does: a
 * file, or a folder's index.html, else 404.html) serves them, and a browser visits.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.webp': 'image/webp',
  '.avif': 'image/avif', '.png': 'image/png', '.jpg': 'image/jpeg', '.pdf': 'application/pdf', '.xml': 'application/xml', '.txt': 'text/plain',
};

let server: http.Server;
let origin = '';
let outDir = '';
let dataDir = '';

function serve(root: string): http.Server {
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname);
    const candidates = [file, path.join(file, 'index.html')];
    const found = file.startsWith(root) ? candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) : undefined;
    if (!found) {
      res.writeHead(404, { 'Content-Type': TYPES['.html'] });
      res.end(fs.readFileSync(path.join(root, '404.html')));
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(found)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(found));
  });
}

test.describe('static export (npm run generate)', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-static-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-static-data-'));
    server = serve(outDir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The pages link and point canonical URLs at PUBLIC_URL: here, the static server itself.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', outDir], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: origin, LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      stdio: 'pipe',
      timeout: 200_000,
    });
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the folder holds every page, the 404 page, assets, images, sitemap and robots', async () => {
    for (const f of ['index.html', '404.html', 'project/index.html', 'mortgages/index.html', 'sitemap.xml', 'robots.txt', 'favicon.svg']) {
      expect(fs.existsSync(path.join(outDir, f)), f).toBe(true);
    }
    const sitemap = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    for (const loc of [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]))) {
      expect(loc.origin).toBe(origin);
      expect(fs.existsSync(path.join(outDir, decodeURIComponent(loc.pathname), 'index.html')), loc.pathname).toBe(true);
    }
    expect(fs.readdirSync(path.join(outDir, 'build', 'assets')).some((f) => f.endsWith('.js'))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'uploads'))).toBe(true);
  });

  test('pages load from the static server with their titles, content, images and PUBLIC_URL canonical links', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(r.url()));

    await page.goto(`${origin}/`);
    await expect(page).toHaveTitle(/Oasis Invest/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
    const hero = page.locator('main img').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A link is a full page load from the static host (no API to fetch data from).
    await page.goto(`${origin}/project`);
    await expect(page.getByTestId('project-count')).toBeVisible();
    await expect(page.getByText('This is a static copy of the site: search and filters are not available here.')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const card = page.getByRole('list', { name: 'Projects' }).getByRole('link').first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/project/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(/\| Oasis Invest$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());

    // The gallery viewer and the map still work (they need no API).
    await page.getByTestId('project-gallery').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    // The enquiry form says how to reach the team instead of posting to a missing API.
    await expect(page.getByRole('region', { name: /Speak to a/ }).getByText('This is a static copy of the site: enquiries cannot be sent from it.')).toBeVisible();

    await page.goto(`${origin}/mortgages?price=1500000`);
    await expect(page.getByLabel('Property price (AED)')).toHaveValue('1,500,000');
    await expect(page.getByTestId('mortgage-monthly')).toHaveText(/^AED [\d,]+$/);

    expect(apiCalls, 'a static page calls no API').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('numbered list pages are folders, and an unknown path shows the 404 page', async ({ page }) => {
    const pages = fs.existsSync(path.join(outDir, 'project', 'page')) ? fs.readdirSync(path.join(outDir, 'project', 'page')) : [];
    if (pages.length) {
      await page.goto(`${origin}/project`);
      await page.getByRole('navigation', { name: 'Project pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(`${origin}/project/page/2/`);
      await expect(page.getByTestId('project-count')).toContainText('page 2 of');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/project?page=2`);
    }
    const res = await page.goto(`${origin}/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
