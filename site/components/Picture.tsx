import { createContext, useContext, type CSSProperties } from 'react';
import type { Media } from '../../src/site-contract';

interface PictureProps {
  media: Media | null | undefined;
  alt: string;
  /** The hero: loaded at once with high priority; everything else waits until it nears the viewport. */
  eager?: boolean;
  sizes?: string;
  style?: CSSProperties;
  className?: string;
}

/** What a <picture> offers the browser: a srcset per modern format (null when the media has none) and the fallback. */
export interface PictureSources {
  avif: string | null;
  webp: string | null;
  src: string;
  sizes: string;
}

const DEFAULT_SIZES = '(max-width: 600px) 100vw, 50vw';

const srcSet = (list: { src: string; width: number }[]) => (list.length ? list.map((v) => `${v.src} ${v.width}w`).join(', ') : null);

/** The one place a media object's variants become srcsets: used by <Picture> and by the server's hero preload. */
export function pictureSources(media: Media, sizes = DEFAULT_SIZES): PictureSources {
  const variants = media.variants ?? [];
  return {
    avif: srcSet(variants.filter((v) => v.format === 'avif')),
    webp: srcSet(variants.filter((v) => v.format === 'webp')),
    src: media.src,
    sizes,
  };
}

/**
 * Filled on the server while rendering: the first eager <Picture> (the page's hero, its LCP image) records its sources
 * so entry-server can preload them from <head>. Null in the browser.
 */
export const HeroImageCollector = createContext<PictureSources[] | null>(null);

function placeholderStyle(placeholder: string | null | undefined): CSSProperties {
  if (!placeholder) return { backgroundColor: '#e7e3d8' };
  if (placeholder.startsWith('data:')) return { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' };
  return { backgroundColor: placeholder };
}

/** A media object as <picture>: AVIF and WebP sources from its variants, width/height set (no layout shift). */
export function Picture({ media, alt, eager, sizes = DEFAULT_SIZES, style, className }: PictureProps) {
  const heroes = useContext(HeroImageCollector);
  if (!media?.src) return <span aria-hidden="true" className={className} style={{ display: 'block', aspectRatio: '4 / 3', ...placeholderStyle(null), ...style }} />;
  const sources = pictureSources(media, sizes);
  if (eager && heroes && heroes.length === 0) heroes.push(sources);
  return (
    <picture>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        src={media.src}
        alt={alt}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? 'sync' : 'async'}
        className={className}
        style={{ display: 'block', width: '100%', height: 'auto', objectFit: 'cover', ...placeholderStyle(media.placeholder), ...style }}
      />
    </picture>
  );
}
