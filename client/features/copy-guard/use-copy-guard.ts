import { useEffect } from 'react';

const BLOCKED_KEYS = new Set(['c', 'x', 'u']);

/** Form fields keep working: visitors must be able to edit, copy and paste their own text. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'));
}

/** Blocks right-click, copy, cut and ctrl/cmd + C, X, U on page content, as the company asks. */
export function useCopyGuard(): void {
  useEffect(() => {
    const block = (event: Event) => {
      if (!isEditable(event.target)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && BLOCKED_KEYS.has(event.key.toLowerCase()) && !isEditable(event.target)) {
        event.preventDefault();
      }
    };
    document.addEventListener('contextmenu', block);
    document.addEventListener('copy', block);
    document.addEventListener('cut', block);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', block);
      document.removeEventListener('copy', block);
      document.removeEventListener('cut', block);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
