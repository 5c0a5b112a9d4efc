import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../styles/cx';
import styles from './HeaderMenu.module.css';

/**
 * A header menu without script of its own (language, currency): a <details> whose summary is a 44 px button and
 * whose panel opens below it, aligned to the reading end. Escape closes it. Works before the app loads.
 */
export function HeaderMenu({ summary, children, testId, className, panelClassName }: {
  summary: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
  panelClassName?: string;
}) {
  return (
    <details
      data-testid={testId}
      className={cx(styles.menu, className)}
      onKeyDown={(e: KeyboardEvent<HTMLDetailsElement>) => {
        if (e.key === 'Escape') e.currentTarget.open = false;
      }}
    >
      <summary className={styles.summary}>{summary}</summary>
      <div className={cx(styles.panel, panelClassName)}>{children}</div>
    </details>
  );
}

/** The list of a header menu's choices. */
export const menuListClass = styles.list;

/** One choice of a header menu: a 44 px link row, the current one in bold. */
export const menuItemClass = (current: boolean) => cx(styles.item, current && styles.current);
