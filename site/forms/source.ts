import type { EnquirySource } from '../api/public';
import { isHttpUrl } from '../../src/text';

const UTM_KEY = 'enquiry_source';
const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

interface Remembered {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Where this visit came from: UTM parameters of the landing URL and the first external referrer,
 * remembered in sessionStorage for the visit so an enquiry sent three pages later still carries them.
 */
export function rememberVisitSource(search: string, referrer: string, ownOrigin: string): Remembered {
  const store = storage();
  let saved: Remembered = { utm_source: null, utm_medium: null, utm_campaign: null, referrer: null };
  try {
    saved = { ...saved, ...(JSON.parse(store?.getItem(UTM_KEY) ?? '{}') as Partial<Remembered>) };
  } catch {
    // a damaged entry is replaced below
  }
  const params = new URLSearchParams(search);
  const fromUrl = Object.fromEntries(UTM_FIELDS.map((f) => [f, params.get(f)?.slice(0, 200) || null])) as Pick<Remembered, (typeof UTM_FIELDS)[number]>;
  if (UTM_FIELDS.some((f) => fromUrl[f])) saved = { ...saved, ...fromUrl };
  // Only web pages count as a referrer (the server refuses other schemes, such as an app's android-app://).
  if (!saved.referrer && referrer.length <= 1000 && isHttpUrl(referrer) && !referrer.startsWith(ownOrigin)) saved.referrer = referrer;
  store?.setItem(UTM_KEY, JSON.stringify(saved));
  return saved;
}

export function enquirySource(projectId: number | null | undefined): EnquirySource {
  const remembered = rememberVisitSource(window.location.search, document.referrer, window.location.origin);
  return { source_path: window.location.pathname.slice(0, 500), project_id: projectId ?? null, ...remembered };
}
