import { expect, test, type APIRequestContext } from '@playwright/test';

interface ProjectAnswer {
  project: { title: string; slug: string; gallery: { src: string; title?: string }[]; floor_plans: unknown[]; permit_number: string | null; starting_price_aed: number | null; status: string };
  developer: { name: string } | null;
}
const firstProject = async (request: APIRequestContext) => {
  const list = (await (await request.get('/api/site/projects')).json()) as { items: { slug: string }[] };
  // The richest page: a project with a gallery of several images, floor plans and a permit.
  for (const { slug } of list.items) {
    const d = (await (await request.get(`/api/site/projects/${slug}`)).json()) as ProjectAnswer;
    if (d.project.gallery.length > 2 && d.project.floor_plans.length && d.project.permit_number && d.developer) return d;
  }
  throw new Error('no project with a gallery, floor plans, a permit and a developer in the demo content');
};

test.describe('project page', () => {
  test('gallery lightbox: opens with Enter, arrows move, Escape closes, focus trapped and given back', async ({ page, request }) => {
    const d = await firstProject(request);
    const n = d.project.gallery.length;
    await page.goto(`/project/${d.project.slug}`);
    const gallery = page.getByTestId('project-gallery');
    const second = gallery.getByRole('button').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading')).toHaveText(`${d.project.title} gallery: image 2 of ${n}`);
    await expect(dialog.locator('img')).toHaveAttribute('src', d.project.gallery[1].src);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading')).toHaveText(`${d.project.title} gallery: image 3 of ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('heading')).toHaveText(`${d.project.title} gallery: image 1 of ${n}`);
    await page.keyboard.press('ArrowLeft'); // wraps round
    await expect(dialog.getByRole('heading')).toHaveText(`${d.project.title} gallery: image ${n} of ${n}`);
    // The image shown has loaded.
    await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Focus stays inside the dialog however far the visitor tabs.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });

  test('floor plans open in the same viewer; the close button closes it', async ({ page, request }) => {
    const d = await firstProject(request);
    await page.goto(`/project/${d.project.slug}`);
    await page.getByTestId('project-floor-plans').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toContainText(`${d.project.title} floor plans: image 1 of`);
    await dialog.getByRole('button', { name: 'Close the image viewer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('location map drawn locally (no third-party request), permit, developer card and a mortgage link with the price', async ({ page, request }) => {
    const d = await firstProject(request);
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.goto(`/project/${d.project.slug}`);
    const location = page.getByRole('region', { name: 'Location and nearby' });
    await location.scrollIntoViewIfNeeded();
    await expect(location.getByRole('img', { name: `Map of Dubai with ${d.project.title} marked` })).toBeVisible();
    await expect(location.getByRole('link', { name: 'Open in OpenStreetMap (new tab)' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);

    const permit = page.getByRole('region', { name: 'Project checks' });
    await expect(permit.getByTestId('permit-number')).toHaveText(d.project.permit_number!);
    const qr = permit.getByRole('img', { name: new RegExp(`QR code of advertising permit ${d.project.permit_number}`) });
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await expect(page.getByRole('region', { name: 'About the developer' }).getByText(d.developer!.name).first()).toBeVisible();

    await page.getByRole('link', { name: 'Calculate the mortgage' }).click();
    await expect(page).toHaveURL(new RegExp(`/mortgages\\?price=${d.project.starting_price_aed}`));
    await expect(page.getByLabel('Property price (AED)')).toHaveValue(d.project.starting_price_aed!.toLocaleString('en-US'));
    expect(foreign, 'the page made no third-party request').toEqual([]);
  });

  test('images: width and height set, the hero eager with high priority, the rest lazy with a placeholder colour', async ({ page, request }) => {
    const d = await firstProject(request);
    await page.goto(`/project/${d.project.slug}`);
    const imgs = await page.locator('main img').evaluateAll((list) =>
      list.map((img) => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        background: getComputedStyle(img).backgroundColor,
        avif: !!img.parentElement?.querySelector('source[type="image/avif"]'),
      })),
    );
    expect(imgs.length).toBeGreaterThan(3);
    for (const i of imgs) {
      expect(i.width, `${i.src} has a width`).toBeTruthy();
      expect(i.height, `${i.src} has a height`).toBeTruthy();
    }
    expect(imgs[0]).toMatchObject({ loading: 'eager', priority: 'high', avif: true });
    for (const i of imgs.slice(1)) expect(i.loading, `${i.src} is lazy`).toBe('lazy');
    expect(imgs.filter((i) => i.background !== 'rgba(0, 0, 0, 0)').length).toBeGreaterThan(0);

    // No layout shift as the lazy images, the map and the enquiry form arrive while the visitor scrolls down.
    await page.evaluate(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const id of ['project-gallery', 'project-location', 'project-permit', 'project-similar']) {
      const heading = page.locator(`#${id}`);
      if (!(await heading.count())) continue;
      await heading.scrollIntoViewIfNeeded();
      // The map draws when its block is near the screen (once the app has loaded: the visitor waits there).
      if (id === 'project-location') await expect(page.getByTestId('project-map-svg')).toBeAttached();
    }
    await page.locator('#enquiry').scrollIntoViewIfNeeded();
    await page.locator('#enquiry').getByLabel('Full name').click(); // the full form loads on first use
    await expect(page.locator('form[data-enquiry-ready="true"]')).toBeVisible();
    await expect.poll(() => page.locator('main img').evaluateAll((list) => list.every((img) => (img as HTMLImageElement).complete))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.1);
  });
});
