import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Form, Link, useLoaderData } from 'react-router-dom';
import type { HomeData, PageSection } from '../../src/site-contract';
import { Picture } from '../components/Picture';
import { visuallyHiddenSx } from '../components/VisuallyHidden';
import { Section } from '../components/Section';
import { AreaCard, BlogCard, CardGrid, DeveloperCard, GuideCard } from '../components/Cards';
import { ProjectCard } from '../workspace/ProjectCard';
import { PageSectionBlock } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';

function HeroSearch() {
  const { t } = useI18n();
  return (
    <Box component={Form} method="get" action="/project" role="search" aria-label={t('Search projects')} sx={{ mt: 4, display: 'flex', gap: 1, flexWrap: 'wrap', maxWidth: 640 }}>
      <Box component="label" htmlFor="hero-search" sx={visuallyHiddenSx}>
        {t('Search projects by name, area or developer')}
      </Box>
      <Box
        component="input"
        id="hero-search"
        name="q"
        type="search"
        placeholder={t('Project, area or developer')}
        sx={{ flex: '1 1 260px', minHeight: 52, px: 2, fontSize: '1rem', border: 0, borderRadius: 1.5, font: 'inherit', '&:focus-visible': { outline: '3px solid #c8962e' } }}
      />
      <Box component="button" type="submit" sx={{ minHeight: 52, px: 3, border: 0, borderRadius: 1.5, bgcolor: 'secondary.main', color: '#1b1f24', fontWeight: 800, font: 'inherit', cursor: 'pointer', '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 } }}>
        {t('Search projects')}
      </Box>
    </Box>
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
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {d.testimonials.map((review) => (
              <Box component="li" key={review.id} sx={{ bgcolor: '#fff', p: 3, borderRadius: 2, border: '1px solid #e2ded3' }}>
                <figure style={{ margin: 0 }}>
                  <Typography component="p" role="img" aria-label={t('Rated {n} out of 5', { n: review.rating })} sx={{ color: 'secondary.dark', letterSpacing: 2 }}>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </Typography>
                  <Typography component="blockquote" sx={{ m: 0, mt: 1, fontSize: '1.02rem' }} {...fallbackLang(review, 'quote')}>
                    “{review.quote}”
                  </Typography>
                  <Typography component="figcaption" sx={{ mt: 2, fontWeight: 700 }}>
                    {review.name}
                    {review.country ? `, ${review.country}` : ''}
                  </Typography>
                </figure>
              </Box>
            ))}
          </Box>
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
      <Box component="section" aria-labelledby="hero-title" sx={{ position: 'relative', color: '#fff', bgcolor: 'primary.dark', overflow: 'hidden' }}>
        {hero?.image && (
          <Box sx={{ position: 'absolute', inset: 0, '& img': { height: '100% !important' } }} aria-hidden="true">
            <Picture media={hero.image} alt="" eager sizes="100vw" style={{ height: '100%', opacity: 0.45 }} />
          </Box>
        )}
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 8, md: 14 } }}>
          <Typography variant="h1" id="hero-title" sx={{ maxWidth: 820 }} {...(hero?.title ? fallbackLang(hero, 'title') : fallbackLang(d.page, 'title'))}>
            {hero?.title ?? d.page?.title ?? t('Invest in Dubai property')}
          </Typography>
          {(hero?.subtitle ?? d.page?.description) && (
            <Typography component="p" sx={{ mt: 2, fontSize: '1.2rem', maxWidth: 680, color: '#eef2f6' }} {...(hero?.subtitle ? fallbackLang(hero, 'subtitle') : fallbackLang(d.page, 'description'))}>
              {hero?.subtitle ?? d.page?.description}
            </Typography>
          )}
          <HeroSearch />
          {hero?.cta_label && hero.cta_url && (
            <Box component={Link} to={hero.cta_url} sx={{ display: 'inline-block', mt: 3, color: '#fff', fontWeight: 700, textDecoration: 'underline' }} {...fallbackLang(hero, 'cta_label')}>
              {hero.cta_label}
            </Box>
          )}
        </Container>
      </Box>
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
