import type { PayloadAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';

/**
 * Wires a <details> element to Redux state: it opens without JavaScript (native summary), and
 * after hydration Esc or a click outside closes it and focus goes back to its summary. The DOM's
 * own `open` is read and written directly, because the native toggle event that syncs the state
 * arrives a task later than a fast second key press or click.
 */
export function useDisclosure(
  selectOpen: (state: RootState) => boolean,
  toggled: (open: boolean) => PayloadAction<boolean | undefined>,
) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpen);
  const setOpen = useCallback((next: boolean) => dispatch(toggled(next)), [dispatch, toggled]);
  const ref = useRef<HTMLDetailsElement>(null);

  const close = useCallback(() => {
    if (ref.current?.open) ref.current.open = false;
    setOpen(false);
  }, [setOpen]);

  const onToggle = useCallback(
    (event: SyntheticEvent<HTMLDetailsElement>) => {
      if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
    },
    [open, setOpen],
  );

  /** Closes and puts focus back on the summary: Esc, or a tap on the menu's scrim. */
  const closeAndFocus = useCallback(() => {
    close();
    ref.current?.querySelector('summary')?.focus();
  }, [close]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDetailsElement>) => {
      if (event.key !== 'Escape' || !event.currentTarget.open) return;
      event.stopPropagation();
      closeAndFocus();
    },
    [closeAndFocus],
  );

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current?.open && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [close]);

  return { open, ref, onToggle, onKeyDown, closeAndFocus };
}
