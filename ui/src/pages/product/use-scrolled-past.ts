import { type RefObject, useEffect, useState } from 'react';

/** What the sticky header covers at the top of the viewport (tokens.css), when the sheet says nothing. */
const HEADER_FALLBACK_PX = 117;
/**
 * How far the watched area reaches below the viewport: everything under it counts as "not yet passed".
 * An observer reports only a change of intersecting, so a jump from below the viewport to above it (a
 * fling, a jump to the footer) would otherwise never be reported.
 */
const BELOW_PX = 100_000;

function headerHeight(): number {
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height'));
  return Number.isFinite(value) ? value : HEADER_FALLBACK_PX;
}

/**
 * Whether the element has scrolled up out of view, under the sticky header: false while it is on screen
 * or still below it. Always false on the server, on the first render and where the browser has no
 * IntersectionObserver, so whatever depends on it stays hidden there.
 */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: `-${headerHeight()}px 0px ${BELOW_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
