import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../styles/cx';
import styles from './VisuallyHidden.module.css';

/** The class for anything read by screen readers and not shown. */
export const visuallyHidden = styles.hidden;

/** Read by screen readers, not shown: keeps the heading outline whole where the design has no visible heading. */
export function VisuallyHiddenHeading({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 {...rest} className={cx(styles.hidden, className)} />;
}

/** Text for screen readers only, e.g. "(opens in a new tab)" after a link's visible name. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}

