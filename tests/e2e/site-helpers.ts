import { expect, type Page } from '@playwright/test';

/**
 * The site's app has taken over the server-rendered page: it listens (site/entry-client.tsx sets `oasisListening`)
 * and has committed, so what site/boot.ts held has been replayed (boot clears `oasisHydrating` then). Said by the
 * app itself, not read from React's private fields on the root element.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const w = window as { oasisListening?: boolean; oasisHydrating?: unknown };
    return w.oasisListening === true && !w.oasisHydrating;
  });

/** A phone page that does not scroll sideways. */
export const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** The /build/ paths (and every other path) a page asks for, and its script errors (a hydration mismatch is one). */
export function watchPage(page: Page) {
  const fetched: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { fetched, errors };
}
