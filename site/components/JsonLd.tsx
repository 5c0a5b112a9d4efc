import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { toScriptJson, type SiteInfo } from '../jsonld';
import { LANGUAGE_INFO, type Language } from '../../src/i18n/languages';
import { fallbackLang } from '../i18n/fallback';
import { useI18n } from '../i18n/I18n';

/**
 * schema.org data as <script type="application/ld+json">: data, never executed, so the nonce-based CSP needs
 * no exception and a cached page carries no nonce. Rendered with the page, so client navigation updates it.
 * `text` names the record whose fields the data's texts come from, so `inLanguage` says the language they are
 * really in (English where the page's language has no translation; issue 23 item 9).
 */
export function JsonLd({ data, text }: { data: unknown; text?: { record: object; fields: readonly string[] } }) {
  const { lang } = useI18n();
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScriptJson(withLanguage(data, textLanguage(lang, text))) }} />;
}

/** The language of a record's texts on a page in `lang`: `lang`, English, or both when some fields fell back. */
export function textLanguage(lang: Language, text?: { record: object; fields: readonly string[] }): string | string[] {
  const own = LANGUAGE_INFO[lang].hreflang;
  if (!text || lang === 'en') return own;
  // (a local test for a value: src/schemas/translations.ts would bring yup into the first load)
  const given = text.fields.filter((f) => `${(text.record as Record<string, unknown>)[f] ?? ''}`.trim() !== '');
  const english = given.filter((f) => fallbackLang(text.record, f).lang);
  if (english.length === 0) return own;
  return english.length === given.length ? LANGUAGE_INFO.en.hreflang : [own, LANGUAGE_INFO.en.hreflang];
}

/** schema.org's creative works (a listing page, an article) say which language they are written in. */
const CREATIVE_WORKS = ['RealEstateListing', 'BlogPosting', 'NewsArticle', 'Article', 'WebPage'];
function withLanguage(data: unknown, inLanguage: string | string[]): unknown {
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
