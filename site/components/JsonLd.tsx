import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { toScriptJson, type SiteInfo } from '../jsonld';
import { LANGUAGE_INFO } from '../../src/i18n/languages';
import { useI18n } from '../i18n/I18n';

/**
 * schema.org data as <script type="application/ld+json">: data, never executed, so the nonce-based CSP needs
 * no exception and a cached page carries no nonce. Rendered with the page, so client navigation updates it.
 */
export function JsonLd({ data }: { data: unknown }) {
  const { lang } = useI18n();
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScriptJson(withLanguage(data, LANGUAGE_INFO[lang].hreflang)) }} />;
}

/** schema.org's creative works (a listing page, an article) say which language they are written in. */
const CREATIVE_WORKS = ['RealEstateListing', 'BlogPosting', 'NewsArticle', 'Article', 'WebPage'];
function withLanguage(data: unknown, inLanguage: string): unknown {
  const thing = data as { '@type'?: unknown } | null;
  return thing && typeof thing === 'object' && CREATIVE_WORKS.includes(String(thing['@type'])) ? { ...thing, inLanguage } : data;
}

/** Who publishes the site, for the structured data of every page. */
export function useSiteInfo(): SiteInfo {
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const s = layout?.settings;
  const { lang } = useI18n();
  return {
    origin: layout?.publicUrl ?? '',
    productName: layout?.productName ?? 'Oasis Invest',
    phone: s?.phone_primary,
    email: s?.email_primary,
    address: s?.address,
    sameAs: [s?.instagram_url, s?.facebook_url, s?.twitter_url, s?.linkedin_url],
    lang,
  };
}
