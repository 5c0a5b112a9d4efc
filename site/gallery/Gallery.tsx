import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import type { Media } from '../../src/site-contract';
import { useI18n } from '../i18n/I18n';
import { Picture } from '../components/Picture';

/** MUI Dialog and the viewer load on the first open: pages that are only read never pay for them. */
const Lightbox = lazy(() => import('./Lightbox'));

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
      <Box
        component="ul"
        data-testid={testId}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: `repeat(${columns.xs}, 1fr)`, md: `repeat(${columns.md}, 1fr)` } }}
      >
        {items.map((m, i) => (
          <li key={m.src + i}>
            <Box
              component="button"
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('Open {image} (image {n} of {count}) in the image viewer', { image: altFor(m, i), n: i + 1, count: items.length })}
              sx={{
                display: 'block',
                width: '100%',
                p: 0,
                border: 0,
                borderRadius: 2,
                overflow: 'hidden',
                cursor: 'zoom-in',
                bgcolor: 'transparent',
                '&:focus-visible': { outline: '3px solid #1d4f91', outlineOffset: 3 },
              }}
            >
              <Picture media={m} alt="" sizes={`(max-width: 900px) ${Math.round(100 / columns.xs)}vw, ${Math.round(100 / columns.md)}vw`} />
            </Box>
          </li>
        ))}
      </Box>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox items={items} index={open} title={title} altFor={altFor} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
