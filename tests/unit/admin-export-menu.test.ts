import { describe, expect, it } from 'vitest';
import { groupOf, MENU, visibleMenu, isGroup } from '../../admin/layout/menuItems';
import { daySeries } from '../../server/leads/dashboard';
import { shellHtml } from '../../server/routes/admin-shell';
import { ADMIN_MANIFEST } from '../../src/constants';

describe('sidebar (spec §2)', () => {
  it('keeps the spec order of top-level entries', () => {
    expect(MENU.map((e) => e.label).slice(0, 10)).toEqual([
      'Dashboards', 'Blog List', 'Testimonial', 'Pages', 'Enquiry', 'Mortgage Enquiry', 'Projects', 'Areas', 'Developer', 'Investment Guides',
    ]);
  });

  it('hides what the role may not open and drops empty groups', () => {
    const sales = new Set(['dashboard.read', 'enquiries.read', 'mortgage-enquiries.read', 'projects.read', 'users.read']);
    const menu = visibleMenu((p) => sales.has(p));
    expect(menu.map((e) => e.label)).toEqual(['Dashboards', 'Enquiry', 'Mortgage Enquiry', 'Projects']);
    const projects = menu.find((e) => e.label === 'Projects');
    expect(projects && isGroup(projects) ? projects.items.map((i) => i.label) : []).toEqual(['Project List']);
  });

  it('opens the group of the current address', () => {
    expect(groupOf('/admin/area-list')).toBe('Areas');
    expect(groupOf('/admin/page-home')).toBe('Pages');
    expect(groupOf('/admin/enquiry')).toBeNull();
  });
});

describe('dashboard chart data', () => {
  it('gives 30 UTC days oldest first, empty days included', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const days = daySeries(new Map([['2026-11-22', 2], ['2026-10-24', 1], ['2026-10-01', 7]]), 30, now);
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ day: '2026-11-22', count: 2 });
    expect(days[0]).toEqual({ day: '2026-10-24', count: 1 });
    expect(days[1]).toEqual({ day: '2026-10-25', count: 0 });
  });
});

describe('admin HTML shell', () => {
  it('loads the admin entry with its CSS and preloads its static imports from the manifest', () => {
    const html = shellHtml(
      {
        'admin/main.tsx': { file: 'assets/admin-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/admin-1.css'] },
        '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
      },
      'Oasis <Invest>',
    );
    expect(html).toContain('<script type="module" src="/build/assets/admin-1.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/build/assets/admin-1.css">');
    expect(html).toContain('<link rel="stylesheet" href="/build/assets/shared-2.css">');
    expect(html).toContain('<link rel="modulepreload" href="/build/assets/shared-2.js">');
    expect(html).toContain('<title>Oasis &lt;Invest&gt;</title>');
    expect(html).toContain('<div id="admin-root"></div>');
  });
});

describe('admin shell route', () => {
  it('answers 503 with a clear message and no-cache before the client is built, then the shell once it is', async () => {
    const { default: Fastify } = await import('fastify');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { default: adminShell } = await import('../../server/routes/admin-shell');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-shell-'));
    const app = Fastify();
    app.decorate('config', { productName: 'Oasis Invest' } as any);
    await app.register(adminShell, { clientDir: dir });
    const before = await app.inject('/admin/project-list');
    expect(before.statusCode).toBe(503);
    expect(before.body).toContain('npm run build');
    expect(before.headers['cache-control']).toBe('no-cache');

    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, ADMIN_MANIFEST), JSON.stringify({ 'admin/main.tsx': { file: 'assets/admin-9.js', isEntry: true } }));
    for (const url of ['/admin', '/admin/12/edit-project', '/login-admin-oasisinvest', '/activation?token=abc']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('/build/assets/admin-9.js');
    }
    await app.close();
  });
});
