import { useEffect, useRef, useState } from 'react';

/**
 * Whether a box has come within `rootMargin` of the viewport (once true, it stays true): what lazily loaded
 * blocks (the map, the returns calculator, the Golden Visa check) wait for before fetching their code.
 * Without IntersectionObserver the box counts as near at once.
 */
export function useNearScreen<T extends Element = HTMLDivElement>(rootMargin: string) {
  const box = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !box.current) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [box, near] as const;
}
