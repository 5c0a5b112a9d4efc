import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData, PageData } from '../../src/site-contract';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { PageSections } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './MortgagesPage.module.css';
import { island } from '../islands/island';

function Placeholder() {
  const { t } = useI18n();
  return <p className={cx(text.body, text.muted, styles.placeholder)}>{t('The mortgage calculator is loading. It needs JavaScript; you can also ask our team by phone or e-mail (details at the foot of the page).')}</p>;
}

/**
 * The calculator and its enquiry form are an island (decision 049): the server renders them with the figures for the
 * address's price; their code (the inputs, the mortgage maths) loads at the visitor's first touch, focus or key in them.
 */
const MortgagePanel = island(
  () => import('../mortgage/MortgagePanel').then((m) => m.default),
  // A static export's page was written without the address's ?price: the panel hydrates at once and takes it then.
  { when: 'interaction', now: (props: { staticExport?: boolean }) => !!props.staticExport },
  <Placeholder />,
);

/** Mortgages: the page's content and the mortgage calculator with its enquiry form. */
export function MortgagesPage() {
  const { t } = useI18n();
  const { pageContent, banners } = useLoaderData() as PageData;
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const title = pageContent?.title ?? t('Mortgages');
  return (
    <article>
      <PageHero title={title} titleLang={fallbackLang(pageContent, 'title')} subtitle={pageContent?.description} subtitleLang={fallbackLang(pageContent, 'description')} banner={banners[0]} crumbs={[{ label: t('Home'), to: '/' }, { label: title }]} />
      <section aria-labelledby="mortgage-calculator-title" id="mortgage-calculator">
        <Container className={styles.calculator}>
          <h2 className={cx(text.h2, styles.title)} id="mortgage-calculator-title">
            {t('Mortgage calculator')}
          </h2>
          <MortgagePanel country={layout?.country ?? 'AE'} staticExport={layout?.staticExport} ltvCaps={layout?.settings?.mortgage_ltv_caps} />
        </Container>
      </section>
      <PageSections sections={pageContent?.content?.sections} lang={fallbackLang(pageContent, 'content')} />
    </article>
  );
}
