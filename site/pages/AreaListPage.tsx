import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import type { AreaListData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { AreaCard, CardGrid } from '../components/Cards';
import { PageSections } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';

export function AreaListPage() {
  const { t } = useI18n();
  const d = useLoaderData() as AreaListData;
  return (
    <>
      <PageHero title={d.pageContent?.title ?? t('Areas of Dubai')} titleLang={fallbackLang(d.pageContent, 'title')} subtitle={d.pageContent?.description} subtitleLang={fallbackLang(d.pageContent, 'description')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Areas') }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <VisuallyHiddenHeading>{t('All areas')}</VisuallyHiddenHeading>
        {d.items.length > 0 ? (
          <CardGrid label={t('Areas')}>
            {d.items.map((a) => (
              <AreaCard key={a.id} area={a} />
            ))}
          </CardGrid>
        ) : (
          <Typography>{t('Area guides are being written; please check back soon.')}</Typography>
        )}
      </Container>
      <PageSections sections={d.pageContent?.content?.sections} lang={fallbackLang(d.pageContent, 'content')} />
    </>
  );
}
