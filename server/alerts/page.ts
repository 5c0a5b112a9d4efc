import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../src/text';
import { LANGUAGE_INFO, languagePrefix, type Language } from '../../src/i18n/languages';
import { ALERT_PAGES } from '../../src/workspace/alertTexts';

/** A small page of our own (no script): the confirm, unsubscribe and manage links' answers, in the link's language. */
export function page(reply: FastifyReply, lang: Language, title: string, body: string, status = 200) {
  const info = LANGUAGE_INFO[lang];
  const p = ALERT_PAGES[lang];
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="${info.hreflang}" dir="${info.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
        `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d2327;background:#faf8f3}main{max-width:560px;margin:0 auto;padding:32px 16px}h1{font-size:1.5rem}button{min-height:44px;padding:0 24px;border:0;border-radius:4px;background:#0b5d5b;color:#fff;font:inherit;font-weight:700;cursor:pointer}a{color:#0b5d5b}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${languagePrefix(lang)}/project">${escapeHtml(p.back)}</a></p></main></body></html>`,
    );
}
