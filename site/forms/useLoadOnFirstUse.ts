import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A form that shows its server-rendered (or light) shell and loads its full code on the visitor's first touch,
 * focus or submit. Once the code has arrived, `readHandoff` takes what was done in the shell meanwhile (typed
 * values, focused field, a pending submit) and the caller swaps the full form in with it.
 */
export function useLoadOnFirstUse<Module, Handoff>(load: () => Promise<Module>, readHandoff: (form: HTMLFormElement | null, autoSubmit: boolean) => Handoff) {
  const [wish, setWish] = useState<{ autoSubmit: boolean } | null>(null);
  const [loaded, setLoaded] = useState<{ module: Module; handoff: Handoff } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const read = useRef(readHandoff);
  read.current = readHandoff;
  const want = useCallback((autoSubmit: boolean) => setWish((w) => (w?.autoSubmit ? w : { autoSubmit })), []);

  useEffect(() => {
    if (!wish || loaded) return;
    let live = true;
    load().then(
      (module) => {
        if (!live) return;
        const form = box.current?.querySelector('form') ?? null;
        // Read the shell and swap in one task: a key pressed in between would land in the shell and be lost.
        flushSync(() => setLoaded({ module, handoff: read.current(form, wish.autoSubmit) }));
      },
      () => live && setWish(null), // offline: the next focus or submit tries again
    );
    return () => {
      live = false;
    };
  }, [wish, loaded, load]);

  // Once the page is idle and the form is on screen, the code is fetched anyway: the swap from shell to full
  // form then happens before the visitor types, not while they do (a key pressed during the swap is lost on a
  // slow phone). Idle first, so the page's own start-up is not slowed.
  useEffect(() => {
    if (loaded || wish || typeof window === 'undefined' || !box.current || !('IntersectionObserver' in window)) return;
    let idle: ReturnType<typeof setTimeout> | number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const start = () => want(false);
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 3000);
    });
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function' && typeof idle === 'number') window.cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [loaded, wish, want]);

  // A finger or a mouse button going down starts the download a moment before the focus that follows it.
  const onPointerDown = loaded ? undefined : () => want(false);
  return { box, loaded, want, onPointerDown };
}

/** The shell's field that has focus, by the part of its id after `prefix` (for instance "name" in "mortgage-name"). */
export function focusedFieldSuffix(form: HTMLFormElement | null, prefix: string): string | undefined {
  const active = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  return active && form?.contains(active) && active.id.startsWith(prefix) ? active.id.slice(prefix.length) : undefined;
}

/**
 * What a full form takes over from its shell, once, in the commit that swaps it in: a pending submit is sent, or the
 * field the visitor was in gets the focus back. A layout effect and the element's own focus(), not react-hook-form's
 * setFocus (it focuses in a later task): a key pressed in between on a slow phone went to the page and its character
 * was lost (the Russian hot-lead journey kept 911234567 of 9161234567; decision 003).
 */
export function useTakeOver<Field extends string>(handoff: { autoSubmit: boolean; focusField?: Field }, fieldId: (field: Field) => string, submit: () => void): void {
  const taken = useRef(false);
  useLayoutEffect(() => {
    if (taken.current) return;
    taken.current = true;
    if (handoff.autoSubmit) submit();
    else if (handoff.focusField) document.getElementById(fieldId(handoff.focusField))?.focus();
  });
}
