import type { CSSProperties } from 'react';
import type { Media } from '../../src/api/public';

interface PictureProps {
  media: Media | null | undefined;
  alt: string;
  /** The hero: loaded at once with high priority; everything else waits until it nears the viewport. */
  eager?: boolean;
  sizes?: string;
  style?: CSSProperties;
  className?: string;
}

const srcSet = (list: { src: string; width: number }[]) => list.map((v) => `${v.src} ${v.width}w`).join(', ');

function placeholderStyle(placeholder: string | null | undefined): CSSProperties {
  if (!placeholder) return { backgroundColor: '#e7e3d8' };
  if (placeholder.startsWith('data:')) return { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' };
  return { backgroundColor: placeholder };
}

/** A media object as <picture>: AVIF and WebP sources from its variants, width/height set (no layout shift). */
export function Picture({ media, alt, eager, sizes = '(max-width: 600px) 100vw, 50vw', style, className }: PictureProps) {
  if (!media?.src) return <span aria-hidden="true" className={className} style={{ display: 'block', aspectRatio: '4 / 3', ...placeholderStyle(null), ...style }} />;
  const variants = media.variants ?? [];
  const avif = variants.filter((v) => v.format === 'avif');
  const webp = variants.filter((v) => v.format === 'webp');
  return (
    <picture>
      {avif.length > 0 && <source type="image/avif" srcSet={srcSet(avif)} sizes={sizes} />}
      {webp.length > 0 && <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />}
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
