import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true, and stays true, once the element comes within `margin` of the viewport (by
 * scrolling, a fragment link or keyboard focus moving there). Without IntersectionObserver it is
 * true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, margin = '600px'): boolean {
  // (On the server there is no IntersectionObserver either; callers render nothing there until mounted.)
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
