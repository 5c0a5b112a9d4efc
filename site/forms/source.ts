
import { CONSENTED_STORAGE, mayI } from '../../src/consent';

const UTM_KEY = CONSENTED_STORAGE.marketing.sessionStorage[0];

declare global {
  interface Window {
    /** The visit's source, held in memory only until the visitor accepts marketing (then it is stored). */
    oasisVisitSource?: Remembered;
  }
}
const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface Remembered {
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
 * Where this visit came from (site/boot.ts records it as the page starts, before the app loads): UTM parameters of the landing URL and the first external referrer,
 * remembered in sessionStorage for the visit so an enquiry sent three pages later still carries them.
 */
export function rememberVisitSource(search: string, referrer: string, ownOrigin: string): Remembered {
  // A marketing category (issue 24): without that consent the source is kept in this page's memory only.
  const store = mayI('marketing') ? storage() : null;
  let saved: Remembered = { utm_source: null, utm_medium: null, utm_campaign: null, referrer: null, ...window.oasisVisitSource };
  try {
    saved = { ...saved, ...(JSON.parse(store?.getItem(UTM_KEY) ?? '{}') as Partial<Remembered>) };
  } catch {
    // a damaged entry is replaced below
  }
  const params = new URLSearchParams(search);
  const fromUrl = Object.fromEntries(UTM_FIELDS.map((f) => [f, params.get(f)?.slice(0, 200) || null])) as Pick<Remembered, (typeof UTM_FIELDS)[number]>;
  if (UTM_FIELDS.some((f) => fromUrl[f])) saved = { ...saved, ...fromUrl };
  // The first referrer from another site (an app's android-app:// or the like is left out when sending: enquirySource).
  if (!saved.referrer && referrer && referrer.length <= 1000 && !referrer.startsWith(ownOrigin)) saved.referrer = referrer;
  window.oasisVisitSource = saved;
  store?.setItem(UTM_KEY, JSON.stringify(saved));
  return saved;
}
