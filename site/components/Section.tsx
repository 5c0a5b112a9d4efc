import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Html } from './Html';
import { Container } from './Container';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './Section.module.css';

interface SectionProps {
  id: string;
  title: string;
  lead?: string | null;
  /** Lead as HTML from the page's content (sanitised on save). */
  leadHtml?: string | null;
  more?: { to: string; label: string };
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band of the page (landmark region) with an optional "see all" link. */
export function Section({ id, title, lead, leadHtml, more, tinted, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={cx(styles.section, tinted && styles.tinted)}>
      <Container>
        <div className={styles.head}>
          <div>
            <h2 className={text.h2} id={id}>
              {title}
            </h2>
            {lead && <p className={cx(text.body, text.muted, styles.lead)}>{lead}</p>}
            {leadHtml && <Html html={leadHtml} className={cx(text.muted, styles.lead)} />}
          </div>
          {more && (
            <Link to={more.to} className={styles.more}>
              {more.label}
            </Link>
          )}
        </div>
        {children}
      </Container>
    </section>
  );
}
