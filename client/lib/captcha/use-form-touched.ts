import { useCallback, useState, type RefCallback } from 'react';

/** What a visitor does when starting on a form: a field focused, something pressed, typed or filled in. */
const TOUCHES = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/** Whether `area` holds the element that has focus now. */
export const holdsFocus = (area: Element): boolean => {
  const active = document.activeElement;
  return active !== null && active !== document.body && area.contains(active);
};

/** The form `element` sits in (or, outside a form, its parent): where the visitor's first touch is heard. */
export const formAround = (element: Element): Element => element.closest('form') ?? element.parentElement ?? element;

/**
 * False until the visitor first touches the form that holds the element given the ref, then true
 * for good: the captcha's code (ALTCHA's widget is about 26 KB of script, evaluated at once) is
 * fetched only for a visitor who starts on the form, never with the page (decision 018).
 */
export function useFormTouched(): [boolean, RefCallback<HTMLElement>] {
  const [touched, setTouched] = useState(false);
  const watch = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const area = formAround(element);
    if (holdsFocus(area)) {
      setTouched(true);
      return;
    }
    const touch = () => setTouched(true);
    for (const type of TOUCHES) area.addEventListener(type, touch, { passive: true });
    return () => {
      for (const type of TOUCHES) area.removeEventListener(type, touch);
    };
  }, []);
  return [touched, watch];
}
