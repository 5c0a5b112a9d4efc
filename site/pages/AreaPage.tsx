import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import type { AreaData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { Html } from '../components/Html';
import { FactList } from '../components/FactList';
import { CardGrid } from '../components/Cards';
import { ProjectCard } from '../workspace/ProjectCard';
import { Section } from '../components/Section';
import { JsonLd, useSiteInfo } from '../components/JsonLd';
import { place } from '../jsonld';
import { useI18n } from '../i18n/I18n';
import { alwaysEnglish, fallbackLang } from '../i18n/fallback';
import { AreaMarketEvidence } from '../market/MarketEvidence';

export function AreaPage() {
  const { t, fmt, lang } = useI18n();
  const { area: a, amenities, projects } = useLoaderData() as AreaData;
  const charges = a.service_charge_min_aed != null || a.service_charge_max_aed != null ? t('AED {range}/sq ft', { range: [a.service_charge_min_aed, a.service_charge_max_aed].filter((n) => n != null).map((n) => fmt.groupDigits(n!)).join(' - ') }) : null;
  const site = useSiteInfo();
  return (
    <article>
      <JsonLd data={place(site, a)} />
      <PageHero title={a.name} titleLang={fallbackLang(a, 'name')} subtitle={a.summary} subtitleLang={fallbackLang(a, 'summary')} image={a.hero_image} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Areas'), to: '/area' }, { label: a.name }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <FactList
          label={t('{name} in numbers', { name: a.name })}
          facts={[
            { label: t('Average price per sq ft'), value: fmt.price(a.avg_price_per_sqft_aed) },
            { label: t('Gross rental yield'), value: fmt.percent(a.rental_yield_pct) },
            { label: t('Service charges'), value: charges },
            { label: t('Projects on sale'), value: projects.length },
          ]}
        />
        <Box sx={{ mt: 5, display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <div>
            <Html html={a.description} lang={fallbackLang(a, 'description')} />
          </div>
          <Box component="aside" aria-label={t('{name} at a glance', { name: a.name })} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
            {a.good_for.length > 0 && (
              <div>
                <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                  {t('Good for')}
                </Typography>
                <Box component="ul" sx={{ pl: 3, m: 0 }}>
                  {a.good_for.map((g) => (
                    <li key={g}>{g}</li>
                  ))}
                </Box>
              </div>
            )}
            {a.highlights.length > 0 && (
              <div>
                <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                  {t('Highlights')}
                </Typography>
                <Box component="ul" sx={{ pl: 3, m: 0 }}>
                  {a.highlights.map((h) => (
                    <li key={h} {...fallbackLang(a, 'highlights')}>
                      {h}
                    </li>
                  ))}
                </Box>
              </div>
            )}
            {a.nearby.length > 0 && (
              <div>
                <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                  {t('Travel times')}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {a.nearby.map((n) => (
                    <Box component="li" key={n.name} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.75, borderBottom: '1px solid #e2ded3' }}>
                      <span {...alwaysEnglish(lang)}>{n.name}</span>
                      <strong>{t('{n} min', { n: n.minutes })}</strong>
                    </Box>
                  ))}
                </Box>
              </div>
            )}
            {amenities.length > 0 && (
              <div>
                <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                  {t('Amenities')}
                </Typography>
                <Typography>{amenities.map((x) => x.name).join(', ')}</Typography>
              </div>
            )}
          </Box>
        </Box>
      </Container>
      <AreaMarketEvidence />
      <Section id="area-projects" title={t('Projects in {name}', { name: a.name })} tinted>
        {projects.length > 0 ? (
          <CardGrid label={t('Projects in {name}', { name: a.name })}>
            {projects.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </CardGrid>
        ) : (
          <Typography>{t('No project in {name} is on sale right now. Ask our team about resale options.', { name: a.name })}</Typography>
        )}
      </Section>
    </article>
  );
}
