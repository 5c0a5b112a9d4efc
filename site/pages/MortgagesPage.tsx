import { lazy, Suspense, useEffect, useState } from 'react';
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
import { withCatalogue } from '../i18n/catalogue';

/** The calculator (its inputs, the mortgage maths) and its enquiry form load only on this page. */
const MortgagePanel = lazy(withCatalogue(() => import('../mortgage/MortgagePanel')));

/** Mortgages: the page's content and the mortgage calculator with its enquiry form. */
export function MortgagesPage() {
  const { t } = useI18n();
  const { pageContent, banners } = useLoaderData() as PageData;
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const title = pageContent?.title ?? t('Mortgages');
  // Rendered in the browser only (after hydration): the server's HTML keeps the same reserved space.
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  const placeholder = (
    <p className={cx(text.body, text.muted, styles.placeholder)}>
      {t('The mortgage calculator is loading. It needs JavaScript; you can also ask our team by phone or e-mail (details at the foot of the page).')}
    </p>
  );
  return (
    <article>
      <PageHero title={title} titleLang={fallbackLang(pageContent, 'title')} subtitle={pageContent?.description} subtitleLang={fallbackLang(pageContent, 'description')} banner={banners[0]} crumbs={[{ label: t('Home'), to: '/' }, { label: title }]} />
      <section aria-labelledby="mortgage-calculator-title" id="mortgage-calculator">
        <Container className={styles.calculator}>
          <h2 className={cx(text.h2, styles.title)} id="mortgage-calculator-title">
            {t('Mortgage calculator')}
          </h2>
          {client ? (
            <Suspense fallback={placeholder}>
              <MortgagePanel country={layout?.country ?? 'AE'} staticExport={layout?.staticExport} ltvCaps={layout?.settings?.mortgage_ltv_caps} />
            </Suspense>
          ) : (
            placeholder
          )}
        </Container>
      </section>
      <PageSections sections={pageContent?.content?.sections} lang={fallbackLang(pageContent, 'content')} />
    </article>
  );
}
