import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { makeTestApp, type TestApp } from '../helpers/app';
import { mayFlip, RTL_EMOTION_KEY, rtlWhereNeeded } from '../../site/i18n/rtlCache';

const built = fs.existsSync('dist/server/entry-server.js') && fs.existsSync('dist/client/.vite/manifest.json');
if (!built) console.log('RTL cache test on real pages skipped: run npm run build first.');

const flipped = (css: string, plugin: typeof rtlPlugin) => serialize(compile(css), middleware([prefixer, plugin, stringify]));

describe('the RTL plugin only where a rule has something to flip (site/i18n/rtlCache.ts, decision 045)', () => {
  it('flips what cssjanus flips, and leaves alone what it leaves alone', () => {
    for (const css of [
      '.a{margin-left:8px;}',
      '.a{left:0;top:4px;}',
      '.a{padding:1px 2px 3px 4px;}',
      '.a{border-color:red green blue pink;}',
      '.a{border-radius:4px 0 0 4px;}',
      '.a{box-shadow:-2px 0 4px #000;}',
      '.a{transform:translateX(-50%);}',
      '.a{background-position:10% 0;}',
      '.a{background:url(x.png) 0% 50% no-repeat;}',
      '.a{background-position-x:10%;}',
      '.a{background-color:#fff;}',
      '.a{cursor:e-resize;direction:ltr;}',
      '.a{text-align:right;}',
      '.a{margin:0 0 8px;font-weight:700;}',
      '.a{display:grid;gap:16px;}@media (min-width:600px){.a{grid-template-columns:1fr 1fr;}}',
      '.a{border:1px solid rgb(226, 222, 211);}',
      '@keyframes k{from{left:0;}to{left:10px;}}',
    ])
      expect(flipped(css, rtlWhereNeeded), css).toBe(flipped(css, rtlPlugin));
    expect(mayFlip(compile('.cssrtl-1u5xbj6{margin:0 0 8px;font-weight:700;}')[0])).toBe(false);
    expect(mayFlip(compile('.cssrtl-1u5xbj6{direction:rtl;}')[0])).toBe(true);
  });

  describe.skipIf(!built)('on the styles of real pages', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeTestApp({ env: { renderRateLimit: 0 } });
    });
    afterAll(async () => t?.close());

    it('gives the same right-to-left CSS as the plugin on every rule, and skips most of them', async () => {
      const slug = (await t.db.kysely.selectFrom('projects').select('slug').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow()).slug;
      let rules = 0;
      let skipped = 0;
      // Left-to-right pages: their styles are what an Arabic page's components write before flipping.
      for (const url of ['/ru/', `/ru/project/${slug}`, '/ru/project?q=marina', '/ru/investment-calculator', '/mortgages', '/golden-visa', '/contact-us']) {
        const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        for (const [, ltr] of res.body.matchAll(/<style data-emotion="[^"]*">([^<]*)<\/style>/g)) {
          // As an Arabic page names its classes.
          const css = ltr.replaceAll('.css-', `.${RTL_EMOTION_KEY}-`);
          for (const element of compile(css)) {
            const rule = serialize([element], stringify);
            rules++;
            if (!mayFlip(element)) skipped++;
            expect(flipped(rule, rtlWhereNeeded), rule).toBe(flipped(rule, rtlPlugin));
          }
        }
      }
      expect(rules).toBeGreaterThan(300);
      expect(skipped / rules).toBeGreaterThan(0.3);
    });
  });
});
