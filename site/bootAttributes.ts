/** Set by the server on the boot script's tag (site/entry-server.tsx), read by site/boot.ts. */
/** The React app's module (site/entry-client.tsx as built). */
export const APP_ATTRIBUTE = 'data-app';
/** The chunks to fetch with it, space-separated: its imports and the page's own code. */
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';

/** The events that mean the visitor has started using the page (boot starts the app, the app fetches its catalogue). */
export const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

declare global {
  interface Window {
    /** Set by site/boot.ts; site/entry-client.tsx calls it once React listens on the page (boot replays what it held). */
    oasisHydrating?: () => void;
    /** Set by site/entry-client.tsx once React listens on the page: from then on new events go to React itself. */
    oasisListening?: boolean;
    /** Set by site/boot.ts at the visitor's first touch, key or focus (site/entry-client.tsx may start after it). */
    oasisUsed?: boolean;
  }
}
