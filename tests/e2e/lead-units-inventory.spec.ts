import { activatedMember, apiToken, expect, giveLeads, signIn, test, xsrfHeaders } from './admin-fixtures';

/** A salesperson's phone: 390 px wide, touch, mobile viewport rules. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the lead\'s Units card opens on the lead\'s project and says where the public "N available" comes from (issue 40)', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const ownerToken = await apiToken(request);
  const auth = { Authorization: `Bearer ${ownerToken}` };
  // A project whose page shows a typed figure and has no units, and one with a price list.
  const typed = (await (await request.get('/api/units/inventory?project_id=1', { headers: auth })).json()).data;
  const withUnits = (await (await request.get('/api/units/inventory?project_id=6', { headers: auth })).json()).data;
  expect(typed).toMatchObject({ public_source: 'typed', total: 0 });
  expect(withUnits.public_source).toBe('units');

  const enquire = async (projectId: number, who: string) => {
    const sent = await request.post('/api/sendEnquiry', { headers: await xsrfHeaders(request), data: { name: who, email: `${who.replace(/\s/g, '.').toLowerCase()}@example.com`, phone: '0501234567', budget: '2500000', investmentTimeline: 'Within 3 months', project_id: projectId } });
    expect(sent.status(), await sent.text()).toBe(200);
    const leads = await (await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: who }))}`, { headers: auth })).json();
    return leads[0].id as number;
  };
  const typedLead = await enquire(1, `Typed ${run}`);
  const unitsLead = await enquire(6, `Units ${run}`);

  const sales = await activatedMember(request, ownerToken, 'sales', `inv${run}`);
  await giveLeads(request, ownerToken, sales.email, typedLead, unitsLead);
  await signIn(page, sales.email, sales.password);

  await page.goto(`/admin/enquiries/${typedLead}`);
  const card = page.getByTestId('lead-units');
  await expect(card.getByLabel('Project')).toContainText(typed.project.title);
  await expect(card.getByTestId('inventory-notice')).toContainText(`${typed.project.title} has no units in the inventory: its public page shows ${typed.public_available} available`);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: '/tmp/lead-units-typed.png' });

  await page.goto(`/admin/enquiries/${unitsLead}`);
  await expect(card.getByLabel('Project')).toContainText(withUnits.project.title);
  await expect(card.getByTestId('inventory-notice')).toContainText(`${withUnits.available} of ${withUnits.total} units available: the public page shows the same ${withUnits.available}`);
  const page6 = (await (await request.get(`/api/site/projects/${(await (await request.get('/api/projects/6', { headers: auth })).json()).slug}`)).json()).project;
  expect(page6.units_available).toBe(withUnits.available);
  await card.getByLabel('Available unit').tap();
  await expect(page.getByRole('option')).toHaveCount(withUnits.available);
});
