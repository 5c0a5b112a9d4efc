import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * No English in the middle of Russian and Arabic (issue 39 item 4): a walk through the /ru/ and /ar/ pages of the
 * journey fails on any Latin-script word a visitor sees (text, placeholders, labels read aloud, image text) that
 * is not a proper name or a code from the data (project, developer, area and place names, people's names,
 * currency codes, RERA, DLD...). Rendered by the server and checked again once the page has hydrated.
 */
type Rec = Record<string, any>;
const db = JSON.parse(readFileSync('db.json', 'utf8')) as Record<string, Rec[]>;

/** Codes and brand names a translated page keeps in Latin letters. */
const CODES = [
  'AED', 'USD', 'EUR', 'GBP', 'RUB', 'CNY', 'INR', 'SAR', 'RERA', 'DLD', 'ORN', 'QR', 'ICP', 'GDRFA', 'NOC', 'IRR', 'BRN',
  'Oasis', 'Invest', 'WhatsApp', 'Trakheesi', 'Ejari', 'Instagram', 'Facebook', 'LinkedIn', 'Dubai', 'UAE', 'JVC', 'JLT', 'JBR', 'DIFC', 'MBR', 'PDF',
];
const names = [
  ...db.projects.map((p) => p.title),
  ...db.developers.map((d) => d.name),
  ...db.areas.map((a) => a.name),
  ...(db.locations ?? []).map((l) => l.name),
  ...db.testimonials.map((t) => t.name),
  ...db.projects.flatMap((p) => (p.nearby ?? []).map((n: Rec) => n.name)),
];
const ALLOWED = new Set([...CODES, ...names.flatMap((n: string) => n.split(/[^A-Za-z']+/))].filter((w) => w.length > 1).map((w) => w.toLowerCase()));

const project = db.projects.find((p) => p.published && p.status === 'off_plan') ?? db.projects[0];
const area = db.areas.find((a) => a.published) ?? db.areas[0];
const developer = db.developers.find((d) => d.published) ?? db.developers[0];
const two = db.projects.filter((p) => p.published).slice(0, 2).map((p) => p.slug).join(',');

const PAGES = [
  '', 'project', `project/${project.slug}`, 'area', `area/${area.slug}`, 'developers', `developers/${developer.slug}`, 'investment-guide', 'blogs',
  'investment-calculator', 'mortgages', 'golden-visa', `compare?projects=${two}`, `shortlist?projects=${two}`, 'contact-us',
];

/** Every Latin-script word the visitor can see or hear on the page, with where it stands. */
async function latinWords(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true;
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || !visible(parent)) continue;
      if (n.textContent?.trim()) out.push({ text: n.textContent, where: describe(parent) });
    }
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], img[alt], [title]')) {
      if (!visible(el) && el.tagName !== 'IMG') continue;
      for (const attr of ['placeholder', 'aria-label', 'alt', 'title']) {
        const v = el.getAttribute(attr);
        if (v?.trim()) out.push({ text: v, where: `${describe(el)}@${attr}` });
      }
    }
    return out;
  });
  const bad: string[] = [];
  for (const { text, where } of found) {
    const cleaned = text.replace(/\S+@\S+\.\S+/g, ' ').replace(/https?:\/\/\S+|www\.\S+/g, ' ');
    const words = (cleaned.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => w.length > 1 && !ALLOWED.has(w.toLowerCase().replace(/['’]s$/, '')));
    if (words.length) bad.push(`${where}: "${text.trim().slice(0, 120)}" (${words.join(' ')})`);
  }
  return [...new Set(bad)];
}

for (const lang of ['ru', 'ar'] as const) {
  test.describe(`no English on /${lang}/`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test(`every page of the journey in ${lang}`, async ({ page }) => {
      test.setTimeout(180_000);
      const report: string[] = [];
      for (const path of PAGES) {
        const res = await page.goto(`/${lang}/${path}`);
        expect(res?.status(), path).toBe(200);
        await page.waitForFunction(() => {
          const root = document.getElementById('root');
          return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
        });
        await page.waitForLoadState('networkidle');
        for (const line of await latinWords(page)) report.push(`/${lang}/${path} ${line}`);
      }
      expect(report, report.join('\n')).toEqual([]);
    });
  });
}
