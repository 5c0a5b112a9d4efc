import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ScrollTable.module.css';

/**
 * A wide table in its own sideways-scrolling region, so the page itself never scrolls sideways on a phone.
 * Keyboard users reach it with Tab and scroll it with the arrow keys; a "swipe" hint shows while it is wider
 * than its box.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Measured in the observer's first callback (it fires once on observe, after layout), not right after
    // hydration: reading scrollWidth there forced a synchronous layout of the whole page (Lighthouse "forced reflow").
    const observer = new ResizeObserver(() => setWider(el.scrollWidth > el.clientWidth + 1));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { t } = useI18n();
  // Looked up on the server too, although shown only in the browser: a translated page carries the words its server
  // render looked up (decision 048), so this one is there when the hint appears, without the whole catalogue.
  const hint = t('Swipe sideways to see every column.');
  const hintId = `${useId()}hint`;
  return (
    <>
      {wider && (
        <p id={hintId} className={cx(text.body, styles.hint)}>
          <span aria-hidden="true">↔ </span>
          {hint}
        </p>
      )}
      <div ref={box} role="region" aria-label={label} aria-describedby={wider ? hintId : undefined} tabIndex={0} className={styles.scroll}>
        {children}
      </div>
    </>
  );
}
