import { Suspense } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { ContentPage } from '../pages/ContentPage';
import { useI18n } from '../i18n/I18n';
import { lazyWithTexts } from '../i18n/lazyWithTexts';
import { withCatalogue } from '../i18n/catalogue';
import { loadVisaTexts } from '../investment/visaTexts/load';
import { useNearScreen } from '../components/useNearScreen';
import { Container } from '../components/Container';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './GoldenVisaPage.module.css';

/** The check's code is its own chunk, fetched when it comes near the screen, with its texts in the page's language. */
const GoldenVisaCheck = lazyWithTexts(withCatalogue(() => import('./GoldenVisaCheck')), loadVisaTexts);

/** /golden-visa: the page's own text, then the eligibility check (issue 26 item 2). */
export function GoldenVisaPage() {
  const { t } = useI18n();
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const [box, show] = useNearScreen('600px 0px');
  const placeholder = (
    <p className={cx(text.body, text.muted, styles.placeholder)}>
      {t('The Golden Visa check is loading. It needs JavaScript; you can also ask our team by phone or e-mail (details at the foot of the page).')}
    </p>
  );
  return (
    <>
      <ContentPage />
      <section id="golden-visa-check" aria-labelledby="golden-visa-check-title">
        <Container maxWidth="md" className={styles.check}>
          <h2 className={cx(text.h2, styles.title)} id="golden-visa-check-title">
            {t('Does your property qualify for the Golden Visa?')}
          </h2>
          <p className={cx(text.body, text.muted, styles.lead)}>{t('Enter what you own or plan to buy: each owner counts their own share, and several properties add up.')}</p>
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
      </section>
    </>
  );
}
