import { useLayoutEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import type { Media } from '../../src/site-contract';
import { Picture } from '../components/Picture';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './Lightbox.module.css';

export interface LightboxProps {
  items: Media[];
  index: number;
  title: string;
  altFor(media: Media, index: number): string;
  onIndex(index: number): void;
  onClose(): void;
}

/**
 * The image viewer: a native modal <dialog> (the page behind inert, Escape and the backdrop close it, the focus
 * goes back to the image's button); left and right arrow keys, a sideways swipe and the two buttons move between images.
 */
export default function Lightbox({ items, index, title, altFor, onIndex, onClose }: LightboxProps) {
  const { tx } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const n = items.length;
  const media = items[index];
  const go = (step: number) => onIndex((index + step + n) % n);
  useLayoutEffect(() => {
    const el = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    el.showModal();
    // The dialog itself takes the focus (its name is read first; the arrow keys are not caught by a button).
    el.focus();
    // The page behind stays put while the viewer is open.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      el.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);
  // A sideways swipe on the image moves like the buttons do (more sideways than down, at least 40 px).
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const t = e.changedTouches[0];
    touchStart.current = { x: t.clientX, y: t.clientY };
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const t = e.changedTouches[0];
    if (!start || n < 2) return;
    const dx = t.clientX - start.x;
    if (Math.abs(dx) >= 40 && Math.abs(dx) > Math.abs(t.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'Tab') {
      // Chromium lets Tab leave a modal dialog for the browser's own controls: the viewer keeps it inside.
      const buttons = Array.from(dialog.current!.querySelectorAll('button'));
      const [first, last] = [buttons[0], buttons[buttons.length - 1]];
      const from = document.activeElement;
      const to = e.shiftKey ? (from === first || from === dialog.current ? last : null) : from === last ? first : null;
      if (to) {
        e.preventDefault();
        to.focus();
      }
    }
  };
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      tabIndex={-1}
      aria-modal="true"
      aria-labelledby="lightbox-title"
      aria-describedby="lightbox-caption"
      onKeyDown={onKeyDown}
      // Escape: the parent unmounts the viewer (its cleanup closes the dialog and gives the focus back).
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop reaches the dialog itself (its content fills it edge to edge).
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <h2 id="lightbox-title" className={styles.title}>
        {title}: image {index + 1} of {n}
      </h2>
      <button type="button" onClick={onClose} aria-label={tx('Close the image viewer')} className={styles.close}>
        <span aria-hidden="true">×</span>
      </button>
      <div className={styles.content}>
        <div onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} className={styles.image}>
          <Picture key={media.src} media={media} alt={altFor(media, index)} eager sizes="(max-width: 1200px) 100vw, 1200px" />
        </div>
        <p id="lightbox-caption" className={cx(text.body, text.muted, styles.caption)}>
          {media.title || altFor(media, index)}
          {n > 1 ? ' · Swipe, or use the left and right arrow keys, to move between images.' : ''}
        </p>
      </div>
      {n > 1 && (
        <div className={styles.actions}>
          <button type="button" onClick={() => go(-1)} className={styles.step}>
            Previous image
          </button>
          <button type="button" onClick={() => go(1)} className={styles.step}>
            Next image
          </button>
        </div>
      )}
    </dialog>
  );
}
