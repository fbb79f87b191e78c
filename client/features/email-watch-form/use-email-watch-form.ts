import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMounted } from '../../ui/after-mount';
import { useNearViewport } from '../../ui/use-near-viewport';
import { retryImport } from '../../lib/retry-import';
import type { CaptchaStatus, CaptchaWidgetHandle } from '../../lib/captcha/captcha-types';
import type { WatchOutcome } from './watch-request';

type Request = typeof import('./watch-request');

/** The script's part of the form: not yet (or never) loaded, when the browser's own post stands; or loaded. */
type Script = 'loading' | 'failed' | Request;

/**
 * Filling in (with the last send's problem, if any: at the address, for the whole form, or the
 * captcha not yet solved), sending, or answered: asked, check your inbox.
 */
type WatchFormState =
  | { step: 'filling'; atEmail?: string; atForm?: string; unsolved?: true }
  | { step: 'sending' }
  | { step: 'asked'; answer: Extract<WatchOutcome, { shown: 'asked' }>['answer'] };

const stateAfter = (outcome: WatchOutcome): WatchFormState =>
  outcome.shown === 'asked'
    ? { step: 'asked', answer: outcome.answer }
    : outcome.shown === 'at-email'
      ? { step: 'filling', atEmail: outcome.problem }
      : { step: 'filling', atForm: outcome.problem };

/**
 * The watch form with JavaScript: its captcha and its request come in a chunk of their own once the
 * form nears the viewport or the visitor starts on it (content loading above can push it away as
 * they type); from then on a send is checked and posted from the page and its answer shown in
 * place. Until then (or if the chunk cannot be loaded) the form posts as the browser does.
 */
export function useEmailWatchForm() {
  const form = useRef<HTMLFormElement>(null);
  const mounted = useMounted();
  const near = useNearViewport(form, true);
  const [touched, setTouched] = useState(false);
  const wanted = near || touched;
  const [script, setScript] = useState<Script>('loading');
  const [state, setState] = useState<WatchFormState>({ step: 'filling' });
  const [token, setToken] = useState<string | null>(null);
  const [captchaStatus, onCaptchaStatus] = useState<CaptchaStatus>('loading');
  const captcha = useRef<CaptchaWidgetHandle>(null);

  useEffect(() => {
    if (!mounted || !wanted) return;
    let live = true;
    retryImport(() => import(/* webpackChunkName: "email-watch-request" */ './watch-request')).then(
      (request) => live && setScript(request),
      (error: unknown) => {
        console.error('The watch form could not be loaded', error);
        if (live) setScript('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [mounted, wanted]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (typeof script === 'string') return;
    event.preventDefault();
    if (state.step === 'sending') return;
    if (!token) return setState({ step: 'filling', unsolved: true });
    const element = event.currentTarget;
    const fields = Object.fromEntries(new FormData(element));
    setState({ step: 'sending' });
    const outcome = await script.askToWatch({ ...fields, contact: fields.contact === 'on', captcha: token });
    setState(stateAfter(outcome));
    if (outcome.shown === 'at-email') element.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    // A token the server has seen is spent: after a send, the visitor solves a fresh one.
    if (!outcome.sent) return;
    setToken(null);
    captcha.current?.reset();
  };

  // A captcha solved answers "solve it first". Stable: the widget listens with it.
  const onToken = useCallback((solved: string | null) => {
    setToken(solved);
    if (solved) setState((now) => (now.step === 'filling' && now.unsolved ? { step: 'filling' } : now));
  }, []);

  const onTouch = useCallback(() => setTouched(true), []);

  return { form, mounted, script, state, captcha, captchaStatus, onToken, onCaptchaStatus, onTouch, onSubmit };
}
