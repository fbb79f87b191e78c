import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMounted } from '../../ui/after-mount';
import { useNearViewport } from '../../ui/use-near-viewport';
import { retryImport } from '../../lib/retry-import';
import type { CaptchaStatus, CaptchaWidgetHandle } from '../../lib/captcha/captcha-types';
import type { WatchOutcome } from './watch-request';

type Request = typeof import('./watch-request');

/** The script's part of the form: not yet (or never) loaded, when the browser's own post stands; or loaded. */
type Script = 'loading' | 'failed' | Request;

/** The form's fields as pressed, to send once the captcha is solved. */
type Fields = Record<string, unknown>;

/**
 * Filling in (with the last send's problem, if any: at the address, for the whole form, or the
 * captcha that could not be solved), pressed and waiting for the captcha, which is still solving,
 * sending, or answered: asked, check your inbox.
 */
type WatchFormState =
  | { step: 'filling'; atEmail?: string; atForm?: string; unsolved?: true }
  | { step: 'waiting' }
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
/** The form as it was sent without JavaScript and refused, with where its problem is shown. */
export interface WatchRefusedPost {
  email: string;
  contact: boolean;
  problem: string;
  field?: 'email';
}

/** The state a form starts in: filling in, or refused as it was sent without JavaScript (its problem shown). */
const startState = (refused?: WatchRefusedPost): WatchFormState =>
  !refused
    ? { step: 'filling' }
    : refused.field === 'email'
      ? { step: 'filling', atEmail: refused.problem }
      : { step: 'filling', atForm: refused.problem };

export function useEmailWatchForm(refused?: WatchRefusedPost) {
  const form = useRef<HTMLFormElement>(null);
  const mounted = useMounted();
  const near = useNearViewport(form, true);
  const [touched, setTouched] = useState(false);
  const wanted = near || touched;
  const [script, setScript] = useState<Script>('loading');
  const [state, setState] = useState<WatchFormState>(() => startState(refused));
  const [token, setToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('loading');
  const captcha = useRef<CaptchaWidgetHandle>(null);
  /** The request's code once it has come, for the stable callbacks below. */
  const loaded = useRef<Request | null>(null);
  /** A press that waits for the form's code and its captcha: what it sends. */
  const pending = useRef<Fields | null>(null);

  useEffect(() => {
    if (!mounted || !wanted) return;
    let live = true;
    retryImport(() => import(/* webpackChunkName: "email-watch-request" */ './watch-request')).then(
      (request) => {
        loaded.current = request;
        if (live) setScript(request);
      },
      (error: unknown) => {
        console.error('The watch form could not be loaded', error);
        if (live) setScript('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [mounted, wanted]);

  // A press that waited for code that cannot come is posted as the browser does, now that the form lets it.
  useEffect(() => {
    if (script !== 'failed' || !pending.current) return;
    pending.current = null;
    form.current?.requestSubmit();
  }, [script]);

  // Reads only refs and setters, so the stable callbacks below may call it.
  const send = useCallback(async (request: Request, fields: Fields, solved: string) => {
    setState({ step: 'sending' });
    const outcome = await request.askToWatch({ ...fields, contact: fields.contact === 'on', captcha: solved });
    setState(stateAfter(outcome));
    if (outcome.shown === 'at-email') form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    // A token the server has seen is spent: after a send, the captcha solves a fresh one.
    if (!outcome.sent) return;
    setToken(null);
    captcha.current?.reset();
  }, []);

  /**
   * A press before the form's code has come or its captcha is solved (it starts at the form's
   * first touch, and again after a send) waits for them, the button saying so, and is sent once
   * the captcha is solved. Only if the code cannot come does the browser post the form itself.
   */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (script === 'failed') return;
    event.preventDefault();
    if (state.step === 'sending' || state.step === 'waiting') return;
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    if (typeof script !== 'string' && token) return send(script, fields, token);
    pending.current = fields;
    setState({ step: 'waiting' });
    setTouched(true);
    captcha.current?.verify();
  };

  // The captcha solved: a press that waits is sent now; one that failed before is no longer said. Stable: the widget listens with it.
  const onToken = useCallback(
    (solved: string | null) => {
      setToken(solved);
      if (!solved) return;
      const waiting = pending.current;
      pending.current = null;
      // A token comes only from the captcha the form's code drew: the code is here.
      if (waiting && loaded.current) return void send(loaded.current, waiting, solved);
      setState((now) => (now.step === 'filling' && now.unsolved ? { step: 'filling' } : now));
    },
    [send],
  );

  // A captcha that fails or expires while a press waits says so at the form. Stable, as onToken.
  const onCaptchaStatus = useCallback((status: CaptchaStatus) => {
    setCaptchaStatus(status);
    if (!pending.current || (status !== 'error' && status !== 'expired')) return;
    pending.current = null;
    setState({ step: 'filling', unsolved: true });
  }, []);

  const onTouch = useCallback(() => setTouched(true), []);

  return { form, script, state, captcha, captchaStatus, onToken, onCaptchaStatus, onTouch, onSubmit };
}
