import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useLoaderData } from 'react-router-dom';
import type { GuideData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { ArticleBody } from '../components/ArticleBody';
import { CardGrid, GuideCard } from '../components/Cards';
import { Section } from '../components/Section';
import { JsonLd, useSiteInfo } from '../components/JsonLd';
import { article } from '../jsonld';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';

export function GuidePage() {
  const { t, fmt } = useI18n();
  const { guide: g, others } = useLoaderData() as GuideData;
  const site = useSiteInfo();
  return (
    <article>
      <JsonLd data={article(site, { title: g.title, path: `/investment-guide/${g.slug}`, excerpt: g.summary, content: g.content, cover: g.cover, published_at: g.published_at })} text={{ record: g, fields: ['title', 'summary', 'content'] }} />
      <PageHero title={g.title} titleLang={fallbackLang(g, 'title')} subtitle={g.summary} subtitleLang={fallbackLang(g, 'summary')} image={g.cover} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Investment guide'), to: '/investment-guide' }, { label: g.title }]}>
        {g.published_at && (
          <Box component="p" sx={{ mt: 2, color: '#eef2f6' }}>
            {t('Updated')} <time dateTime={g.published_at}>{fmt.longDate(g.published_at)}</time>
          </Box>
        )}
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <ArticleBody record={g} html={g.content} />
        {g.pdf && (
          <Box component="a" href={g.pdf.src} download sx={{ display: 'inline-block', mt: 4, fontWeight: 700, color: 'primary.main' }}>
            {t('Download “{title}” as a PDF', { title: g.title })}
          </Box>
        )}
      </Container>
      {others.length > 0 && (
        <Section id="more-guides" title={t('More investment guides')} tinted>
          <CardGrid label={t('More investment guides')}>
            {others.map((o) => (
              <GuideCard key={o.id} guide={o} />
            ))}
          </CardGrid>
        </Section>
      )}
    </article>
  );
}
