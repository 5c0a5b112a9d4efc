/** Navigation exactly as spec §2. */
export interface NavLink {
  label: string;
  to: string;
}
export const WHY_DUBAI_LINKS: NavLink[] = [
  { label: 'Dubai Vision', to: '/dubai-vision' },
  { label: 'Golden Visa', to: '/golden-visa' },
  { label: 'Invest In Dubai', to: '/invest-dubai' },
  // Investor math (issue 26)
  { label: 'Investment calculator', to: '/investment-calculator' },
];
/** Desktop: before and after the Why Dubai dropdown. */
export const DESKTOP_LINKS_BEFORE: NavLink[] = [
  { label: 'Projects', to: '/project' },
  { label: 'Areas', to: '/area' },
  { label: 'Developers', to: '/developers' },
];
export const DESKTOP_LINKS_AFTER: NavLink[] = [
  { label: 'News & Blog', to: '/blogs' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Mortgages', to: '/mortgages' },
  // Market evidence (issue 25)
  { label: 'Market Data', to: '/market' },
];
/** The mobile off-canvas menu has its own list. */
export const MOBILE_LINKS: NavLink[] = [
  { label: 'Project', to: '/project' },
  { label: 'Areas', to: '/area' },
  { label: 'Developers', to: '/developers' },
  { label: 'Dubai Vision', to: '/dubai-vision' },
  { label: 'Golden Visa', to: '/golden-visa' },
  { label: 'Invest In Dubai', to: '/invest-dubai' },
  { label: 'News & Blog', to: '/blogs' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
  // Market evidence (issue 25)
  { label: 'Market Data', to: '/market' },
  // Investor math (issue 26)
  { label: 'Investment calculator', to: '/investment-calculator' },
];
export const FOOTER_COMPANY_LINKS: NavLink[] = [
  { label: 'Invest Dubai', to: '/invest-dubai' },
  { label: 'Homepage', to: '/' },
  { label: 'Developers', to: '/developers' },
  { label: 'Projects', to: '/project' },
];
export const FOOTER_RESOURCE_LINKS: NavLink[] = [
  { label: 'Blogs', to: '/blogs' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Areas', to: '/area' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Investment Guide', to: '/investment-guide' },
];
export const FOOTER_LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-conditions' },
];
