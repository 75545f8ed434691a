/**
 * Whether an element has come near the viewport (within `margin` of it), once: work for a part of
 * a page below the fold waits until the reader scrolls towards it, so a page's first load spends
 * its main thread on what is seen. Stays true after the first time. Where IntersectionObserver is
 * missing (an old browser, jsdom), the element counts as near at once.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, margin = '300px 0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
