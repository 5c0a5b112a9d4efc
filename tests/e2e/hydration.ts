import type { Page } from '@playwright/test';

/**
 * The site's app has taken over the server-rendered page: it listens (entry-client.tsx sets `oasisListening`) and
 * has committed, so what site/boot.ts held has been replayed (it clears `oasisHydrating`). Said by the app itself,
 * not read from the UI runtime's private fields (the site's client runs on Preact since decision 044).
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const w = window as { oasisListening?: boolean; oasisHydrating?: unknown };
    return w.oasisListening === true && !w.oasisHydrating;
  });
