import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Marks the part of the page a toast must never cover: a form's actions. */
const TOAST_CLEAR_ATTRIBUTE = 'data-toast-clear';

/** The gap between the screen's edge (or the sticky header) and the toasts: 1rem. */
const GAP = 16;

interface Span {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
const overlaps = (a: Span, b: Span) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

/**
 * Puts the region at the foot of the screen, or just below the header when the foot would cover a
 * form's actions. Where a page has two forms and each spot covers one's actions, the form in use
 * (the one holding focus) keeps its actions clear.
 */
function place(region: HTMLElement) {
  const box = region.getBoundingClientRect();
  const header = document.querySelector('header');
  const headerBottom = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
  const viewport = window.innerHeight;
  const atFoot = { left: box.left, right: box.right, top: viewport - GAP - box.height, bottom: viewport - GAP };
  const atTop = { left: box.left, right: box.right, top: headerBottom + GAP, bottom: headerBottom + GAP + box.height };
  const inUse = document.activeElement?.closest('form');
  const actions = [...document.querySelectorAll(`[${TOAST_CLEAR_ATTRIBUTE}]`)].map((el) => ({
    box: el.getBoundingClientRect(),
    inUse: inUse?.contains(el) === true,
  }));
  const covers = (span: Span, onlyInUse = false) =>
    actions.some((action) => (!onlyInUse || action.inUse) && action.box.height > 0 && overlaps(span, action.box));
  const bothCover = covers(atFoot) && covers(atTop);
  const top = box.height > 0 && (bothCover ? covers(atFoot, true) && !covers(atTop, true) : covers(atFoot));
  region.dataset.placement = top ? 'top' : 'bottom';
  region.style.top = top ? `${Math.round(atTop.top)}px` : '';
}

/**
 * Where the toasts sit: at the foot of the screen, unless there they would cover a form's actions
 * (a visitor's second tap on Send Message would land on the toast), then just below the header.
 * Measured before paint whenever the toasts change, and again as the page scrolls or resizes.
 * It writes the region's placement straight to the DOM: a measurement, not React state.
 */
export function useToastPlacement(region: RefObject<HTMLElement | null>, toastCount: number) {
  // Before paint, so a toast never flashes over the button first; with none, nothing is measured
  // (measuring would lay the whole page out while it hydrates).
  useLayoutEffect(() => {
    if (toastCount > 0 && region.current) place(region.current);
  }, [region, toastCount]);

  useEffect(() => {
    if (toastCount === 0) return;
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => region.current && place(region.current));
    };
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [region, toastCount]);
}
