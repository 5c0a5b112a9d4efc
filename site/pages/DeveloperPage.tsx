import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import type { DeveloperData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { Picture } from '../components/Picture';
import { Html } from '../components/Html';
import { FactList } from '../components/FactList';
import { CardGrid } from '../components/Cards';
import { ProjectCard } from '../workspace/ProjectCard';
import { Section } from '../components/Section';
import { JsonLd, useSiteInfo } from '../components/JsonLd';
import { developerOrg } from '../jsonld';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';

export function DeveloperPage() {
  const { t, fmt } = useI18n();
  const { developer: d, projects } = useLoaderData() as DeveloperData;
  const site = useSiteInfo();
  return (
    <article>
      <JsonLd data={developerOrg(site, d)} />
      <PageHero title={d.name} subtitle={d.summary} subtitleLang={fallbackLang(d, 'summary')} image={d.cover} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Developers'), to: '/developers' }, { label: d.name }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap', mb: 4 }}>
          {d.logo && (
            <Box sx={{ width: 160, '& img': { objectFit: 'contain !important', background: 'transparent !important' } }}>
              <Picture media={d.logo} alt={t('{name} logo', { name: d.name })} sizes="160px" />
            </Box>
          )}
          {d.website && (
            <Box component="a" href={d.website} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {t('Visit the {name} website (opens in a new tab)', { name: d.name })}
            </Box>
          )}
        </Box>
        <FactList
          label={t('{name} track record', { name: d.name })}
          facts={[
            { label: t('Founded'), value: d.founded_year },
            { label: t('Headquarters'), value: d.headquarters },
            { label: t('Delivered projects'), value: d.delivered_projects },
            { label: t('On-time delivery'), value: fmt.percent(d.on_time_delivery_pct) },
            { label: t('RERA registration'), value: d.rera_number },
            { label: t('Projects on sale'), value: projects.length },
          ]}
        />
        <Box sx={{ mt: 5 }}>
          <Html html={d.description} lang={fallbackLang(d, 'description')} />
        </Box>
      </Container>
      <Section id="developer-projects" title={t('Projects by {name}', { name: d.name })} tinted>
        {projects.length > 0 ? (
          <CardGrid label={t('Projects by {name}', { name: d.name })}>
            {projects.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </CardGrid>
        ) : (
          <Typography>{t('No {name} project is on sale right now. Ask our team about upcoming launches.', { name: d.name })}</Typography>
        )}
      </Section>
    </article>
  );
}
