import type { Media } from '../src/site-contract';
import { escapeHtml } from '../src/text';

/** What a shared link shows (Open Graph / Twitter card): the page's own picture and kind. */
export interface ShareInfo {
  image: Media | null;
  type: 'website' | 'article';
}

type AnyData = Record<string, any> | null | undefined;
const first = (...list: (Media | null | undefined)[]) => list.find((m) => m?.src) ?? null;

/** Picks the image that represents a route's page: the project's first photo, the area's hero, the article's cover... */
export function shareInfo(routeId: string, data: AnyData): ShareInfo {
  const d = data ?? {};
  switch (routeId) {
    case 'home':
      return { image: first(d.banners?.[0]?.image, d.featuredProjects?.[0]?.gallery?.[0]), type: 'website' };
    case 'projects':
    case 'projects-page':
      return { image: first(d.items?.[0]?.gallery?.[0]), type: 'website' };
    case 'project':
      return { image: first(d.project?.gallery?.[0]), type: 'website' };
    case 'areas':
      return { image: first(d.items?.[0]?.hero_image), type: 'website' };
    case 'area':
      return { image: first(d.area?.hero_image, d.area?.gallery?.[0]), type: 'website' };
    case 'developers':
      return { image: first(d.items?.[0]?.cover, d.items?.[0]?.logo), type: 'website' };
    case 'developer':
      return { image: first(d.developer?.cover, d.developer?.logo), type: 'website' };
    case 'guides':
      return { image: first(d.items?.[0]?.cover), type: 'website' };
    case 'guide':
      return { image: first(d.guide?.cover), type: 'article' };
    case 'blogs':
    case 'blogs-page':
      return { image: first(d.items?.[0]?.cover), type: 'website' };
    case 'blog':
      return { image: first(d.blog?.cover), type: 'article' };
    default:
      return { image: first(d.banners?.[0]?.image), type: 'website' };
  }
}

const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`);

/** The <meta> tags of Open Graph and the Twitter card, image absolute with its size. */
export function shareTags(opts: { title: string; description: string; url: string; siteName: string; origin: string; share: ShareInfo; locale?: string; alternateLocales?: string[] }): string {
  const { share } = opts;
  const tags: [string, string, string][] = [
    ['property', 'og:type', share.type],
    ['property', 'og:site_name', opts.siteName],
    ['property', 'og:title', opts.title],
    ['property', 'og:description', opts.description],
    ['property', 'og:url', opts.url],
    ['property', 'og:locale', opts.locale ?? 'en_US'],
    ...(opts.alternateLocales ?? []).map((l): [string, string, string] => ['property', 'og:locale:alternate', l]),
  ];
  if (share.image?.src) {
    tags.push(['property', 'og:image', absolute(opts.origin, share.image.src)]);
    if (share.image.type) tags.push(['property', 'og:image:type', share.image.type]);
    if (share.image.width) tags.push(['property', 'og:image:width', String(share.image.width)]);
    if (share.image.height) tags.push(['property', 'og:image:height', String(share.image.height)]);
    tags.push(['property', 'og:image:alt', share.image.title || opts.title]);
  }
  tags.push(
    ['name', 'twitter:card', share.image?.src ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', opts.title],
    ['name', 'twitter:description', opts.description],
  );
  if (share.image?.src) tags.push(['name', 'twitter:image', absolute(opts.origin, share.image.src)], ['name', 'twitter:image:alt', share.image.title || opts.title]);
  return tags.map(([k, name, content]) => `<meta ${k}="${name}" content="${escapeHtml(content)}">`).join('\n');
}
