/**
 * What a visitor types into an island before React has hydrated it (its code is fetched at the first touch or focus,
 * so a fast typist can be ahead of it). React keeps the typed value on screen but not in its state; once hydrated,
 * each edited field is handed to React as a fresh edit, so the figures follow what is shown.
 */
export type Edits = Map<HTMLElement, string | boolean | typeof CLICKED | Submitted>;

/** A button or link clicked before hydration: React drops that click, so it is held and clicked again after. */
const CLICKED = Symbol('clicked');
/** A form sent before hydration (also one site/boot.ts held before the app ran): held and sent again after. */
type Submitted = { submitter: HTMLElement | null };
/** What does its work through the part's code: buttons, and links within the page; a link to another page works as it is. */
const CLICKABLE = 'button, a[href^="#"], [role="button"], summary';

const replayed = new WeakSet<Edits>();

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
const isToggle = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** Records the fields edited inside `box` until the edits are replayed (on the window: see site/islands/island.tsx). */
export function watchEdits(box: HTMLElement, edits: Edits): () => void {
  const record = (e: Event) => {
    if (replayed.has(edits) || !isField(e.target) || !box.contains(e.target)) return;
    edits.set(e.target, isToggle(e.target) ? e.target.checked : e.target.value);
  };
  const hold = (e: Event) => {
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>(CLICKABLE) : null;
    if (replayed.has(edits) || !target || !box.contains(target)) return;
    // Its own action (following a link, sending a form) happens once, when it is clicked again for React.
    e.preventDefault();
    edits.delete(target);
    edits.set(target, CLICKED);
  };
  const holdSubmit = (e: Event) => {
    const form = e.target;
    if (replayed.has(edits) || !(form instanceof HTMLFormElement) || !box.contains(form)) return;
    e.preventDefault();
    edits.delete(form);
    edits.set(form, { submitter: (e as SubmitEvent).submitter ?? null });
  };
  window.addEventListener('input', record, true);
  window.addEventListener('change', record, true);
  window.addEventListener('click', hold, true);
  window.addEventListener('submit', holdSubmit, true);
  return () => {
    window.removeEventListener('input', record, true);
    window.removeEventListener('change', record, true);
    window.removeEventListener('click', hold, true);
    window.removeEventListener('submit', holdSubmit, true);
  };
}

/**
 * Fields the visitor changed before the app was even running (the page is usable from its HTML): their value differs
 * from the server's. Recorded like later edits; true when there is one, or the visitor is in the part now.
 */
export function editsBeforeApp(box: HTMLElement, edits: Edits): boolean {
  for (const el of box.querySelectorAll<Field>('input, select, textarea')) {
    if (isToggle(el)) {
      if (el.checked !== el.defaultChecked) edits.set(el, el.checked);
    } else if (el instanceof HTMLSelectElement) {
      if ([...el.options].some((o) => o.selected !== o.defaultSelected)) edits.set(el, el.value);
    } else if (el.value !== el.defaultValue) edits.set(el, el.value);
  }
  return edits.size > 0 || (document.activeElement !== null && box.contains(document.activeElement));
}

// The element's own prototype setters: React watches a field through an instance property, these go around it.
const nativeSetter = (el: Field, prop: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), prop)?.set;

/**
 * Hands each edit to React as the browser would: React compares a field's value with the one it last saw, so the
 * field is first set (through React) to what React rendered, then (around React) to what the visitor typed, and
 * the event React listens for is sent.
 */
export function replayEdits(edits: Edits): void {
  if (replayed.has(edits)) return;
  replayed.add(edits);
  for (const [el, typed] of edits) {
    if (!el.isConnected) continue;
    if (typed === CLICKED) el.click();
    else if (typeof typed === 'object') {
      const { submitter } = typed;
      if (el instanceof HTMLFormElement) el.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined);
    } else if (!isField(el)) continue;
    else if (isToggle(el)) {
      if (el.checked !== typed) continue; // React's render already matches (or the visitor toggled it back)
      el.checked = !typed;
      el.click(); // back to what the visitor chose; React's change handler runs
    } else {
      const rendered = el instanceof HTMLSelectElement ? null : el.defaultValue;
      if (rendered !== null) el.value = rendered;
      nativeSetter(el, 'value')?.call(el, String(typed));
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  edits.clear();
}
