import { activatedMember, apiCreator, expect, signIn, test } from './admin-fixtures';
import { VALID_PERMIT } from '../helpers/permit';

test('an editor adds an Arabic title to a project: the missing mark goes and the site serves it in Arabic', async ({ ownerPage: page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const run = Date.now();
  const title = `Harbour Lights ${run}`;
  const arabic = `أضواء المرفأ ${run}`;
  const id = await apiCreator(request, ownerToken)('projects', { title, status: 'off_plan', published: true, published_at: '2026-01-01T00:00:00.000Z', ...VALID_PERMIT });
  const slug = (await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).slug as string;

  // The list filter finds it among the projects lacking Arabic, with an AR mark.
  await page.goto(`/admin/project-list?filter=${encodeURIComponent(JSON.stringify({ q: title, missing_translation: 'ar' }))}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('missing-translations').getByText('AR', { exact: true })).toBeVisible();

  await row.getByText(title).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${id}/edit-project$`));
  await page.getByRole('tab', { name: 'Translations' }).click();
  const arabicPanel = page.getByRole('tabpanel', { name: 'Arabic' });
  const titleAr = arabicPanel.getByLabel('Title (Arabic)', { exact: true });
  await expect(titleAr).toHaveAttribute('dir', 'rtl');
  // The translator sees the English text beside the field.
  await expect(arabicPanel.getByText(`English: ${title}`)).toBeVisible();
  // Same rules as English: the length limit is checked before anything is sent.
  await titleAr.fill('ب'.repeat(201));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Must be at most 200 characters')).toBeVisible();
  await titleAr.fill(arabic);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  await expect.poll(async () => (await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).translated_langs).toBe('ar');
  const stored = await (await request.get(`/api/projects/${id}`, { headers: auth })).json();
  expect(stored.translations.ar.title).toBe(arabic);

  // Back in the list the Arabic mark is gone (Russian and Chinese still missing) and the filter no longer finds it.
  await page.goto(`/admin/project-list?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  const marks = page.getByRole('row').filter({ hasText: title }).getByTestId('missing-translations');
  await expect(marks.getByText('RU', { exact: true })).toBeVisible();
  await expect(marks.getByText('AR', { exact: true })).toHaveCount(0);
  await page.goto(`/admin/project-list?filter=${encodeURIComponent(JSON.stringify({ q: title, missing_translation: 'ar' }))}`);
  await expect(page.getByText(title)).toHaveCount(0);

  // The site's data in Arabic carries the title and lists Arabic among the project's languages.
  const site = await (await request.get(`/api/site/projects/${slug}?lang=ar`)).json();
  expect(site.project.title).toBe(arabic);
  expect(site.languages).toEqual(['en', 'ar']);
  expect((await (await request.get(`/api/site/projects/${slug}`)).json()).project.title).toBe(title);

  await request.delete(`/api/projects/${id}`, { headers: auth });
});

test('an editor signs in, saves an Arabic title on the Arabic tab: /ar/project/<slug> shows it right to left, /project/<slug> keeps English', async ({ page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const run = Date.now();
  const title = `Palm Crest ${run}`;
  const arabic = `قمة النخلة ${run}`;
  const id = await apiCreator(request, ownerToken)('projects', { title, status: 'off_plan', published: true, published_at: '2026-01-01T00:00:00.000Z', ...VALID_PERMIT });
  const slug = (await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).slug as string;
  const editor = await activatedMember(request, ownerToken, 'editor', String(run));

  // Before: the Arabic page shows the English title (no translation yet).
  await page.goto(`/ar/project/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await signIn(page, editor.email, editor.password);
  await page.goto(`/admin/project-list?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  await page.getByRole('row').filter({ hasText: title }).getByText(title).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${id}/edit-project$`));
  await page.getByRole('tab', { name: 'Translations' }).click();
  await page.getByRole('tab', { name: /العربية/ }).click();
  const arabicPanel = page.getByRole('tabpanel', { name: 'Arabic' });
  await expect(arabicPanel).toBeVisible();
  await arabicPanel.getByLabel('Title (Arabic)', { exact: true }).fill(arabic);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  // The Arabic page: the saved title, right to left.
  await page.goto(`/ar/project/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic);
  await expect(page).toHaveTitle(new RegExp(arabic));

  // The English page keeps the English title.
  await page.goto(`/project/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(arabic)).toHaveCount(0);

  await request.delete(`/api/projects/${id}`, { headers: auth });
});
