import { test, expect } from '@playwright/test';
import { apiToken } from './admin-fixtures';
import { hydrated } from './site-helpers';

/**
 * The brochure gate (issue 27, item 4) on a 390 px phone: a gated brochure asks for the short form once, the
 * download starts at once, the lead is what the back-office reads; the same browser is not asked again.
 */

test.describe('the brochure gate on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the form once, the download at once, a lead for sales', async ({ page, request }) => {
    const token = await apiToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const slug = 'marina-vista-residences';
    const project = (await (await request.get(`/api/site/projects/${slug}`)).json()).project as { id: number; brochure: { src: string } };
    const gate = (on: boolean) => request.put(`/api/projects/${project.id}`, { headers: auth, data: { brochure_gated: on } });
    expect((await gate(true)).status()).toBe(200);
    try {
      await page.goto(`/project/${slug}`);
      await hydrated(page);
      // The address is not in the page until the form is sent.
      expect(await page.content()).not.toContain(project.brochure.src);
      await page.getByTestId('brochure-gate').tap();
      const form = page.getByTestId('brochure-form');
      await form.getByLabel('Full name').fill('Brochure Phone');
      await form.getByLabel('Email address').fill('brochure.phone@example.test');
      await form.getByLabel('Phone number').fill('+971 50 123 4567');
      await page.screenshot({ path: '/tmp/brochure-form.png' });
      const download = page.waitForEvent('download');
      await form.getByRole('button', { name: 'Download the brochure' }).tap();
      expect((await download).url()).toContain(project.brochure.src);
      await expect(page.getByTestId('brochure-started')).toBeVisible();

      // The lead, as the back-office reads it.
      const leads = await (await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: 'brochure.phone@example.test' }))}`, { headers: auth })).json();
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ name: 'Brochure Phone', project_id: project.id, source_path: `/project/${slug}#brochure` });

      // Back on the page: no form, the download starts at once.
      await page.reload();
      await hydrated(page);
      const again = page.waitForEvent('download');
      await page.getByTestId('brochure-gate').tap();
      expect((await again).url()).toContain(project.brochure.src);
      await expect(page.getByTestId('brochure-form')).toHaveCount(0);
    } finally {
      await gate(false);
    }
  });
});
