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
import { Container } from '../components/Container';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import page from './page.module.css';
import styles from './AreaPage.module.css';

export function AreaPage() {
  const { t, fmt, lang } = useI18n();
  const { area: a, amenities, projects } = useLoaderData() as AreaData;
  const charges = a.service_charge_min_aed != null || a.service_charge_max_aed != null ? t('AED {range}/sq ft', { range: [a.service_charge_min_aed, a.service_charge_max_aed].filter((n) => n != null).map((n) => fmt.groupDigits(n!)).join(' - ') }) : null;
  const site = useSiteInfo();
  return (
    <article>
      <JsonLd data={place(site, a)} />
      <PageHero title={a.name} titleLang={fallbackLang(a, 'name')} subtitle={a.summary} subtitleLang={fallbackLang(a, 'summary')} image={a.hero_image} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Areas'), to: '/area' }, { label: a.name }]} />
      <Container className={page.main}>
        <FactList
          label={t('{name} in numbers', { name: a.name })}
          facts={[
            { label: t('Average price per sq ft'), value: fmt.price(a.avg_price_per_sqft_aed) },
            { label: t('Gross rental yield'), value: fmt.percent(a.rental_yield_pct) },
            { label: t('Service charges'), value: charges },
            { label: t('Projects on sale'), value: projects.length },
          ]}
        />
        <div className={styles.columns}>
          <div>
            <Html html={a.description} lang={fallbackLang(a, 'description')} />
          </div>
          <aside aria-label={t('{name} at a glance', { name: a.name })} className={styles.glance}>
            {a.good_for.length > 0 && (
              <div>
                <h2 className={cx(text.h3, styles.subhead)}>
                  {t('Good for')}
                </h2>
                <ul className={styles.bullets}>
                  {a.good_for.map((g) => (
                    <li key={g}>{g}</li>
                  ))}
                </ul>
              </div>
            )}
            {a.highlights.length > 0 && (
              <div>
                <h2 className={cx(text.h3, styles.subhead)}>
                  {t('Highlights')}
                </h2>
                <ul className={styles.bullets}>
                  {a.highlights.map((h) => (
                    <li key={h} {...fallbackLang(a, 'highlights')}>
                      {h}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {a.nearby.length > 0 && (
              <div>
                <h2 className={cx(text.h3, styles.subhead)}>
                  {t('Travel times')}
                </h2>
                <ul className={styles.times}>
                  {a.nearby.map((n) => (
                    <li key={n.name} className={styles.time}>
                      <span {...alwaysEnglish(lang)}>{n.name}</span>
                      <strong>{t('{n} min', { n: n.minutes })}</strong>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {amenities.length > 0 && (
              <div>
                <h2 className={cx(text.h3, styles.subhead)}>
                  {t('Amenities')}
                </h2>
                <p className={text.body}>{amenities.map((x) => x.name).join(', ')}</p>
              </div>
            )}
          </aside>
        </div>
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
          <p className={text.body}>{t('No project in {name} is on sale right now. Ask our team about resale options.', { name: a.name })}</p>
        )}
      </Section>
    </article>
  );
}
