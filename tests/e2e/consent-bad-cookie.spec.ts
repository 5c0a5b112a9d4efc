import { expect, test } from '@playwright/test';
import { CONSENT_COOKIE } from '../../src/consent';

/**
 * Issue 37 item 8 on rendered pages: a consent cookie nobody wrote (bad percent-encoding, JSON, wrong shapes, too
 * long) is no answer: the page renders (200, never a 500) and the consent banner asks again, in the page's language.
 */
const BAD_COOKIES = [
  '%E0%A4%A', // a percent sign that does not end a character
  '%',
  '{"analytics":true,"marketing":true', // JSON cut short
  '{"analytics":true,"marketing":true,"version":"2026-11-25"}', // JSON, not our format
  'v:2026-11-25|a:2|m:0|t:yesterday|i:x', // our format, wrong values
  'v:1|v:2|a:1|m:1|t:2026-11-25T00:00:00.000Z|i:x', // a part twice
  'a'.repeat(400), // longer than any answer
];

// These visitors have not answered (the other specs' visitors have refused: playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

test('pages render with a malformed consent cookie and show the consent banner (/, /ru/, a project page)', async ({ page, context, request, baseURL }) => {
  const [project] = ((await (await request.get('/api/site/projects')).json()) as { items: { slug: string }[] }).items;
  const pages = [
    { path: '/', banner: 'Your privacy choices' },
    { path: '/ru/', banner: 'Ваши настройки конфиденциальности' },
    { path: `/project/${project.slug}`, banner: 'Your privacy choices' },
  ];
  for (const value of BAD_COOKIES) {
    await context.clearCookies();
    await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseURL! }]);
    expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value, 'the browser keeps the bad cookie').toBe(value);
    for (const { path, banner } of pages) {
      const res = await page.goto(path);
      expect(res?.status(), `${path} with ${value.slice(0, 40)}`).toBe(200);
      await expect(page.getByRole('dialog', { name: banner }), `${path} with ${value.slice(0, 40)}`).toBeVisible();
    }
  }
});
