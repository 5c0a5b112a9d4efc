import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Form, Link, useLoaderData } from 'react-router-dom';
import type { HomeData } from '../../src/api/public';
import { Picture } from '../components/Picture';
import { Section } from '../components/Section';
import { AreaCard, BlogCard, CardGrid, DeveloperCard, GuideCard, ProjectCard } from '../components/Cards';
import { PageSections } from '../components/PageSections';

function HeroSearch() {
  return (
    <Box component={Form} method="get" action="/project" role="search" aria-label="Search projects" sx={{ mt: 4, display: 'flex', gap: 1, flexWrap: 'wrap', maxWidth: 640 }}>
      <Box component="label" htmlFor="hero-search" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Search projects by name, area or developer
      </Box>
      <Box
        component="input"
        id="hero-search"
        name="q"
        type="search"
        placeholder="Project, area or developer"
        sx={{ flex: '1 1 260px', minHeight: 52, px: 2, fontSize: '1rem', border: 0, borderRadius: 1.5, font: 'inherit', '&:focus-visible': { outline: '3px solid #c8962e' } }}
      />
      <Box component="button" type="submit" sx={{ minHeight: 52, px: 3, border: 0, borderRadius: 1.5, bgcolor: 'secondary.main', color: '#1b1f24', fontWeight: 800, font: 'inherit', cursor: 'pointer', '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 } }}>
        Search projects
      </Box>
    </Box>
  );
}

export function HomePage() {
  const d = useLoaderData() as HomeData;
  const hero = d.banners[0];
  const sections = d.page?.content?.sections ?? [];
  return (
    <>
      <Box component="section" aria-labelledby="hero-title" sx={{ position: 'relative', color: '#fff', bgcolor: 'primary.dark', overflow: 'hidden' }}>
        {hero?.image && (
          <Box sx={{ position: 'absolute', inset: 0, '& img': { height: '100% !important' } }} aria-hidden="true">
            <Picture media={hero.image} alt="" eager sizes="100vw" style={{ height: '100%', opacity: 0.45 }} />
          </Box>
        )}
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 8, md: 14 } }}>
          <Typography variant="h1" id="hero-title" sx={{ maxWidth: 820 }}>
            {hero?.title ?? d.page?.title ?? 'Invest in Dubai property'}
          </Typography>
          {(hero?.subtitle ?? d.page?.description) && (
            <Typography component="p" sx={{ mt: 2, fontSize: '1.2rem', maxWidth: 680, color: '#eef2f6' }}>
              {hero?.subtitle ?? d.page?.description}
            </Typography>
          )}
          <HeroSearch />
          {hero?.cta_label && hero.cta_url && (
            <Box component={Link} to={hero.cta_url} sx={{ display: 'inline-block', mt: 3, color: '#fff', fontWeight: 700, textDecoration: 'underline' }}>
              {hero.cta_label}
            </Box>
          )}
        </Container>
      </Box>

      {d.featuredProjects.length > 0 && (
        <Section id="featured-projects" title="Featured projects" lead="Hand-picked off-plan and ready developments with flexible payment plans." more={{ to: '/project', label: 'View all projects' }}>
          <CardGrid label="Featured projects">
            {d.featuredProjects.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </CardGrid>
        </Section>
      )}

      <PageSections sections={sections} />

      {d.areas.length > 0 && (
        <Section id="home-areas" title="Popular areas" lead="Where investors buy: prices, yields and lifestyle by community." more={{ to: '/area', label: 'Explore all areas' }} tinted>
          <CardGrid label="Popular areas">
            {d.areas.map((a) => (
              <AreaCard key={a.id} area={a} />
            ))}
          </CardGrid>
        </Section>
      )}

      {d.developers.length > 0 && (
        <Section id="home-developers" title="Trusted developers" more={{ to: '/developers', label: 'See all developers' }}>
          <CardGrid label="Developers" columns={4}>
            {d.developers.map((dev) => (
              <DeveloperCard key={dev.id} developer={dev} />
            ))}
          </CardGrid>
        </Section>
      )}

      {d.testimonials.length > 0 && (
        <Section id="home-testimonials" title="What our investors say" tinted>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {d.testimonials.map((t) => (
              <Box component="li" key={t.id} sx={{ bgcolor: '#fff', p: 3, borderRadius: 2, border: '1px solid #e2ded3' }}>
                <figure style={{ margin: 0 }}>
                  <Typography component="p" aria-label={`Rated ${t.rating} out of 5`} sx={{ color: 'secondary.dark', letterSpacing: 2 }}>
                    {'★'.repeat(t.rating)}
                    {'☆'.repeat(5 - t.rating)}
                  </Typography>
                  <Typography component="blockquote" sx={{ m: 0, mt: 1, fontSize: '1.02rem' }}>
                    “{t.quote}”
                  </Typography>
                  <Typography component="figcaption" sx={{ mt: 2, fontWeight: 700 }}>
                    {t.name}
                    {t.country ? `, ${t.country}` : ''}
                  </Typography>
                </figure>
              </Box>
            ))}
          </Box>
        </Section>
      )}

      {d.blogs.length > 0 && (
        <Section id="home-news" title="Latest news and insights" more={{ to: '/blogs', label: 'Read all news and blog articles' }}>
          <CardGrid label="Latest articles">
            {d.blogs.map((b) => (
              <BlogCard key={b.id} blog={b} />
            ))}
          </CardGrid>
        </Section>
      )}

      {d.guides.length > 0 && (
        <Section id="home-guides" title="Investment guides" more={{ to: '/investment-guide', label: 'See all investment guides' }} tinted>
          <CardGrid label="Investment guides">
            {d.guides.map((g) => (
              <GuideCard key={g.id} guide={g} />
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
