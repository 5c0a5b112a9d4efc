import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18n';
import styles from './FilterSheet.module.css';

/**
 * The project filters on a phone (issue 39 item 7): one button ("Filters · 2") opens a bottom sheet holding the whole
 * form, with its "Show N projects" button kept in view at the sheet's foot; wider screens show the form in place.
 * Without the script the button is a link to the sheet (`:target` opens it) and the close link goes back to the
 * results, so a phone without JavaScript can still filter. With the script: a modal dialog, Escape and the backdrop
 * close it, the page behind does not scroll, the focus goes into the sheet and back to the button. The rest of the
 * page is `inert` while it is open (the platform's own trap: Tab and a screen reader stay in the sheet, no script
 * of ours watching keys), as a native modal <dialog> makes it.
 */
/** Makes every element outside `kept` inert (each ancestor's other children, up to the body); returns the undo. */
function inertOutside(kept: Element[]): () => void {
  const made: Element[] = [];
  for (let el: Element = kept[0]; el.parentElement && el !== document.body; el = el.parentElement)
    for (const other of Array.from(el.parentElement.children))
      if (other !== el && !kept.includes(other) && !other.hasAttribute('inert')) {
        other.setAttribute('inert', '');
        made.push(other);
      }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

export function FilterSheet({ activeCount, children }: { activeCount: number; children: (close: () => void) => ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    // Opened by the link before the script loaded (`:target`): leave the sheet's address so the CSS lets it go.
    if (window.location.hash === '#project-filters') window.location.hash = 'project-results';
  };
  useEffect(() => {
    if (!open || !sheet.current) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const release = inertOutside([sheet.current, ...(backdrop.current ? [backdrop.current] : [])]);
    sheet.current.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      release();
      // Back to the button once it is no longer inert ("Show" then moves the focus on to the results).
      opener.current?.focus({ preventScroll: true });
    };
  }, [open]);
  const label = activeCount ? t('Filters · {n}', { n: activeCount }) : t('Filters');
  return (
    <>
      <a
        ref={opener}
        href="#project-filters"
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="filters-open"
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        className={styles.opener}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 5h18v2H3V5Zm4 6h10v2H7v-2Zm3 6h4v2h-4v-2Z" />
        </svg>
        {label}
      </a>
      {open && <div ref={backdrop} aria-hidden="true" onClick={close} className={styles.backdrop} />}
      <div
        id="project-filters"
        ref={sheet}
        data-open={open ? 'true' : undefined}
        data-testid="filter-sheet"
        tabIndex={-1}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
        className={styles.sheet}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('Filters')}
          </h2>
          <a
            href="#project-results"
            role="button"
            aria-label={t('Close filters')}
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
            className={styles.close}
          >
            <span aria-hidden="true">×</span>
          </a>
        </div>
        {children(close)}
      </div>
    </>
  );
}
