import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * While a preview page renders (server/preview/page.ts), the one public rule (server/resources/scope.ts) also
 * lets through the one record the signed link names: the page's data routes run in-process inside this
 * context, so the rest of the site, and every other request, keeps the public rule unchanged.
 */
export interface PreviewGrant {
  resource: string;
  id: number;
}

export const previewGrant = new AsyncLocalStorage<PreviewGrant>();
