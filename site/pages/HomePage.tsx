import { Form, Link, useLoaderData } from 'react-router-dom';
import type { HomeData, PageSection } from '../../src/site-contract';
import { Picture } from '../components/Picture';
import { visuallyHidden } from '../components/VisuallyHidden';
import { Section } from '../components/Section';
import { AreaCard, BlogCard, CardGrid, DeveloperCard, GuideCard } from '../components/Cards';
import { ProjectCard } from '../workspace/ProjectCard';
import { PageSectionBlock } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { Container } from '../components/Container';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './HomePage.module.css';

function HeroSearch() {
  const { t } = useI18n();
  return (
    <Form method="get" action="/project" role="search" aria-label={t('Search projects')} className={styles.search}>
      <label htmlFor="hero-search" className={visuallyHidden}>
        {t('Search projects by name, area or developer')}
      </label>
      <input id="hero-search" name="q" type="search" placeholder={t('Project, area or developer')} className={styles.searchInput} />
      <button type="submit" className={styles.searchButton}>
        {t('Search projects')}
      </button>
    </Form>
  );
}

type BlockKey = 'projects' | 'areas' | 'developers' | 'reviews' | 'news' | 'guides';
/** Content-section keys that title a data block of the home page instead of standing alone. */
const BLOCK_OF_SECTION: Record<string, BlockKey> = {
  'featured-projects': 'projects',
  projects: 'projects',
  areas: 'areas',
  developers: 'developers',
  // Investors' reviews: 'reviews' (a section key of its own, not the resource's name), or the key stored before it.
  reviews: 'reviews',
  testimonials: 'reviews',
  news: 'news',
  blogs: 'news',
  'latest-news': 'news',
  guides: 'guides',
};
const BLOCK_ORDER: BlockKey[] = ['projects', 'areas', 'developers', 'reviews', 'news', 'guides'];

function DataBlock({ block, d, section, tinted }: { block: BlockKey; d: HomeData; section?: PageSection; tinted: boolean }) {
  const { t } = useI18n();
  const heading = (fallback: string) => section?.heading || fallback;
  const lead = section?.body ?? null;
  switch (block) {
    case 'projects':
      return d.featuredProjects.length === 0 ? null : (
        <Section id="home-projects" title={heading(t('Featured projects'))} leadHtml={lead} more={{ to: '/project', label: t('View all projects') }} tinted={tinted}>
          <CardGrid label={t('Featured projects')}>
            {d.featuredProjects.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </CardGrid>
        </Section>
      );
    case 'areas':
      return d.areas.length === 0 ? null : (
        <Section id="home-areas" title={heading(t('Popular areas'))} leadHtml={lead} more={{ to: '/area', label: t('Explore all areas') }} tinted={tinted}>
          <CardGrid label={t('Popular areas')}>
            {d.areas.map((a) => (
              <AreaCard key={a.id} area={a} />
            ))}
          </CardGrid>
        </Section>
      );
    case 'developers':
      return d.developers.length === 0 ? null : (
        <Section id="home-developers" title={heading(t('Trusted developers'))} leadHtml={lead} more={{ to: '/developers', label: t('See all developers') }} tinted={tinted}>
          <CardGrid label={t('Developers')} columns={4}>
            {d.developers.map((dev) => (
              <DeveloperCard key={dev.id} developer={dev} />
            ))}
          </CardGrid>
        </Section>
      );
    case 'reviews':
      return d.testimonials.length === 0 ? null : (
        <Section id="home-testimonials" title={heading(t('What our investors say'))} leadHtml={lead} tinted={tinted}>
          <ul className={styles.reviews}>
            {d.testimonials.map((review) => (
              <li key={review.id} className={styles.review}>
                <figure className={styles.figure}>
                  <p role="img" aria-label={t('Rated {n} out of 5', { n: review.rating })} className={cx(text.body, styles.stars)}>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </p>
                  <blockquote className={cx(text.body, styles.quote)} {...fallbackLang(review, 'quote')}>
                    “{review.quote}”
                  </blockquote>
                  <figcaption className={cx(text.body, styles.reviewer)}>
                    {review.name}
                    {review.country ? `, ${review.country}` : ''}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'news':
      return d.blogs.length === 0 ? null : (
        <Section id="home-news" title={heading(t('Latest news and insights'))} leadHtml={lead} more={{ to: '/blogs', label: t('Read all news and blog articles') }} tinted={tinted}>
          <CardGrid label={t('Latest articles')}>
            {d.blogs.map((b) => (
              <BlogCard key={b.id} blog={b} />
            ))}
          </CardGrid>
        </Section>
      );
    case 'guides':
      return d.guides.length === 0 ? null : (
        <Section id="home-guides" title={heading(t('Investment guides'))} leadHtml={lead} more={{ to: '/investment-guide', label: t('See all investment guides') }} tinted={tinted}>
          <CardGrid label={t('Investment guides')}>
            {d.guides.map((g) => (
              <GuideCard key={g.id} guide={g} />
            ))}
          </CardGrid>
        </Section>
      );
  }
}

/**
 * The home page: the hero, then the page's content sections in the editors' order; a section whose key
 * names a data block (featured-projects, areas, testimonials...) titles that block; blocks no section
 * names follow in a fixed order.
 */
export function HomePage() {
  const { t } = useI18n();
  const d = useLoaderData() as HomeData;
  const hero = d.banners[0];
  const sections = d.page?.content?.sections ?? [];
  const named = new Set(sections.map((s) => BLOCK_OF_SECTION[s.key]).filter(Boolean));
  const parts: ({ kind: 'section'; section: PageSection } | { kind: 'block'; block: BlockKey; section?: PageSection })[] = [
    ...sections.map((section) => (BLOCK_OF_SECTION[section.key] ? { kind: 'block' as const, block: BLOCK_OF_SECTION[section.key], section } : { kind: 'section' as const, section })),
    ...BLOCK_ORDER.filter((b) => !named.has(b)).map((block) => ({ kind: 'block' as const, block })),
  ];
  return (
    <>
      <section aria-labelledby="hero-title" className={styles.hero}>
        {hero?.image && (
          <div className={styles.backdrop} aria-hidden="true">
            <Picture media={hero.image} alt="" eager sizes="100vw" style={{ height: '100%', opacity: 0.45 }} />
          </div>
        )}
        <Container className={styles.heroInner}>
          <h1 className={cx(text.h1, styles.heroTitle)} id="hero-title" {...(hero?.title ? fallbackLang(hero, 'title') : fallbackLang(d.page, 'title'))}>
            {hero?.title ?? d.page?.title ?? t('Invest in Dubai property')}
          </h1>
          {(hero?.subtitle ?? d.page?.description) && (
            <p className={cx(text.body, styles.heroLead)} {...(hero?.subtitle ? fallbackLang(hero, 'subtitle') : fallbackLang(d.page, 'description'))}>
              {hero?.subtitle ?? d.page?.description}
            </p>
          )}
          <HeroSearch />
          {hero?.cta_label && hero.cta_url && (
            <Link to={hero.cta_url} className={styles.cta} {...fallbackLang(hero, 'cta_label')}>
              {hero.cta_label}
            </Link>
          )}
        </Container>
      </section>
      {parts.map((part, i) =>
        part.kind === 'section' ? (
          <PageSectionBlock key={`s-${part.section.key || i}`} section={part.section} index={i} tinted={i % 2 === 1} lang={fallbackLang(d.page, 'content')} />
        ) : (
          <DataBlock key={`b-${part.block}`} block={part.block} d={d} section={part.section} tinted={i % 2 === 1} />
        ),
      )}
    </>
  );
}
