import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './site-helpers';

/**
 * No English in the middle of Russian, Arabic and Chinese (issue 39 item 4): a walk through the /ru/, /ar/ and /zh/ pages of the
 * journey fails on any Latin-script word a visitor sees (text, placeholders, labels read aloud, image text) that
 * is not a proper name or a code from the data (project, developer, area and place names, people's names,
 * currency codes, RERA, DLD...). Checked on a 390 px phone once the page has hydrated and its late parts have loaded.
 */
type Rec = Record<string, any>;
const db = JSON.parse(readFileSync('db.json', 'utf8')) as Record<string, Rec[]>;

/** Codes and brand names a translated page keeps in Latin letters. */
const CODES = [
  // currencies, languages and countries by their codes
  'AED', 'USD', 'EUR', 'GBP', 'RUB', 'CNY', 'INR', 'SAR', 'AE', 'AR', 'RU', 'EN', 'ZH', 'CN', 'SA', 'GMT', 'GST', 'UTC',
  // registers, authorities, documents and finance terms used untranslated in the market
  'RERA', 'DLD', 'ORN', 'BRN', 'QR', 'ICP', 'GDRFA', 'NOC', 'IRR', 'LTV', 'EIBOR', 'SPA', 'Oqood', 'Ejari', 'Trakheesi', 'Emirates', 'ID', 'PDF',
  // brands and services
  'Oasis', 'Invest', 'WhatsApp', 'Instagram', 'Facebook', 'LinkedIn', 'Twitter', 'Google', 'OpenStreetMap', 'JavaScript',
  // place abbreviations and the office buildings and streets, as signed
  'Dubai', 'UAE', 'JVC', 'JLT', 'JBR', 'DIFC', 'MBR', 'Canal', 'View', 'Tower', 'Marasi', 'Drive', 'Marina', 'Plaza', 'Boulevard', 'Al', 'Sila', 'Maryah',
  // the consultant a testimonial names
  'James',
  // Roman numerals of a quarter (Russian writes "II кв.")
  'I', 'II', 'III', 'IV',
];
const names = [
  ...db.projects.map((p) => p.escrow_bank).filter(Boolean),
  ...db.projects.map((p) => p.title),
  ...db.developers.map((d) => d.name),
  ...db.areas.map((a) => a.name),
  ...(db.locations ?? []).map((l) => l.name),
  ...db.testimonials.map((t) => t.name),
  ...db.projects.flatMap((p) => (p.nearby ?? []).map((n: Rec) => n.name)),
];
/** Every text of the demo content (db.json), to tell demo records from ones other tests create. */
const DEMO_TEXTS = new Set<string>();
const collect = (v: unknown): void => {
  if (typeof v === 'string') DEMO_TEXTS.add(v.trim());
  else if (v && typeof v === 'object') Object.values(v).forEach(collect);
};
collect(db);
const ALLOWED = new Set([...CODES, ...names.flatMap((n: string) => n.split(/[^A-Za-z']+/))].filter((w) => w.length > 1).map((w) => w.toLowerCase()));

/**
 * Left out of this walk on purpose, each with its owner (to be removed once it lands; named in the report):
 * - payment-plan labels, milestone labels and triggers: the structured, translatable plan of issue 39 item 3
 *   (helper "plan"), and the calculator's example plan rows;
 * - the descriptions of a project's pictures (a media field holds one alt text; per-language alt texts are not built).
 */
const PENDING = [
  ...db.projects.flatMap((p) => [p.payment_plan?.label, ...(p.payment_plan?.milestones ?? []).flatMap((m: Rec) => [m.label, m.trigger])]),
  'Booking', 'During construction', 'On handover',
  ...db.projects.flatMap((p) => [...(p.gallery ?? []), ...(p.floor_plans ?? [])].map((m: Rec) => String(m.title ?? '').replace(`${p.title}: `, ''))),
]
  .filter((s): s is string => typeof s === 'string' && /[A-Za-z]/.test(s))
  .sort((a, b) => b.length - a.length);
const withoutPending = (text: string) => PENDING.reduce((t, p) => t.split(p).join(' '), text);

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
    const out: { text: string; where: string; marked?: boolean }[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true;
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      // Hidden from everyone (the forms' honeypot is aria-hidden and off screen).
      if (!parent || parent.closest('script, style, noscript, template, [aria-hidden="true"]') || !visible(parent)) continue;
      if (n.textContent?.trim()) out.push({ text: n.textContent, where: describe(parent), marked: !!parent.closest('[lang="en"]') });
    }
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], img[alt], [title]')) {
      if (!visible(el) && el.tagName !== 'IMG') continue;
      for (const attr of ['placeholder', 'aria-label', 'alt', 'title']) {
        const v = el.getAttribute(attr);
        if (v?.trim()) out.push({ text: v, where: `${describe(el)}@${attr}`, marked: !!el.closest('[lang="en"]') });
      }
    }
    return out;
  });
  const bad: string[] = [];
  for (const { text, where, marked } of found) {
    // A record staff have not translated yet is shown in English and marked lang="en" (site/i18n/fallback.ts), as
    // another test's area is in a full run; the demo content ships translated, so its texts are never excused.
    if (marked && !DEMO_TEXTS.has(text.trim())) continue;
    // The yield measure's name, used untranslated in Russian and Arabic finance writing.
    const cleaned = withoutPending(text).replace(/cash-on-cash/gi, ' ').replace(/\S+@\S+\.\S+/g, ' ').replace(/https?:\/\/\S+|www\.\S+/g, ' ');
    // A token with digits is a code or a test run's stamp ("mwzwa2t2"), not a word.
    const words = (cleaned.replace(/\S*\d\S*/g, ' ').match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => w.length > 1 && !ALLOWED.has(w.toLowerCase().replace(/['’]s$/, '')));
    if (words.length) bad.push(`${where}: "${text.trim().slice(0, 120)}" (${words.join(' ')})`);
  }
  return [...new Set(bad)];
}

const menuName = { ru: 'Открыть меню', ar: 'فتح القائمة', zh: '打开菜单' };

for (const lang of ['ru', 'ar', 'zh'] as const) {
  test.describe(`no English on /${lang}/`, () => {
    // A visitor whose phone speaks the page's language (no "also in English" suggestion), on a 390 px phone.
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: { ru: 'ru-RU', ar: 'ar-AE', zh: 'zh-CN' }[lang] });

    test(`every page of the journey in ${lang}`, async ({ page }) => {
      test.setTimeout(180_000);
      const report: string[] = [];
      for (const path of PAGES) {
        const res = await page.goto(`/${lang}/${path}`);
        expect(res?.status(), path).toBe(200);
        await hydrated(page);
        // The parts loaded when they come near the screen (the calculator, the visa check, the enquiry form) too.
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForLoadState('networkidle');
        for (const line of await latinWords(page)) report.push(`/${lang}/${path} ${line}`);
        if (path.startsWith('compare')) await page.screenshot({ path: `/tmp/lang-${lang}-compare.png`, fullPage: true });
        if (path === '') {
          // The phone menu: languages and currencies (currency names worded by the page's language).
          await page.getByRole('button', { name: menuName[lang] }).tap();
          await expect(page.getByTestId('currency-choices')).toBeVisible();
          await expect(page.getByTestId('currency-choices')).toContainText({ ru: 'доллар США', ar: 'دولار أمريكي', zh: '美元' }[lang]);
          for (const line of await latinWords(page)) report.push(`/${lang}/ (menu) ${line}`);
          await page.keyboard.press('Escape');
        }
      }
      expect(report, report.join('\n')).toEqual([]);
    });
  });
}
