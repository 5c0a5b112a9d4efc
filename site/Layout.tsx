import './styles/global.css';
import { Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData, ProjectData } from '../src/site-contract';
import { PATHS_WITHOUT_ENQUIRY_SECTION } from '../src/constants';
import { Header } from './frame/Header';
import { Footer } from './frame/Footer';
import { EnquirySection } from './frame/EnquirySection';
import { useClientSeo } from './useClientSeo';
import { useNavigationFocus } from './useNavigationFocus';
import { JsonLd, useSiteInfo } from './components/JsonLd';
import { organization } from './jsonld';
import { withoutTrailingSlashes } from '../src/text';
import { useI18n } from './i18n/I18n';
import { LanguageSuggestion } from './i18n/LanguageSuggestion';
// Privacy by design (issue 24): the consent banner and the activity record.
import { ConsentHost } from './consent/ConsentHost';
// Investor math (issue 26): the indicative-rate note of a page shown in another currency.
import { RateNote } from './currency/RateNote';
import styles from './Layout.module.css';

/** The app layout: skip link, header, the page, the enquiry section (spec §2), footer. */
export function Layout() {
  const layout = useRouteLoaderData('root') as LayoutData;
  const { pathname } = useLocation();
  const matches = useMatches();
  useClientSeo(layout.productName, layout.publicUrl);
  useNavigationFocus();
  const site = useSiteInfo();
  const { t } = useI18n();
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  const showEnquiry = !PATHS_WITHOUT_ENQUIRY_SECTION.includes(path);
  const projectMatch = matches.find((m) => m.id === 'project');
  const project = (projectMatch?.data as ProjectData | undefined)?.project;
  const soldOut = !!(projectMatch?.data as ProjectData | undefined)?.availability?.sold_out; // inventory (issue 30)

  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {t('Skip to main content')}
      </a>
      <ConsentHost projectId={project?.id ?? null} />
      <LanguageSuggestion />
      <Header layout={layout} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {/* The whole page hydrates in one time-sliced transition (site/entry-client.tsx): no single long task. */}
        <Outlet />
        <RateNote />
      </main>
      {showEnquiry && (
        <EnquirySection key={path} productName={layout.productName} country={layout.country} projectId={project?.id ?? null} projectTitle={project?.title ?? null} staticExport={layout.staticExport} soldOut={soldOut} />
      )}
      <Footer layout={layout} />
      <JsonLd data={organization(site)} />
    </>
  );
}
