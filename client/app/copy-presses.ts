import { useEffect } from 'react';

/*
 * A copy button (`CopyButton`) has no handler of its own: one listener on the document copies for
 * every button marked `data-copy`, so that one in a part kept as the server drew it (kept-part.tsx)
 * works with none of its part's code. The button carries its own words for what happened.
 */

/** Marks a copy button; its value is the word it says once it has copied. */
export const COPY_ATTRIBUTE = 'data-copy';
/** On a copy button: the word it says where the clipboard refused and the text is selected instead. */
export const COPY_FAILED_ATTRIBUTE = 'data-copy-failed';

/** How long a copy button says what happened before it says its own word again. */
const SAID_MS = 2000;

/**
 * The text beside the button selected, and copied the older way: where the clipboard refuses a
 * page (no focus, an older browser), the selection is still there for the visitor's own copy.
 */
function selectAndCopy(code: Element): boolean {
  const selection = window.getSelection();
  if (!selection) return false;
  selection.selectAllChildren(code);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** Each button's one timer: a second press restarts the moment rather than ending it early. */
const sayingUntil = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/** Copies the `<code>` beside the pressed button, saying so in its live region for a moment. */
function copyBeside(button: Element): void {
  const code = button.parentElement?.querySelector('code');
  const said = button.querySelector('[aria-live]');
  if (!code || !said) return;
  const text = code.textContent ?? '';
  const own = said.getAttribute('data-word') ?? said.textContent ?? '';
  said.setAttribute('data-word', own);
  const copied = navigator.clipboard ? navigator.clipboard.writeText(text).then(() => true) : Promise.reject(new Error());
  void copied
    .catch(() => selectAndCopy(code))
    .then((done) => {
      said.textContent = (done ? button.getAttribute(COPY_ATTRIBUTE) : button.getAttribute(COPY_FAILED_ATTRIBUTE)) ?? own;
      clearTimeout(sayingUntil.get(button));
      sayingUntil.set(
        button,
        setTimeout(() => (said.textContent = own), SAID_MS),
      );
    });
}

let listening = false;

/**
 * Listens, from the first mount on, for presses on copy buttons anywhere in the document: a copy
 * button calls it, and so does a page that keeps some as the server drew them.
 */
export function useCopyPresses(): void {
  useEffect(() => {
    if (listening) return;
    listening = true;
    document.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest(`button[${COPY_ATTRIBUTE}]`) : null;
      if (button) copyBeside(button);
    });
  }, []);
}
