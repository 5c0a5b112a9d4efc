import { expect, test, xsrfHeaders, apiCreator } from './admin-fixtures';

/** Every admin route of seed-spec §2 with what its screen shows once loaded. */
const LIST_ROUTES: [string, string][] = [
  ['/admin/banners', 'Banners'],
  ['/admin/testimonial', 'Testimonial'],
  ['/admin/project-list', 'Projects'],
  ['/admin/location-list', 'Locations List'],
  ['/admin/property-type', 'Property Type'],
  ['/admin/amenities-list', 'Area Amenities List'],
  ['/admin/area-list', 'Areas'],
  ['/admin/developer-list', 'Developers'],
  ['/admin/blog-list', 'Blog List'],
  ['/admin/enquiry', 'Enquiry'],
  ['/admin/mortgage-enquiry', 'Mortgage Enquiry'],
  ['/admin/investment-guides', 'Investment Guides'],
  ['/admin/users', 'Users'],
  ['/admin/audit-logs', 'Audit log'],
];
const PAGE_ROUTES: [string, string][] = [
  ['/admin/page-home', 'Home page'],
  ['/admin/project', 'Project page'],
  ['/admin/area', 'Area page'],
  ['/admin/developers', 'Developers page'],
  ['/admin/page-why-dubai', 'Why Dubai'],
  ['/admin/golden-visa', 'Golden Visa page'],
  ['/admin/news-blog', 'News & Blog page'],
  ['/admin/about-us', 'About Us page'],
  ['/admin/contact-us', 'Contact Us page'],
  ['/admin/page-terms-conditions', 'Terms & Conditions page'],
  ['/admin/page-privacy-policy', 'Privacy Policy page'],
];
const CREATE_ROUTES: [string, string][] = [
  ['/admin/add-project', 'Add project'],
  ['/admin/add-area', 'Add New Area'],
  ['/admin/add-developer', 'Add New Developer'],
  ['/admin/add-blog', 'Add blog'],
  ['/admin/add-investment-guides', 'Add investment guide'],
];

test('every admin route of the spec opens its screen', async ({ ownerPage: page, ownerToken, request }) => {
  test.setTimeout(180_000);
  const title = page.locator('#react-admin-title');
  for (const [path, heading] of [...LIST_ROUTES, ...PAGE_ROUTES, ...CREATE_ROUTES, ['/admin/dashboard', 'Dashboard'], ['/admin/profile', 'Profile'], ['/admin/settings', 'Site settings']] as [string, string][]) {
    await page.goto(path);
    await expect(title, path).toHaveText(heading);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
  }

  // Edit routes for records made through the API.
  const run = Date.now().toString(36);
  const make = apiCreator(request, ownerToken);
  const edits: [string, string][] = [
    [`/admin/${await make('projects', { title: `Route Project ${run}`, status: 'ready' })}/edit-project`, `Route Project ${run}`],
    [`/admin/${await make('areas', { name: `Route Area ${run}` })}/edit-area`, `Route Area ${run}`],
    [`/admin/${await make('developers', { name: `Route Developer ${run}` })}/edit-developer`, `Route Developer ${run}`],
    [`/admin/${await make('blogs', { title: `Route Blog ${run}` })}/edit-blog`, `Route Blog ${run}`],
    [`/admin/${await make('investment-guides', { title: `Route Guide ${run}` })}/edit-investment-guides`, `Route Guide ${run}`],
  ];
  for (const [path, value] of edits) {
    await page.goto(path);
    await expect(page.getByRole('textbox').first(), path).toHaveValue(value);
  }
});

test('page editors save the title and content sections of their page', async ({ ownerPage: page, request }) => {
  await page.goto('/admin/golden-visa');
  const run = Date.now().toString(36);
  await page.locator('input[name="title"]').fill(`Golden Visa through property ${run}`);
  await page.locator('input[name="content.sections.0.heading"]').fill(`Who qualifies ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Element (created|updated)/)).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.post('/api/getPageSeo', { data: { page_name: 'golden-visa' }, headers: await xsrfHeaders(request) });
      return (await res.json()).data?.title;
    })
    .toBe(`Golden Visa through property ${run}`);
  const pages = await (await request.get(`/api/pages?filter=${encodeURIComponent(JSON.stringify({ page_name: 'golden-visa' }))}`)).json();
  expect(pages[0].content.sections[0].heading).toBe(`Who qualifies ${run}`);
});

test('a slug already taken comes back from the server under the Slug field', async ({ ownerPage: page, ownerToken, request }) => {
  const run = Date.now().toString(36);
  const taken = `taken-slug-${run}`;
  const res = await request.post('/api/developers', { headers: { Authorization: `Bearer ${ownerToken}` }, data: { name: `First ${run}`, slug: taken } });
  expect(res.status()).toBe(201);
  await page.goto('/admin/add-developer');
  await page.getByLabel('Name', { exact: true }).fill(`Second ${run}`);
  await page.getByLabel('Slug', { exact: true }).fill(taken);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription(`The slug "${taken}" is already used by another developer`);
  await expect(page).toHaveURL(/\/admin\/add-developer$/);
});
