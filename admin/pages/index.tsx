import type { PageName } from '../../src/constants';
import { pages } from '../../src/resources/pages';
import { designedRoutes } from '../screens/defined';
import { PageEditor } from './PageEditor';
import { WhyDubaiEditor } from './WhyDubaiEditor';

/** The spec's page editors: address, the page_name it edits, its title and its sidebar label. */
const PAGE_EDITORS: { path: string; page: PageName; title: string; label: string }[] = [
  { path: '/page-home', page: 'home', title: 'Home page', label: 'Home' },
  { path: '/project', page: 'project', title: 'Project page', label: 'Project' },
  { path: '/area', page: 'area', title: 'Area page', label: 'Area' },
  { path: '/developers', page: 'developers', title: 'Developers page', label: 'Developers' },
  { path: '/golden-visa', page: 'golden-visa', title: 'Golden Visa page', label: 'Golden Visa' },
  { path: '/news-blog', page: 'news-blog', title: 'News & Blog page', label: 'News & Blog' },
  { path: '/about-us', page: 'about-us', title: 'About Us page', label: 'About US' },
  { path: '/contact-us', page: 'contact-us', title: 'Contact Us page', label: 'Contact US' },
  { path: '/page-terms-conditions', page: 'terms-conditions', title: 'Terms & Conditions page', label: 'Terms & Conditions' },
  { path: '/page-privacy-policy', page: 'privacy-policy', title: 'Privacy Policy page', label: 'Privacy Policy' },
];
const WHY_DUBAI_PATH = '/page-why-dubai';
// Why Dubai sits between Developers and Golden Visa in the spec's sidebar; the banners come first in the group.
const pageMenuOrder = (label: string) => 2 + [...PAGE_EDITORS.slice(0, 4).map((p) => p.label), 'Why Dubai', ...PAGE_EDITORS.slice(4).map((p) => p.label)].indexOf(label);

/** The pages definition's screens are routes (spec §2): one editor per site page, each a sidebar link of the Pages group. */
export default designedRoutes(pages, {
  routes: [
    ...PAGE_EDITORS.map(({ path, page, title }) => ({ path, action: 'list', element: <PageEditor key={page} pageName={page} title={title} /> })),
    { path: WHY_DUBAI_PATH, action: 'list', element: <WhyDubaiEditor /> },
  ],
  menu: [
    ...PAGE_EDITORS.map(({ path, label }) => ({ group: 'Pages' as const, label, order: pageMenuOrder(label), to: path })),
    { group: 'Pages', label: 'Why Dubai', order: pageMenuOrder('Why Dubai'), to: WHY_DUBAI_PATH },
  ],
});
