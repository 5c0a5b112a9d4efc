import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx';
import styles from './Container.module.css';

/** The page's centred column (what MUI's Container was): `lg` for pages, `md` for reading widths. */
export function Container({ maxWidth = 'lg', className, ...rest }: { maxWidth?: 'sm' | 'md' | 'lg' } & HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cx(styles.container, styles[maxWidth], className)} />;
}
