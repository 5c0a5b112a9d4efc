import { lazy, Suspense, useEffect, useState } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData, PageData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { PageSections } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';

/** The calculator (MUI inputs, the mortgage maths) and its enquiry form load only on this page. */
const MortgagePanel = lazy(() => import('../mortgage/MortgagePanel'));

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
    <Typography color="text.secondary" sx={{ minHeight: 480 }}>
      {t('The mortgage calculator is loading. It needs JavaScript; you can also ask our team by phone or e-mail (details at the foot of the page).')}
    </Typography>
  );
  return (
    <article>
      <PageHero title={title} titleLang={fallbackLang(pageContent, 'title')} subtitle={pageContent?.description} subtitleLang={fallbackLang(pageContent, 'description')} banner={banners[0]} crumbs={[{ label: t('Home'), to: '/' }, { label: title }]} />
      <Container maxWidth="lg" component="section" aria-labelledby="mortgage-calculator-title" id="mortgage-calculator" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" id="mortgage-calculator-title" sx={{ mb: 3 }}>
          {t('Mortgage calculator')}
        </Typography>
        {client ? (
          <Suspense fallback={placeholder}>
            <MortgagePanel country={layout?.country ?? 'AE'} staticExport={layout?.staticExport} ltvCaps={layout?.settings?.mortgage_ltv_caps} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Container>
      <PageSections sections={pageContent?.content?.sections} lang={fallbackLang(pageContent, 'content')} />
    </article>
  );
}
