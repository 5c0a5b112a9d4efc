import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../src/i18n/languages';
import { useI18n } from '../i18n/I18n';
import { holdWholeCatalogue, loadWithWholeCatalogue, wholeCatalogue } from '../i18n/catalogue';
import { editsBeforeApp, replayEdits, watchEdits, type Edits } from './edits';

/**
 * Islands (issue 41 item 3, decision 049): a part the server renders in full whose code the browser fetches only when
 * the visitor reaches it (`visible`) or first touches, clicks, focuses or types in it (`interaction`). Until then
 * React keeps the server's HTML (a dehydrated Suspense boundary: the part's code is not in the page's first load and
 * its hydration costs the main thread nothing). The page is complete without JavaScript: prices, tables, figures.
 */
export type IslandTrigger = ({ when: 'interaction' } | { when: 'visible'; rootMargin: string }) & {
  /** Hydrate at once (with the page) when the server's HTML may not be this address's, e.g. a static export's page. */
  now?: (props: never) => boolean;
};

type Load<P> = (lang: Language) => Promise<ComponentType<P>>;

interface IslandKind<P> {
  load: Load<P>;
  /** The server's: resolved before rendering (preloadIslands), so renderToString never meets a pending part. */
  resolved: Map<Language, ComponentType<P>>;
}

const kinds: IslandKind<any>[] = [];

/** Called by the server before each render (site/entry-server.tsx): loads every island's code and texts once per language. */
export async function preloadIslands(lang: Language): Promise<void> {
  await Promise.all(
    kinds.filter((k) => !k.resolved.has(lang)).map(async (k) => k.resolved.set(lang, await k.load(lang))),
  );
}

// Cleared by site/entry-client.tsx once the first page has hydrated: an island mounted later (an in-app navigation)
// has no server HTML to keep and loads at once.
let hydrating = typeof document !== 'undefined';
export const pageHydrated = (): void => {
  hydrating = false;
};

/** A touch, click, focus, key, hover, edit or send (site/boot.ts replays one held before the app ran) in an island: its code is wanted. */
const USE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover', 'input', 'change', 'click', 'submit'] as const;

interface Part {
  start: () => void;
  started: Promise<void>;
  edits: Edits;
  html: string | null;
}

/** One island on the page: its code waits for the trigger; edits made before it hydrated are replayed after. */
function instance<P extends object>(
  kind: IslandKind<P>,
  lang: Language,
  id: string,
): Part & { Lazy: ComponentType<P> } {
  let start!: () => void;
  const started = new Promise<void>((resolve) => (start = resolve));
  const edits: Edits = new Map();
  const box = () => document.querySelector<HTMLElement>(`[data-island="${CSS.escape(id)}"]`);
  // The server's HTML, shown again (inert) if React must render the part before its code is here.
  const html = hydrating ? (box()?.innerHTML ?? null) : null;
  if (!hydrating) start();
  const code = started.then(() => kind.load(lang));
  let ready: { default: ComponentType<P> } | null = null;
  const loaded = code.then(
    (Part) => (ready = { default: hydrated(Part, edits) }),
    // Its code could not be fetched (offline): the part stays as the server drew it, readable; the page works on.
    () => (ready = { default: () => <div dangerouslySetInnerHTML={{ __html: html ?? '' }} /> }),
  );
  const stopWaiting = loadWithWholeCatalogue(() => {
    start();
    return loaded;
  });
  void started.then(() => {
    stopWaiting();
    // A translated page's whole catalogue comes with the code (the part may show other words once used), but
    // arrives after it: a new catalogue re-renders the page, and React must then find this part's code here.
    holdWholeCatalogue(loaded);
    void wholeCatalogue()?.load();
  });
  // React first renders the part when it hydrates it, often after the page (or when a new catalogue reaches it): if
  // the code is here by then, React gets it in the same render (a thenable that answers at once), never suspends,
  // and hydrates the server's HTML instead of drawing the part anew (which would lose what the visitor typed).
  const Lazy = lazy((() => (ready ? { then: (resolve: (m: typeof ready) => void) => resolve(ready) } : loaded)) as () => Promise<{ default: ComponentType<P> }>);
  return { start, started, edits, html, Lazy };
}

/** The part once its code is here; its first effect runs when React has hydrated the server's HTML (the same elements). */
function hydrated<P extends object>(Part: ComponentType<P>, edits: Edits): ComponentType<P> {
  return function Hydrated(props: P) {
    // What the visitor typed, chose, clicked or sent before goes to React now.
    useEffect(() => replayEdits(edits), []);
    return <Part {...props} />;
  };
}

function Frozen({
  html,
  start,
  placeholder,
}: {
  html: string | null;
  start: () => void;
  placeholder?: ReactNode;
}) {
  // Shown only when React renders the part before its code has loaded: the code is wanted now.
  useEffect(start, [start]);
  return html === null ? (placeholder ?? null) : <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Makes a part an island: `load` gives its component in a language (code and texts fetched together); `placeholder`
 * shows while a part mounted by an in-app navigation loads.
 */
export function island<P extends object>(
  load: Load<P>,
  trigger: IslandTrigger,
  placeholder?: ReactNode,
): ComponentType<P> {
  const kind: IslandKind<P> = { load, resolved: new Map() };
  kinds.push(kind);
  return function Island(props: P) {
    const { lang } = useI18n();
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    const [part] = useState(() => {
      if (typeof document === 'undefined') return null;
      const made = instance(kind, lang, id);
      if (trigger.now?.(props as never)) made.start();
      return made;
    });
    useEffect(() => (part && box.current ? watch(box.current, part, trigger) : undefined), [part]);
    // A navigation is a transition: React holds it until every part it redraws is hydrated, and a part of the frame
    // (a menu, the consent banner) is redrawn by every navigation. Its code is wanted now, not at its trigger (else
    // the navigation would wait for a visitor's touch). Starting is idempotent, so it may happen during the render.
    const { key } = useLocation();
    const firstKey = useRef(key);
    if (part && key !== firstKey.current) part.start();
    const Server = kind.resolved.get(lang);
    const content = part ? <part.Lazy {...props} /> : Server ? <Server {...props} /> : null;
    return (
      <div data-island={id} ref={box}>
        <Suspense
          fallback={
            part ? <Frozen html={part.html} start={part.start} placeholder={placeholder} /> : placeholder
          }
        >
          {content}
        </Suspense>
      </div>
    );
  };
}

/**
 * Starts the island's code at its trigger; records edits until then. The listeners are the window's, in the capture
 * phase: React, listening at the root, stops an event aimed at a part it has not hydrated yet from going further.
 */
function watch(
  el: HTMLElement,
  part: Pick<Part, 'start' | 'started' | 'edits'>,
  trigger: IslandTrigger,
): () => void {
  const go = (e: Event) => e.target instanceof Node && el.contains(e.target) && part.start();
  const stopEdits = watchEdits(el, part.edits);
  if (editsBeforeApp(el, part.edits)) part.start();
  for (const type of USE_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
  let observer: IntersectionObserver | undefined;
  if (trigger.when === 'visible') {
    if (typeof IntersectionObserver === 'undefined') part.start();
    else {
      observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && part.start(),
        { rootMargin: trigger.rootMargin },
      );
      observer.observe(el);
    }
  }
  const stop = () => {
    observer?.disconnect();
    for (const type of USE_EVENTS) window.removeEventListener(type, go, { capture: true });
  };
  void part.started.then(stop);
  return () => {
    stop();
    stopEdits();
  };
}
