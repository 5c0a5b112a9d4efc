import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Area, BlogSummary, Counted, Developer, GuideSummary } from '../../src/site-contract';
import { Picture } from './Picture';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import card from './card.module.css';
import styles from './Cards.module.css';

/** A responsive grid of cards (a list for screen readers). */
export function CardGrid({ children, label, columns = 3 }: { children: ReactNode; label: string; columns?: number }) {
  return (
    <ul aria-label={label} className={styles.grid} style={columns === 3 ? undefined : { ['--cols' as string]: columns }}>
      {children}
    </ul>
  );
}

/**
 * `first`: the first card of a list page whose hero has no image: on a phone its image is the page's largest paint, so it
 * loads at once with high priority and is preloaded from <head> (Lighthouse's lcp-lazy-loaded), not when it nears the screen.
 */
export interface FirstCard {
  first?: boolean;
}

export function AreaCard({ area, first }: { area: Area & Partial<Counted> } & FirstCard) {
  const { t, fmt } = useI18n();
  return (
    <li>
      <Link to={`/area/${area.slug}`} className={card.card}>
        <div className={cx(styles.media, styles.landscape)}>
          <Picture media={area.hero_image ?? area.gallery?.[0]} alt="" eager={first} style={{ height: '100%' }} />
        </div>
        <div className={styles.body}>
          <h3 className={text.h3} {...fallbackLang(area, 'name')}>
            {area.name}
          </h3>
          {area.summary && (
            <p className={cx(text.body, text.muted)} {...fallbackLang(area, 'summary')}>
              {area.summary}
            </p>
          )}
          <p className={cx(text.body, styles.meta)}>
            {[area.avg_price_per_sqft_aed ? t('{price}/sq ft', { price: fmt.priceShort(area.avg_price_per_sqft_aed) ?? '' }) : null, area.rental_yield_pct ? t('{pct} yield', { pct: fmt.percent(area.rental_yield_pct) ?? '' }) : null, area.project_count != null ? t('{n} projects', { n: area.project_count }) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </Link>
    </li>
  );
}

export function DeveloperCard({ developer }: { developer: Developer & Partial<Counted> }) {
  const { t } = useI18n();
  return (
    <li>
      <Link to={`/developers/${developer.slug}`} className={cx(card.card, styles.developer)}>
        <div className={styles.logo}>
          {developer.logo ? (
            <Picture media={developer.logo} alt="" sizes="120px" />
          ) : (
            <p className={cx(text.body, styles.initials)} aria-hidden="true">
              {developer.name.slice(0, 2).toUpperCase()}
            </p>
          )}
        </div>
        <h3 className={text.h3}>{developer.name}</h3>
        {developer.summary && (
          <p className={cx(text.body, text.muted)} {...fallbackLang(developer, 'summary')}>
            {developer.summary}
          </p>
        )}
        <p className={cx(text.body, styles.meta, styles.foot)}>
          {[developer.founded_year ? t('Since {year}', { year: developer.founded_year }) : null, developer.project_count != null ? t('{n} projects on sale', { n: developer.project_count }) : null].filter(Boolean).join(' · ')}
        </p>
      </Link>
    </li>
  );
}

export function BlogCard({ blog, first }: { blog: BlogSummary } & FirstCard) {
  const { t, fmt } = useI18n();
  return (
    <li>
      <Link to={`/blogs/${blog.id}/detail`} className={card.card}>
        <div className={cx(styles.media, styles.wide)}>
          <Picture media={blog.cover} alt="" eager={first} style={{ height: '100%' }} />
        </div>
        <div className={styles.body}>
          <p className={cx(text.body, styles.kicker)}>
            {blog.category === 'news' ? t('News') : t('Blog')}
            {blog.published_at ? ` · ${fmt.longDate(blog.published_at)}` : ''}
          </p>
          <h3 className={text.h3} {...fallbackLang(blog, 'title')}>
            {blog.title}
          </h3>
          {blog.excerpt && (
            <p className={cx(text.body, text.muted)} {...fallbackLang(blog, 'excerpt')}>
              {blog.excerpt}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}

export function GuideCard({ guide, first }: { guide: GuideSummary } & FirstCard) {
  return (
    <li>
      <Link to={`/investment-guide/${guide.slug}`} className={card.card}>
        <div className={cx(styles.media, styles.wide)}>
          <Picture media={guide.cover} alt="" eager={first} style={{ height: '100%' }} />
        </div>
        <div className={styles.body}>
          <h3 className={text.h3} {...fallbackLang(guide, 'title')}>
            {guide.title}
          </h3>
          {guide.summary && (
            <p className={cx(text.body, text.muted)} {...fallbackLang(guide, 'summary')}>
              {guide.summary}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
