/**
 * The public pages' only script at load. The page arrives server-rendered and readable, and its links work
 * without script; the site's React code (about 140 KiB) is fetched once the page has loaded and painted (so on
 * a slow phone it does not compete with the hero image, the page's largest paint), or at the visitor's first
 * touch, key or focus if that comes sooner. A tap on a button, or a form sent, before React has taken over is
 * held and replayed once it has: nothing a visitor does in that moment is lost, and no form is sent natively
 * (the enquiry shell would otherwise put what was typed in the address bar).
 */
import { APP_ATTRIBUTE, APP_PRELOADS_ATTRIBUTE, FIRST_USE } from './bootAttributes';
import { rememberVisitSource } from './forms/source';
import { CONSENT_ASK_ATTRIBUTE, consentNeeded } from '../src/consent';

type Held = { click: HTMLElement } | { form: HTMLFormElement; submitter: HTMLElement | null };

const held: Held[] = [];
let started = false;

function holdClick(e: MouseEvent) {
  // A link within the page inside an island (site/islands: the calculator's "send this scenario with my enquiry")
  // does its work through the island's code; other links, summaries and fields work natively; a submit button's
  // click becomes a submit event (held below).
  const button = (e.target as Element | null)?.closest?.('button, [data-island] a[href^="#"]') as HTMLButtonElement | HTMLAnchorElement | null;
  if (!button || (button instanceof HTMLButtonElement && (button.disabled || (button.type === 'submit' && button.form)))) return;
  // Once React listens it handles new events itself (hydrating what they touch first); holding one as well would run
  // it twice (a keyboard Enter opens a menu, the held click replayed after would close it). An island waits for its
  // own code, so a click in one is held until the page is committed: the island holds it from then on.
  if (window.oasisListening && !button.closest('[data-island]')) return;
  e.preventDefault();
  held.push({ click: button });
  start();
}

function holdSubmit(e: SubmitEvent) {
  if (window.oasisListening) return;
  e.preventDefault();
  held.push({ form: e.target as HTMLFormElement, submitter: (e.submitter as HTMLElement | null) ?? null });
  start();
}

/** The first touch, key or focus starts the app (if the page's load has not already) and is remembered for it. */
function firstUse() {
  window.oasisUsed = true;
  onFirstUse(false);
  start();
}

function onFirstUse(on: boolean) {
  for (const type of FIRST_USE) window[on ? 'addEventListener' : 'removeEventListener'](type, firstUse, { capture: true, passive: true } as AddEventListenerOptions);
}

/** Taps on buttons and forms sent are held until the app has committed the page. */
function hold(on: boolean) {
  const method = on ? 'addEventListener' : 'removeEventListener';
  document[method]('click', holdClick as EventListener, true);
  document[method]('submit', holdSubmit as EventListener, true);
}

function start() {
  if (started) return;
  started = true;
  const tag = document.querySelector(`script[${APP_ATTRIBUTE}]`);
  const app = tag?.getAttribute(APP_ATTRIBUTE);
  if (!app) return;
  // The app's chunks (and the page's own) are asked for at once, not one import after another.
  for (const href of (tag?.getAttribute(APP_PRELOADS_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  window.oasisHydrating = replay;
  import(/* @vite-ignore */ app).catch(() => {
    // Offline or a failed download: the next touch tries again (a browser that remembers the failed module needs a
    // reload); what was held stays held, so nothing is sent natively.
    started = false;
    onFirstUse(true);
  });
}

function replay() {
  window.oasisHydrating = undefined;
  hold(false);
  for (const h of held.splice(0)) {
    if ('click' in h) h.click.click();
    else if (h.form.isConnected) h.form.requestSubmit(h.submitter instanceof HTMLButtonElement || h.submitter instanceof HTMLInputElement ? h.submitter : undefined);
  }
}

/** After the load event and the next paint: the hero image has been drawn before the script is asked for. */
function afterLoad() {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start, 50));
  requestAnimationFrame(() => setTimeout(idle, 0));
}

// The landing page's UTM parameters and referrer are remembered for the visit (sent with an enquiry), at once:
// a visitor may follow a link before the app has loaded.
rememberVisitSource(window.location.search, document.referrer, window.location.origin);
// The consent banner (server-rendered, hidden) shows now on a first visit; its buttons' taps are held like any other.
if (consentNeeded()) document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, '');
hold(true);
onFirstUse(true);
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
