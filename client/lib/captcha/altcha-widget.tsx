import { css } from '@emotion/react';
import type { AltchaWidgetElement } from 'altcha/external';
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '../../../shared/captcha';
import type { CaptchaEvents, CaptchaStatus, CaptchaTheme, CaptchaWidgetHandle } from './captcha-types';
import { rateLimitedFrom, type RateLimitedError } from '../rate-limited';
import { CaptchaLoadFailure, CaptchaLoading, CaptchaRateLimited } from './captcha-placeholders';
import { loadAltcha } from './load-altcha';
import { formAround, holdsFocus } from './use-form-touched';

// The widget's colours follow the site's tokens, so it matches whichever theme is shown.
const styles = css`
  display: block;
  --altcha-max-width: 100%;
  --altcha-border-radius: 0.75rem;
  --altcha-color-base: var(--bg);
  --altcha-color-base-content: var(--fg);
  --altcha-color-neutral: var(--border);
  --altcha-color-neutral-content: var(--fg-muted);
  --altcha-color-primary: var(--primary);
  --altcha-color-primary-content: var(--primary-fg);
  --altcha-color-error: var(--destructive-text);
  --altcha-checkbox-border-color: var(--fg-muted);
  --altcha-checkbox-outline-color: var(--focus);
  &[data-theme='light'] {
    color-scheme: light;
  }
  &[data-theme='dark'] {
    color-scheme: dark;
  }
`;

/**
 * A press on the ticked box of a solved widget (the box, its words, or Space on it all click the
 * box) is cancelled before the widget hears it: a visitor used to ticking "I'm not a robot" presses
 * it once more, and the widget's own answer, unticking it, would take the solution away.
 */
const keepSolved = (event: Event) => {
  const widget = event.currentTarget as AltchaWidgetElement;
  const box = event.composedPath()[0];
  if (widget.getState?.() === 'verified' && box instanceof HTMLInputElement && box.type === 'checkbox') event.preventDefault();
};

const STATUS: Record<string, CaptchaStatus> = {
  unverified: 'ready',
  verifying: 'verifying',
  verified: 'verified',
  expired: 'expired',
  error: 'error',
  code: 'open',
};

/** The widget's states in which nothing is solved nor being solved. */
const UNSOLVED = new Set(['unverified', 'expired', 'error']);

type Props = CaptchaEvents & { theme: CaptchaTheme; ref?: Ref<CaptchaWidgetHandle> };

/**
 * The self-hosted ALTCHA checkbox; it starts solving as soon as the visitor focuses the form, also
 * when that focus came before the widget did (it is loaded at the form's first touch).
 */
export function AltchaWidget({ theme, onToken, onStatus, ref }: Props) {
  const element = useRef<AltchaWidgetElement>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [limited, setLimited] = useState<RateLimitedError | null>(null);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setPhase('ready'),
      (error: unknown) => {
        console.error('The captcha could not be loaded', error);
        if (!live) return;
        setPhase('failed');
        onStatus?.('error');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, onStatus]);

  /** The solving under way: the widget's verify() aborts one already running, which then fails. */
  const solving = useRef<Promise<unknown> | null>(null);
  /** Starts solving, unless it is under way, solved, or the widget not yet defined. */
  const begin = useCallback((widget: AltchaWidgetElement) => {
    if (solving.current || !UNSOLVED.has(widget.getState?.() ?? '')) return;
    const run: Promise<unknown> = (widget.verify?.() ?? Promise.resolve())
      .catch(() => undefined)
      .finally(() => {
        if (solving.current === run) solving.current = null;
      });
    solving.current = run;
  }, []);

  useEffect(() => {
    const current = element.current;
    if (phase !== 'ready' || !current) return;
    const widget = current;
    onStatus?.('ready');
    // The widget fetches its own challenge; a 429 there is told to the visitor, not left as a bare error.
    void widget.configure?.({
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        setLimited(rateLimitedFrom(response, 'The captcha challenge'));
        return response;
      },
    });
    const onState = (event: Event) => {
      const { state } = (event as CustomEvent<{ state: string }>).detail;
      if (state !== 'verified') onToken(null);
      const status = STATUS[state];
      if (status) onStatus?.(status);
      if (state === 'unverified') startIfFocused();
    };
    const onVerified = (event: Event) => onToken((event as CustomEvent<{ payload: string }>).detail.payload);
    function startIfFocused() {
      if (holdsFocus(formAround(widget))) begin(widget);
    }
    widget.addEventListener('statechange', onState);
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('click', keepSolved, { capture: true });
    // The widget's own focus trigger would race this one: the form's focus starts it here.
    const area = formAround(widget);
    area.addEventListener('focusin', startIfFocused);
    // The focus that brought the widget has passed: it starts itself once it is ready (now, when
    // defined, or when it says it is unverified).
    startIfFocused();
    void customElements.whenDefined('altcha-widget').then(startIfFocused);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('click', keepSolved, { capture: true });
      area.removeEventListener('focusin', startIfFocused);
    };
  }, [phase, onToken, onStatus, begin]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => element.current?.reset?.(),
      verify: () => {
        if (element.current) begin(element.current);
      },
    }),
    [begin],
  );

  if (phase === 'failed')
    return (
      <CaptchaLoadFailure
        onRetry={() => {
          setPhase('loading');
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (phase === 'loading') return <CaptchaLoading />;
  return (
    <>
      <altcha-widget ref={element} css={styles} challenge={CAPTCHA_CHALLENGE_PATH} name="altcha" data-theme={theme} />
      {limited && <CaptchaRateLimited error={limited} />}
    </>
  );
}
