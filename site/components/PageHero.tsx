import type { ReactNode } from 'react';
import type { Banner, Media } from '../../src/site-contract';
import { Picture } from './Picture';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { Container } from './Container';
import { JsonLd, useSiteInfo } from './JsonLd';
import { breadcrumbs } from '../jsonld';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';
import type { LangAttributes } from '../i18n/fallback';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './PageHero.module.css';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  image?: Media | null;
  banner?: Banner | null;
  crumbs?: Crumb[];
  children?: ReactNode;
  /** lang/dir of the title and the subtitle when they are English on a translated page (site/i18n/fallback.ts). */
  titleLang?: LangAttributes;
  subtitleLang?: LangAttributes;
}

/** The top of every inner page: breadcrumbs, the h1 and its lead text, over the page's banner if any. */
export function PageHero({ title, subtitle, image, banner, crumbs, children, titleLang, subtitleLang }: PageHeroProps) {
  const media = image ?? banner?.image ?? null;
  const site = useSiteInfo();
  const { tx } = useI18n();
  const { pathname } = useLocation();
  // The last crumb is the page itself.
  const trail = crumbs?.map((c, i) => ({ name: tx(c.label), path: c.to ?? (i === crumbs.length - 1 ? pathname : '/') }));
  return (
    <header className={styles.hero}>
      {media && (
        <div className={styles.backdrop} aria-hidden="true">
          <Picture media={media} alt="" eager sizes="100vw" style={{ height: '100%', opacity: 0.35 }} />
        </div>
      )}
      <Container className={styles.inner}>
        {/* The last crumb is the page's title: English where the title is. */}
        {crumbs && <Breadcrumbs items={titleLang ? crumbs.map((c, i) => (i === crumbs.length - 1 ? { ...c, lang: titleLang } : c)) : crumbs} light />}
        {trail && <JsonLd data={breadcrumbs(site, trail)} />}
        <h1 className={cx(text.h1, styles.title)} {...titleLang}>
          {title}
        </h1>
        {subtitle && (
          <p className={cx(text.body, styles.subtitle)} {...subtitleLang}>
            {subtitle}
          </p>
        )}
        {children}
      </Container>
    </header>
  );
}
