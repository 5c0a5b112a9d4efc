import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { toScriptJson, type SiteInfo } from '../jsonld';

/**
 * schema.org data as <script type="application/ld+json">: data, never executed, so the nonce-based CSP needs
 * no exception and a cached page carries no nonce. Rendered with the page, so client navigation updates it.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScriptJson(data) }} />;
}

/** Who publishes the site, for the structured data of every page. */
export function useSiteInfo(): SiteInfo {
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const s = layout?.settings;
  return {
    origin: layout?.publicUrl ?? '',
    productName: layout?.productName ?? 'Oasis Invest',
    phone: s?.phone_primary,
    email: s?.email_primary,
    address: s?.address,
    sameAs: [s?.instagram_url, s?.facebook_url, s?.twitter_url, s?.linkedin_url],
  };
}
