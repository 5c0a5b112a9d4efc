import { lazy, Suspense } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { ContentPage } from '../pages/ContentPage';
import { useI18n } from '../i18n/I18n';
import { useNearScreen } from '../components/useNearScreen';

/** The check's code is its own chunk, fetched when it comes near the screen. */
const GoldenVisaCheck = lazy(() => import('./GoldenVisaCheck'));

/** /golden-visa: the page's own text, then the eligibility check (issue 26 item 2). */
export function GoldenVisaPage() {
  const { t } = useI18n();
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const [box, show] = useNearScreen('600px 0px');
  const placeholder = (
    <Typography color="text.secondary" sx={{ minHeight: 420 }}>
      {t('The Golden Visa check is loading. It needs JavaScript; you can also ask our team by phone or e-mail (details at the foot of the page).')}
    </Typography>
  );
  return (
    <>
      <ContentPage />
      <Container maxWidth="md" component="section" id="golden-visa-check" aria-labelledby="golden-visa-check-title" sx={{ pb: { xs: 4, md: 6 } }}>
        <Typography variant="h2" id="golden-visa-check-title" sx={{ mb: 1 }}>
          {t('Does your property qualify for the Golden Visa?')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('Enter what you own or plan to buy: each owner counts their own share, and several properties add up.')}
        </Typography>
        <div ref={box}>
          {show ? (
            <Suspense fallback={placeholder}>
              <GoldenVisaCheck rules={layout?.settings?.golden_visa_rules} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </Container>
    </>
  );
}
