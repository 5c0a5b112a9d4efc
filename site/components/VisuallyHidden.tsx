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

/** The same as an `sx` object, for the callers not yet on classes (decision 046's conversion; removed after it). */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
