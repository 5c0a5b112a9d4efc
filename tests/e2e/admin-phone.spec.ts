import { expect, test } from './admin-fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ROUTES = ['/admin/dashboard', '/admin/enquiry', '/admin/mortgage-enquiry', '/admin/project-list', '/admin/add-project', '/admin/area-list', '/admin/add-area', '/admin/developer-list', '/admin/blog-list', '/admin/add-blog', '/admin/investment-guides', '/admin/testimonial', '/admin/banners', '/admin/location-list', '/admin/property-type', '/admin/amenities-list', '/admin/users', '/admin/audit-logs', '/admin/page-home', '/admin/page-why-dubai', '/admin/settings', '/admin/profile', '/admin/enquiries/1', '/admin/users/create', '/admin/banners/create'];

test('probe', async ({ ownerPage: page }) => {
  test.setTimeout(300_000);
  for (const path of ROUTES) {
    await page.goto(path);
    await page.waitForTimeout(1500);
    const w = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    console.log(path, w);
    await page.screenshot({ path: `/tmp/adminphone/${path.replace(/\//g, '_')}.png`, fullPage: true });
  }
});
