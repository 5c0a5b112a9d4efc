import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useLoaderData } from 'react-router-dom';
import type { BlogData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { ArticleBody } from '../components/ArticleBody';
import { BlogCard, CardGrid } from '../components/Cards';
import { Section } from '../components/Section';
import { JsonLd, useSiteInfo } from '../components/JsonLd';
import { article } from '../jsonld';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';

export function BlogPage() {
  const { t, fmt } = useI18n();
  const { blog: b, related } = useLoaderData() as BlogData;
  const site = useSiteInfo();
  return (
    <article>
      <JsonLd data={article(site, { ...b, path: `/blogs/${b.id}/detail` })} text={{ record: b, fields: ['title', 'excerpt', 'content'] }} />
      <PageHero title={b.title} titleLang={fallbackLang(b, 'title')} subtitle={b.excerpt} subtitleLang={fallbackLang(b, 'excerpt')} image={b.cover} crumbs={[{ label: t('Home'), to: '/' }, { label: t('News & Blog'), to: '/blogs' }, { label: b.title }]}>
        <Box component="p" sx={{ mt: 2, color: '#eef2f6' }}>
          {b.category === 'news' ? t('News') : t('Blog')}
          {b.author ? ` · ${t('By {author}', { author: b.author })}` : ''}
          {b.published_at && (
            <>
              {' · '}
              <time dateTime={b.published_at}>{fmt.longDate(b.published_at)}</time>
            </>
          )}
        </Box>
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <ArticleBody record={b} html={b.content} />
        {b.tags.length > 0 && (
          <Box component="ul" aria-label={t('Tags')} sx={{ listStyle: 'none', p: 0, mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {b.tags.map((t) => (
              <Box component="li" key={t} sx={{ px: 1.5, py: 0.5, borderRadius: 999, bgcolor: '#f6f4ef', fontSize: '0.9rem' }}>
                {t}
              </Box>
            ))}
          </Box>
        )}
      </Container>
      {related.length > 0 && (
        <Section id="related-articles" title={t('Related articles')} tinted>
          <CardGrid label={t('Related articles')}>
            {related.map((r) => (
              <BlogCard key={r.id} blog={r} />
            ))}
          </CardGrid>
        </Section>
      )}
    </article>
  );
}
