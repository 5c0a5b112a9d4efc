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
import { Container } from '../components/Container';
import hero from '../components/PageHero.module.css';
import page from './page.module.css';
import styles from './BlogPage.module.css';

export function BlogPage() {
  const { t, fmt } = useI18n();
  const { blog: b, related } = useLoaderData() as BlogData;
  const site = useSiteInfo();
  return (
    <article>
      <JsonLd data={article(site, { ...b, path: `/blogs/${b.id}/detail` })} text={{ record: b, fields: ['title', 'excerpt', 'content'] }} />
      <PageHero title={b.title} titleLang={fallbackLang(b, 'title')} subtitle={b.excerpt} subtitleLang={fallbackLang(b, 'excerpt')} image={b.cover} crumbs={[{ label: t('Home'), to: '/' }, { label: t('News & Blog'), to: '/blogs' }, { label: b.title }]}>
        <p className={hero.meta}>
          {b.category === 'news' ? t('News') : t('Blog')}
          {b.author ? ` · ${t('By {author}', { author: b.author })}` : ''}
          {b.published_at && (
            <>
              {' · '}
              <time dateTime={b.published_at}>{fmt.longDate(b.published_at)}</time>
            </>
          )}
        </p>
      </PageHero>
      <Container maxWidth="md" className={page.main}>
        <ArticleBody record={b} html={b.content} />
        {b.tags.length > 0 && (
          <ul aria-label={t('Tags')} className={styles.tags}>
            {b.tags.map((t) => (
              <li key={t} className={styles.tag}>
                {t}
              </li>
            ))}
          </ul>
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
