import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './button';
import { Icon } from './icons';
import { focusableWithin } from './focusable';
import { whenIdle } from '../lib/when-idle';

const styles = css`
  width: min(500px, calc(100vw - 2rem));
  max-width: 500px;
  max-height: calc(100dvh - 2rem);
  padding: 1.5rem;
  border: 1px solid var(--border);
  border-radius: 1rem;
  background: var(--bg-elevated);
  color: var(--fg);
  box-shadow: var(--shadow);
  overflow: hidden;
  overscroll-behavior: contain;
  /* The header stays, the body takes the rest: a body that scrolls inside keeps its own action row in view. */
  &[open] {
    display: flex;
    flex-direction: column;
  }
  > .body {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-height: 0;
  }
  /* Laid out once, unseen and out of the page's flow, before it first opens (see layOutUnseen). */
  &.unseen:not([open]) {
    display: flex;
    flex-direction: column;
    position: fixed;
    inset: 0;
    margin: auto;
    visibility: hidden;
    pointer-events: none;
  }
  &::backdrop {
    background: rgb(2 6 23 / 0.72);
  }
  header {
    flex: none;
    padding-right: 2.5rem;
    margin-bottom: 1rem;
  }
  h2 {
    font-size: 1.35rem;
    margin-bottom: 0.4rem;
  }
  header p {
    color: var(--fg-muted);
    margin: 0;
  }
  .close {
    position: absolute;
    top: 0.75rem;
    right: 0.75rem;
  }
  @media (max-width: 420px) {
    padding: 1rem 0.75rem;
    max-height: calc(100dvh - 1rem);
    width: calc(100vw - 0.5rem);
  }
  @media (max-width: 420px), (max-height: 700px) {
    h2 {
      font-size: 1.2rem;
    }
    header p {
      font-size: 0.9rem;
    }
  }
`;

/**
 * Lays a closed dialog out once, unseen (hidden and fixed, so nothing on the page moves), and
 * takes it out of the layout again. Its first opening then finds the browser's caches warm (the
 * text's shaping, the form controls' layout): on a phone-speed CPU (Chromium slowed 4×, as in
 * bench/tap-to-dialog.ts) the layout at the tap took 31–46 ms cold and 11–17 ms after this, in
 * five traced taps each.
 */
function layOutUnseen(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.classList.add('unseen');
  void dialog.offsetHeight;
  dialog.classList.remove('unseen');
}

export interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Esc or the close control asked to close; the owner decides, e.g. by dispatching an action. */
  onRequestClose: () => void;
  /** Where focus goes once the dialog has closed (the control that opened it). */
  returnFocusTo?: () => HTMLElement | null;
  /** Refuses Esc and disables the close control, e.g. while a request runs. */
  locked?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * The platform's modal <dialog>: showModal() makes the page behind inert and puts the dialog in the
 * top layer. Tab is also kept inside it, so focus never wanders to the browser's own controls.
 * On opening, focus goes to the first element marked data-autofocus, else the first control.
 */
export function ModalDialog({
  open,
  title,
  description,
  onRequestClose,
  returnFocusTo,
  locked = false,
  children,
  testId,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableWithin(dialog)[0])?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Mounted closed ahead of its first opening (the order dialog is, once the page is idle).
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) return whenIdle(() => layOutUnseen(dialog));
  }, []);

  useEffect(() => {
    if (!open || !locked) return;
    // A disabled button drops focus to <body>, outside the dialog's own key handler, and the
    // platform closes a modal on a second Esc even when its cancel event is refused.
    const refuseEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    document.addEventListener('keydown', refuseEscape, true);
    return () => document.removeEventListener('keydown', refuseEscape, true);
  }, [open, locked]);

  const onClose = () => {
    returnFocusTo?.()?.focus();
    // Closed by the platform rather than by `open` turning false: tell the owner so its state agrees.
    if (open) onRequestClose();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!locked) onRequestClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the platform, which closes anyway on a second Esc.
      event.preventDefault();
      if (!locked) onRequestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableWithin(event.currentTarget);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    const inside = active instanceof HTMLElement && items.includes(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      css={styles}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <header>
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descriptionId}>{description}</p>}
      </header>
      <div className="body">{children}</div>
      <Button
        variant="ghost"
        size="icon"
        className="close"
        aria-label="Close"
        title="Close"
        onClick={onRequestClose}
        disabled={locked}
      >
        <Icon name="close" />
      </Button>
    </dialog>
  );
}
