import { useCallback, useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

/**
 * Wires a <details> element to Redux state: it opens without JavaScript (native summary), and
 * after hydration Esc or a click outside closes it and focus goes back to its summary.
 */
export function useDisclosure(open: boolean, setOpen: (open: boolean) => void) {
  const ref = useRef<HTMLDetailsElement>(null);

  const onToggle = useCallback(
    (event: SyntheticEvent<HTMLDetailsElement>) => {
      if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
    },
    [open, setOpen],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDetailsElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      ref.current?.querySelector('summary')?.focus();
    },
    [open, setOpen],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  return { ref, onToggle, onKeyDown };
}
