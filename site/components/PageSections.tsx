import type { PageSection } from '../../src/site-contract';
import { Html } from './Html';
import { Picture } from './Picture';
import { Container } from './Container';
import type { LangAttributes } from '../i18n/fallback';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './PageSections.module.css';

/** One content section: heading, HTML body, an item grid, an image. */
export function PageSectionBlock({ section, index, tinted, lang }: { section: PageSection; index: number; tinted?: boolean; lang?: LangAttributes }) {
  const id = `section-${section.key || index}`;
  return (
    <section aria-labelledby={section.heading ? id : undefined} className={cx(styles.section, tinted && styles.tinted)} {...lang}>
      <Container>
        <div className={cx(styles.layout, section.image && styles.withImage)}>
          <div>
            {section.heading && (
              <h2 className={cx(text.h2, styles.heading)} id={id}>
                {section.heading}
              </h2>
            )}
            <Html html={section.body} />
          </div>
          {section.image && <Picture media={section.image} alt={section.image.title ?? section.heading ?? ''} style={{ borderRadius: 8 }} />}
        </div>
        {section.items && section.items.length > 0 && (
          <ul className={styles.items}>
            {section.items.map((item, j) => (
              <li key={j} className={styles.item}>
                {item.value && <p className={cx(text.body, styles.value)}>{item.value}</p>}
                <h3 className={cx(text.h3, styles.itemTitle)}>{item.title}</h3>
                {item.text && <p className={cx(text.body, text.muted)}>{item.text}</p>}
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

/** Renders a page's content sections generically, alternating the background. */
export function PageSections({ sections, exclude = [], lang }: { sections: PageSection[] | undefined; exclude?: string[]; lang?: LangAttributes }) {
  const list = (sections ?? []).filter((s) => !exclude.includes(s.key));
  if (list.length === 0) return null;
  return (
    <>
      {list.map((section, i) => (
        <PageSectionBlock key={section.key || i} section={section} index={i} tinted={i % 2 === 1} lang={lang} />
      ))}
    </>
  );
}
