/**
 * The activity record in the browser (issue 24 with issue 28 item 1), loaded only once the visitor has accepted
 * analytics: events queue here and leave in batches with navigator.sendBeacon (when the page is hidden or left,
 * when the queue fills, or a few seconds after the first event), to POST /api/activity.
 */
import { mayI, visitorToken } from '../../src/consent';
import { ACTIVITY_BATCH_MAX, type ActivityKind } from '../../src/schemas/activity';
import type { Language } from '../../src/i18n/languages';

export interface ActivityInput {
  kind: Exclude<ActivityKind, 'return_visit'>;
  project_id?: number | null;
  value?: number | null;
  lang?: Language | null;
}

const FLUSH_AFTER_MS = 5000;
const queue: Array<ActivityInput & { t: number }> = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Sends what is queued, in batches the server accepts; drops it when consent has gone meanwhile. */
export function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!queue.length) return;
  const token = mayI('analytics') ? visitorToken() : null;
  if (!token) {
    queue.length = 0;
    return;
  }
  while (queue.length) {
    const now = Date.now();
    const events = queue.splice(0, ACTIVITY_BATCH_MAX).map(({ t, ...e }) => ({ ...e, ago_ms: Math.min(Math.max(0, now - t), 86_400_000) }));
    navigator.sendBeacon('/api/activity', new Blob([JSON.stringify({ events })], { type: 'application/json' }));
  }
}

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
}

/** Queues one event (nothing without analytics consent). */
export function record(event: ActivityInput): void {
  if (!mayI('analytics')) return;
  listen();
  queue.push({ ...event, t: Date.now() });
  if (queue.length >= ACTIVITY_BATCH_MAX) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

/**
 * A project page view, with the seconds it was visible: recorded when the visitor leaves it (another page, or
 * the tab hidden or closed). Returns the function that ends the view.
 */
export function watchProjectView(projectId: number, lang: Language): () => void {
  const started = Date.now();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', end);
    record({ kind: 'project_view', project_id: projectId, value: Math.min(86_400, Math.round((Date.now() - started) / 1000)), lang });
  };
  const onHidden = () => document.visibilityState === 'hidden' && end();
  // Before the recorder's own listeners flush: this view joins the batch that leaves with the page.
  document.addEventListener('visibilitychange', onHidden, { capture: true });
  window.addEventListener('pagehide', end, { capture: true });
  listen();
  return end;
}
