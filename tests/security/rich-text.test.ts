import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { VALID_PERMIT } from '../helpers/permit';

/** Stored-XSS payloads an editor's rich text (or a stolen editor account) could carry. */
const PAYLOADS = [
  '<p>Intro</p><script>alert("script")</script>',
  '<img src="x" onerror="alert(\'onerror\')">',
  '<a href="javascript:alert(\'js-link\')">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java&#x09;script:alert(1)">entity-split</a>',
  '<a href="  javascript:alert(1)">leading spaces</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="//evil.example/phish">protocol-relative</a>',
  '<svg onload="alert(1)"><script>alert(2)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("mxss")>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
  '<div onclick="alert(1)" onmouseover="alert(2)">hover</div>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
];

/** Markup that must never come back from the API or reach a page. */
function expectNoActiveMarkup(html: string, context: string, wholePage = false) {
  const decoded = html.replace(/&#x0*9;|&#0*9;|&Tab;/gi, '\t');
  expect(decoded, context).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/i);
  // A whole page legitimately has its own <svg> logo, Emotion <style>, the enquiry <form> and <meta> tags.
  const banned = wholePage ? /<(iframe|object|embed|math|base)\b|<meta[^>]*http-equiv/i : /<(iframe|object|embed|svg|math|style|form|input|meta|base)\b/i;
  expect(decoded, context).not.toMatch(banned);
  expect(decoded, context).not.toMatch(/(href|src|action|content)\s*=\s*["'][^"']*evil\.example/i);
  // Event-handler attributes, looked for with quoted attribute values emptied: a title quoted in an
  // aria-label ("Save <img onerror=...> to my shortlist", escaped) is text, not an attribute.
  expect(decoded.replace(/"[^"]*"/g, '""'), context).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  expect(decoded, context).not.toMatch(/(href|src|action)\s*=\s*["']?\s*(java\s*script|data|vbscript):/i);
  expect(decoded, context).not.toMatch(/(href|src)\s*=\s*["']?\/\//i);
  expect(decoded, context).not.toMatch(/style\s*=\s*["'][^"']*javascript/i);
}

const RICH_FIELDS: Array<[resource: string, field: string, base: Record<string, unknown>]> = [
  ['projects', 'description', { title: 'Rich Tower', status: 'ready', published: true, ...VALID_PERMIT }],
  ['areas', 'description', { name: 'Rich Bay', published: true }],
  ['developers', 'description', { name: 'Rich Developments', published: true }],
  ['blogs', 'content', { title: 'Rich News', published: true }],
  ['investment-guides', 'content', { title: 'Rich Guide', published: true }],
];

describe.each(DIALECTS)('rich text is sanitised on save and never reaches a page as markup (%s)', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  const created: Record<string, { id: number; slug: string }> = {};

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(async () => t?.close());

  it.each(RICH_FIELDS)('%s.%s: stored payloads come back without script, handlers or javascript: links', async (resource, field, base) => {
    // Safe formatting first: an unclosed <style> in the mutation-XSS payload swallows what follows it.
    const content = '<p>Safe <strong>bold</strong> <a href="https://oasis.example/x">link</a></p>' + PAYLOADS.join('\n');
    const res = await t.app.inject({ method: 'POST', url: `/api/${resource}`, headers: editor, payload: { ...base, [field]: content } });
    expect(res.statusCode, res.body).toBe(201);
    created[resource] = { id: res.json().id, slug: res.json().slug };
    for (const headers of [editor, {}]) {
      const back = await t.app.inject({ url: `/api/${resource}/${res.json().id}`, headers });
      expect(back.statusCode).toBe(200);
      const html = back.json()[field] as string;
      expectNoActiveMarkup(html, `${resource}.${field}`);
      // The allow-list keeps ordinary formatting and makes external links safe.
      expect(html).toContain('<strong>bold</strong>');
      expect(html).toContain('<a href="https://oasis.example/x" target="_blank" rel="noopener noreferrer">link</a>');
    }
    // An update goes through the same sanitiser.
    const put = await t.app.inject({ method: 'PUT', url: `/api/${resource}/${res.json().id}`, headers: editor, payload: { [field]: PAYLOADS[1] + PAYLOADS[2] } });
    expect(put.statusCode).toBe(200);
    expectNoActiveMarkup(put.json()[field], `${resource}.${field} after update`);
  });

  it('page content blocks (pages.content body/html) are sanitised deep inside the JSON', async () => {
    const payload = { page_name: 'about-us', title: 'About', content: { intro: { heading: '<b>kept as text</b>', body: PAYLOADS.join('') }, items: [{ html: PAYLOADS[0] }] } };
    const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers: editor, payload });
    expect(res.statusCode, res.body).toBe(201);
    const back = (await t.app.inject({ url: `/api/pages/${res.json().id}` })).json();
    expectNoActiveMarkup(back.content.intro.body, 'pages.content.intro.body');
    expectNoActiveMarkup(back.content.items[0].html, 'pages.content.items.0.html');
    expect(back.content.intro.heading).toBe('<b>kept as text</b>');
  });

  it('rendered pages carry no active markup from stored content, and plain-text fields are escaped', async () => {
    if (!fs.existsSync('dist/client/.vite/manifest.json')) {
      console.log('Rendered-page part skipped: dist/ is not built (npm run build); the API part above still ran.');
      return;
    }
    const title = 'Tower </script><script>alert("title")</script> <img src=x onerror=alert(1)>';
    const developer = await t.app.inject({ method: 'POST', url: '/api/developers', headers: editor, payload: { name: '<script>alert("dev")</script> Developments', published: true } });
    const project = await t.app.inject({ method: 'POST', url: '/api/projects', headers: editor, payload: { title, slug: 'xss-tower', status: 'ready', published: true, ...VALID_PERMIT, developer_id: developer.json().id, description: PAYLOADS.join(''), seo_title: '"><script>alert(1)</script>', highlights: ['<img src=x onerror=alert(1)>'] } });
    expect(project.statusCode, project.body).toBe(201);
    const pages = ['/project/xss-tower', `/blogs/${created.blogs?.id}/detail`, '/project', '/'];
    let rendered = 0;
    for (const url of pages) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      if (!String(res.headers['content-type']).includes('text/html')) continue;
      rendered++;
      expect(res.statusCode, url).toBeLessThan(500);
      // Inline JSON (hydration data, JSON-LD) must escape "<" so a stored "</script>" cannot close its element.
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attrs, body] of scripts) {
        if (/\bsrc=/.test(attrs)) continue;
        if (/type="application\/(ld\+)?json"/.test(attrs)) {
          // Stored text is data here: allowed, as long as no raw "<" can end the element early.
          expect(body, `${url}: JSON in a script element`).not.toContain('<');
          expect(() => JSON.parse(body), `${url}: JSON in a script element`).not.toThrow();
        } else expect(body, `${url}: inline script content`).not.toMatch(/alert\(/);
      }
      const withoutScripts = res.body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
      expectNoActiveMarkup(withoutScripts, url, true);
      if (url === '/project/xss-tower') expect(res.body).toContain('&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;');
    }
    if (rendered === 0) console.log('Rendered-page part skipped: the app does not render site pages in this build (no text/html answer).');
  });
});
