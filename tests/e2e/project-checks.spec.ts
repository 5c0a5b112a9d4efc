import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Advert compliance (issue 30 item 3): the "Project checks" panel of a public project page shows the Trakheesi permit
 * with its QR code and expiry, the DLD project number, the escrow account and the construction progress, in English
 * and in Arabic (right to left), on a 390 px phone.
 */
interface Checks {
  slug: string;
  title: string;
  status: string;
  permit_number: string;
  permit_expires_on: string;
  dld_project_number: string;
  escrow_account: string | null;
  escrow_bank: string | null;
  construction_completion_pct: number;
}

const offPlanProject = async (request: APIRequestContext): Promise<Checks> => {
  const list = (await (await request.get('/api/site/projects?status=off_plan')).json()) as { items: { slug: string }[] };
  for (const { slug } of list.items) {
    const d = (await (await request.get(`/api/site/projects/${slug}`)).json()) as { project: Checks };
    if (d.project.permit_number && d.project.escrow_account && d.project.construction_completion_pct != null) return d.project;
  }
  throw new Error('no off-plan demo project with a permit, an escrow account and construction progress');
};

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Project checks panel in English', async ({ page, request }) => {
  const p = await offPlanProject(request);
  await page.goto(`/project/${p.slug}`);
  const panel = page.getByRole('region', { name: 'Project checks' });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('permit-number')).toHaveText(p.permit_number);
  const expiry = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(p.permit_expires_on));
  await expect(panel.getByTestId('permit-valid-until')).toHaveText(`Valid until ${expiry}`);
  const qr = panel.getByRole('img', { name: new RegExp(`QR code of advertising permit ${p.permit_number}`) });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const facts = panel.getByRole('definition');
  await expect(facts.filter({ hasText: p.dld_project_number })).toHaveCount(1);
  await expect(facts.filter({ hasText: `${p.escrow_account}, ${p.escrow_bank}` })).toHaveCount(1);
  const bar = panel.getByRole('progressbar', { name: 'Construction completion' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(p.construction_completion_pct));
  // Nothing of the panel overflows the phone's width.
  const box = await panel.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: 'test-results/project-checks-en.png' });
});

test('Project checks panel in Arabic, right to left', async ({ page, request }) => {
  const p = await offPlanProject(request);
  await page.goto(`/ar/project/${p.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const panel = page.getByRole('region', { name: 'التحقق من المشروع' });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('permit-number')).toHaveText(p.permit_number);
  await expect(panel.getByTestId('permit-valid-until')).toContainText('ساري حتى');
  await expect(panel.getByText('رقم المشروع لدى دائرة الأراضي')).toBeVisible();
  await expect(panel.getByText('حساب الضمان')).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'نسبة إنجاز البناء' })).toHaveAttribute('aria-valuenow', String(p.construction_completion_pct));
  // Right to left: the completion bar fills from the right edge.
  const bar = panel.getByRole('progressbar');
  const track = (await bar.boundingBox())!;
  const fill = (await bar.locator('div').first().boundingBox())!;
  expect(fill.width).toBeLessThan(track.width);
  expect(Math.abs(fill.x + fill.width - (track.x + track.width))).toBeLessThan(2);
  await panel.screenshot({ path: 'test-results/project-checks-ar.png' });
});
