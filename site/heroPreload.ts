import { escapeHtml } from '../src/text';
import type { PictureSources } from './components/Picture';

/**
 * A <link rel="preload"> for the hero image, the same candidates its <picture> offers: the preload scanner then
 * starts the request with the HTML, before the inline critical CSS, instead of when it reaches the <img>.
 * The `type` makes a browser without AVIF skip it (it then finds the WebP source in the page as before).
 */
export function heroPreloadTag(hero: PictureSources | undefined): string {
  if (!hero) return '';
  const [type, srcset] = hero.avif ? ['image/avif', hero.avif] : hero.webp ? ['image/webp', hero.webp] : [null, null];
  if (!srcset) return `<link rel="preload" as="image" href="${escapeHtml(hero.src)}" fetchpriority="high">`;
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(hero.sizes)}" fetchpriority="high">`;
}
