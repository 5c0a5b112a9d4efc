/** The sidebar of spec §2, in its order; `need` is the permission an item needs to show. */
export interface MenuLink {
  label: string;
  to: string;
  need?: string;
}
export interface MenuGroup {
  label: string;
  items: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;
export const isGroup = (e: MenuEntry): e is MenuGroup => 'items' in e;

export const MENU: MenuEntry[] = [
  { label: 'Dashboards', to: '/admin/dashboard', need: 'dashboard.read' },
  { label: 'Blog List', to: '/admin/blog-list', need: 'blogs.read' },
  { label: 'Testimonial', to: '/admin/testimonial', need: 'testimonials.read' },
  {
    label: 'Pages',
    items: [
      { label: 'Banners', to: '/admin/banners', need: 'banners.read' },
      { label: 'Home', to: '/admin/page-home', need: 'pages.read' },
      { label: 'Project', to: '/admin/project', need: 'pages.read' },
      { label: 'Area', to: '/admin/area', need: 'pages.read' },
      { label: 'Developers', to: '/admin/developers', need: 'pages.read' },
      { label: 'Why Dubai', to: '/admin/page-why-dubai', need: 'pages.read' },
      { label: 'Golden Visa', to: '/admin/golden-visa', need: 'pages.read' },
      { label: 'News & Blog', to: '/admin/news-blog', need: 'pages.read' },
      { label: 'About US', to: '/admin/about-us', need: 'pages.read' },
      { label: 'Contact US', to: '/admin/contact-us', need: 'pages.read' },
      { label: 'Terms & Conditions', to: '/admin/page-terms-conditions', need: 'pages.read' },
      { label: 'Privacy Policy', to: '/admin/page-privacy-policy', need: 'pages.read' },
    ],
  },
  { label: 'Enquiry', to: '/admin/enquiry', need: 'enquiries.read' },
  { label: 'Mortgage Enquiry', to: '/admin/mortgage-enquiry', need: 'mortgage-enquiries.read' },
  {
    label: 'Projects',
    items: [
      { label: 'Project List', to: '/admin/project-list', need: 'projects.read' },
      { label: 'Locations List', to: '/admin/location-list', need: 'locations.read' },
      { label: 'Property Type', to: '/admin/property-type', need: 'property-types.read' },
    ],
  },
  {
    label: 'Areas',
    items: [
      { label: 'Area List', to: '/admin/area-list', need: 'areas.read' },
      { label: 'Add New Area', to: '/admin/add-area', need: 'areas.create' },
      { label: 'Area Amenities List', to: '/admin/amenities-list', need: 'amenities.read' },
    ],
  },
  {
    label: 'Developer',
    items: [
      { label: 'Developer List', to: '/admin/developer-list', need: 'developers.read' },
      { label: 'Add New Developer', to: '/admin/add-developer', need: 'developers.create' },
    ],
  },
  { label: 'Investment Guides', to: '/admin/investment-guides', need: 'investment-guides.read' },
  // Beyond the spec's sidebar: the e-mails and webhook calls new leads triggered, for the staff who answer leads.
  { label: 'Lead Deliveries', to: '/admin/lead-deliveries', need: 'lead-deliveries.read' },
  // Beyond the spec's sidebar: the staff screens the issue adds, shown only to roles that may use them.
  {
    label: 'Administration',
    items: [
      { label: 'Users', to: '/admin/users', need: 'users.manage' },
      { label: 'Audit Log', to: '/admin/audit-logs', need: 'audit-logs.read' },
      { label: 'Settings', to: '/admin/settings', need: 'settings.update' },
      { label: 'Lead Settings', to: '/admin/lead-settings', need: 'lead-settings.update' },
    ],
  },
];

/** Entries the permission set allows; groups left empty disappear. */
export function visibleMenu(allowed: (permission: string) => boolean, menu: MenuEntry[] = MENU): MenuEntry[] {
  const ok = (l: MenuLink) => !l.need || allowed(l.need);
  return menu.flatMap((e): MenuEntry[] => {
    if (!isGroup(e)) return ok(e) ? [e] : [];
    const items = e.items.filter(ok);
    return items.length ? [{ ...e, items }] : [];
  });
}

export const groupOf = (path: string, menu: MenuEntry[] = MENU): string | null =>
  menu.find((e) => isGroup(e) && e.items.some((i) => path === i.to || path.startsWith(`${i.to}/`)))?.label ?? null;
