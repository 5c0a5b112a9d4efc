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
import { Container } from '../components/Container';
import text from '../styles/text.module.css';
import page from './page.module.css';
import styles from './DeveloperPage.module.css';

export function DeveloperPage() {
  const { t, fmt } = useI18n();
  const { developer: d, projects } = useLoaderData() as DeveloperData;
  const site = useSiteInfo();
  return (
    <article>
      <JsonLd data={developerOrg(site, d)} />
      <PageHero title={d.name} subtitle={d.summary} subtitleLang={fallbackLang(d, 'summary')} image={d.cover} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Developers'), to: '/developers' }, { label: d.name }]} />
      <Container className={page.main}>
        <div className={styles.brand}>
          {d.logo && (
            <div className={styles.logo}>
              <Picture media={d.logo} alt={t('{name} logo', { name: d.name })} sizes="160px" />
            </div>
          )}
          {d.website && (
            <a href={d.website} target="_blank" rel="noopener noreferrer" className={styles.website}>
              {t('Visit the {name} website (opens in a new tab)', { name: d.name })}
            </a>
          )}
        </div>
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
        <div className={styles.description}>
          <Html html={d.description} lang={fallbackLang(d, 'description')} />
        </div>
      </Container>
      <Section id="developer-projects" title={t('Projects by {name}', { name: d.name })} tinted>
        {projects.length > 0 ? (
          <CardGrid label={t('Projects by {name}', { name: d.name })}>
            {projects.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </CardGrid>
        ) : (
          <p className={text.body}>{t('No {name} project is on sale right now. Ask our team about upcoming launches.', { name: d.name })}</p>
        )}
      </Section>
    </article>
  );
}
