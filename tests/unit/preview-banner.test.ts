import { describe, expect, it } from 'vitest';
import { withPreviewBanner } from '../../server/preview/banner';

// Editors' previews (issue 40 item 7): a "Draft" banner unless the page is what visitors see, in the link's language.
describe('the preview banner', () => {
  const page = '<!doctype html><html lang="ar" dir="rtl"><head></head><body class="site"><div id="root">page</div></body></html>';
  it('goes first in the body, says Draft in the link\'s language and is announced', () => {
    const html = withPreviewBanner(page, 'ar', 'draft');
    expect(html).toMatch(/<body class="site"><div role="status" data-preview-banner="draft" dir="rtl" lang="ar"[^>]*>مسودة: لم تُنشر بعد/);
    expect(html).toContain('<div id="root">page</div>');
    expect(withPreviewBanner(page, 'en', 'draft')).toContain('>Draft: not published yet. This preview is private.</div>');
  });
  it('says Preview for a page that is published as shown', () => {
    expect(withPreviewBanner(page, 'ru', 'live')).toContain('data-preview-banner="live" dir="ltr" lang="ru"');
  });
});
