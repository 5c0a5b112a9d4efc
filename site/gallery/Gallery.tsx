import { lazy, Suspense, useState } from 'react';
import type { Media } from '../../src/site-contract';
import { useI18n } from '../i18n/I18n';
import { Picture } from '../components/Picture';
import styles from './Gallery.module.css';
import { withCatalogue } from '../i18n/catalogue';

/** The viewer loads on the first open: pages that are only read never pay for it. */
const Lightbox = lazy(withCatalogue(() => import('./Lightbox')));

interface GalleryProps {
  items: Media[];
  /** What the images show, for alt texts and the viewer's title ("Marina Vista gallery"). */
  title: string;
  altFor(media: Media, index: number): string;
  columns?: { xs: number; md: number };
  testId?: string;
}

/** A grid of images; each is a button that opens the keyboard-usable viewer at that image. */
export function Gallery({ items, title, altFor, columns = { xs: 2, md: 3 }, testId }: GalleryProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul data-testid={testId} className={styles.grid} style={{ ['--cols' as string]: columns.xs, ['--cols-md' as string]: columns.md }}>
        {items.map((m, i) => (
          <li key={m.src + i}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('Open {image} (image {n} of {count}) in the image viewer', { image: altFor(m, i), n: i + 1, count: items.length })}
              className={styles.open}
            >
              <Picture media={m} alt="" sizes={`(max-width: 900px) ${Math.round(100 / columns.xs)}vw, ${Math.round(100 / columns.md)}vw`} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox items={items} index={open} title={title} altFor={altFor} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
