import { useLoaderData } from 'react-router-dom';
import type { AreaListData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { AreaCard, CardGrid } from '../components/Cards';
import { PageSections } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { Container } from '../components/Container';
import text from '../styles/text.module.css';
import page from './page.module.css';

export function AreaListPage() {
  const { t } = useI18n();
  const d = useLoaderData() as AreaListData;
  return (
    <>
      <PageHero title={d.pageContent?.title ?? t('Areas of Dubai')} titleLang={fallbackLang(d.pageContent, 'title')} subtitle={d.pageContent?.description} subtitleLang={fallbackLang(d.pageContent, 'description')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Areas') }]} />
      <Container className={page.main}>
        <VisuallyHiddenHeading>{t('All areas')}</VisuallyHiddenHeading>
        {d.items.length > 0 ? (
          <CardGrid label={t('Areas')}>
            {d.items.map((a, i) => (
              <AreaCard key={a.id} area={a} first={i === 0} />
            ))}
          </CardGrid>
        ) : (
          <p className={text.body}>{t('Area guides are being written; please check back soon.')}</p>
        )}
      </Container>
      <PageSections sections={d.pageContent?.content?.sections} lang={fallbackLang(d.pageContent, 'content')} />
    </>
  );
}
