import type { Language } from '../../src/i18n/languages';

/** What the banner says, in the link's language: the reader of a preview may be a client reading Arabic or Chinese. */
const TEXTS: Record<Language, { draft: string; live: string }> = {
  en: { draft: 'Draft: not published yet. This preview is private.', live: 'Preview: this is the page as it is published.' },
  ar: { draft: 'مسودة: لم تُنشر بعد. هذه المعاينة خاصة.', live: 'معاينة: هذه هي الصفحة كما هي منشورة.' },
  ru: { draft: 'Черновик: ещё не опубликовано. Это закрытый предпросмотр.', live: 'Предпросмотр: страница в опубликованном виде.' },
  zh: { draft: '草稿：尚未发布。此预览不公开。', live: '预览：这是已发布的页面。' },
};

/**
 * The banner across the top of a preview (issue 40 item 7): "Draft" while the record (or its pending draft) is not
 * what visitors see, "Preview" when it is. It stays in view while the page scrolls and is announced by screen readers.
 */
export function withPreviewBanner(html: string, lang: Language, kind: 'draft' | 'live'): string {
  const text = TEXTS[lang][kind];
  const colours = kind === 'draft' ? 'background:#8a1c1c;color:#fff' : 'background:#1d4e89;color:#fff';
  const banner = `<div role="status" data-preview-banner="${kind}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" lang="${lang}" style="position:sticky;top:0;z-index:2147483647;${colours};font:600 16px/1.4 system-ui,sans-serif;padding:10px 16px;text-align:center">${text}</div>`;
  return html.replace(/<body([^>]*)>/, (m) => `${m}${banner}`);
}
