import type { Page } from '@playwright/test';
import { expect, searchList, test } from './admin-fixtures';
import { hydrated } from './site-helpers';

// Hot leads first (issue 28), through the real site: a visitor on a 390 px phone accepts analytics on the consent
// banner, views a project three times (each view leaves in the recorder's sendBeacon batch), then enquires from
// the site's enquiry form; the staff's lead screen shows the lead hot, with its activity timeline.
const SECTION = 'Speak to a Oasis Invest Expert';

/** Leaves the project page inside the app; resolves with the status of the beacon that carried the view. */
async function leaveProject(page: Page): Promise<number> {
  const beacon = page.waitForResponse((r) => r.url().includes('/api/activity'), { timeout: 20_000 });
  await page.locator('header').getByRole('link', { name: 'Oasis Invest home page' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/project/'));
  return (await beacon).status();
}

test('a phone visitor views a project three times and enquires: staff see the lead hot, with its timeline', async ({ browser, ownerPage, request }) => {
  const run = Date.now().toString(36);
  const [project] = ((await (await request.get('/api/site/projects')).json()) as { items: { slug: string; title: string }[] }).items;
  // A visitor who has not answered the banner yet, on a phone.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await visitor.newPage();
  try {
    await page.goto(`/project/${project.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toBeHidden();
    await page.waitForTimeout(1500);
    expect(await leaveProject(page)).toBe(204);
    for (let view = 2; view <= 3; view++) {
      await page.goto(`/project/${project.slug}`);
      await hydrated(page);
      await page.waitForTimeout(1500);
      expect(await leaveProject(page)).toBe(204);
    }

    // The enquiry, from the areas page's form: budget over 10 M (25) and "Immediately" (25), three views (3 x 5): 65.
    await page.goto('/area');
    await hydrated(page);
    const section = page.getByRole('region', { name: SECTION });
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('Full name').click();
    const form = section.locator('form[data-enquiry-ready="true"]');
    await expect(form).toBeVisible();
    await form.getByLabel('Full name').fill(`Phone Visitor ${run}`);
    await form.getByLabel('Email address').fill(`phone.visitor.${run}@example.com`);
    await form.getByLabel('Phone number').pressSequentially('501234567');
    await form.getByLabel('Budget (AED)').fill('12000000');
    await form.getByLabel('When do you plan to invest?').selectOption('Immediately');
    const sent = page.waitForResponse((r) => r.url().includes('/api/sendEnquiry'));
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Thank you! Our investment team will contact you shortly.')).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The staff's side, on a phone too: the list's chip and the lead screen say hot; the timeline shows the views.
  await ownerPage.setViewportSize({ width: 390, height: 844 });
  await ownerPage.goto('/admin/enquiry');
  await searchList(ownerPage, 'Name, email, phone', `Phone Visitor ${run}`);
  await expect(ownerPage.getByTestId('lead-score').first()).toHaveAttribute('data-hot', 'true');
  await ownerPage.getByTestId('compact-list').getByText(`Phone Visitor ${run}`).first().click();
  const score = ownerPage.getByTestId('lead-score').first();
  await expect(score).toHaveAttribute('data-hot', 'true');
  await expect(score).toHaveText(/^Hot \d+$/);
  expect(Number((await score.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(60);
  const items = ownerPage.getByTestId('lead-activity').getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(items.nth(i)).toContainText(`Viewed ${project.title}`);
  expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await ownerPage.screenshot({ path: '/tmp/leads-site-hot-lead.png', fullPage: true });
});

test('a member pauses themself from the profile (no new leads) and resumes, on a phone', async ({ ownerPage: page, request, ownerToken }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/profile');
  const pause = page.getByRole('switch', { name: 'Paused: no new leads for now' });
  await expect(pause).not.toBeChecked();
  await expect(pause).toBeEnabled();
  await pause.click();
  await expect(page.getByText('Paused: no new leads reach you until you resume')).toBeVisible();
  await expect(pause).toBeChecked();
  const stored = await request.get('/api/profile/availability', { headers: { authorization: `Bearer ${ownerToken}` } });
  expect((await stored.json()).data.paused).toBe(true);
  await page.screenshot({ path: '/tmp/leads-profile-pause.png', fullPage: true });
  await pause.click();
  await expect(page.getByText('Resumed: new leads reach you again')).toBeVisible();
  await expect(pause).not.toBeChecked();
});
