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
import { Container } from '../components/Container';
import hero from '../components/PageHero.module.css';
import page from './page.module.css';
import styles from './GuidePage.module.css';

export function GuidePage() {
  const { t, fmt } = useI18n();
  const { guide: g, others } = useLoaderData() as GuideData;
  const site = useSiteInfo();
  return (
    <article>
      <JsonLd data={article(site, { title: g.title, path: `/investment-guide/${g.slug}`, excerpt: g.summary, content: g.content, cover: g.cover, published_at: g.published_at })} text={{ record: g, fields: ['title', 'summary', 'content'] }} />
      <PageHero title={g.title} titleLang={fallbackLang(g, 'title')} subtitle={g.summary} subtitleLang={fallbackLang(g, 'summary')} image={g.cover} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Investment guide'), to: '/investment-guide' }, { label: g.title }]}>
        {g.published_at && (
          <p className={hero.meta}>
            {t('Updated')} <time dateTime={g.published_at}>{fmt.longDate(g.published_at)}</time>
          </p>
        )}
      </PageHero>
      <Container maxWidth="md" className={page.main}>
        <ArticleBody record={g} html={g.content} />
        {g.pdf && (
          <a href={g.pdf.src} download className={styles.pdf}>
            {t('Download “{title}” as a PDF', { title: g.title })}
          </a>
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
