import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { emailWatchFormCopy as copy } from '../../../shared/catalogue/email-watch-form-copy';
import { paths } from '../../../shared/routes';
import { CaptchaLoading } from '../../lib/captcha/captcha-placeholders';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { formCardStyles } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { PrivacyNotice } from '../../ui/privacy-notice';
import { Spinner } from '../../ui/spinner';
import { useEmailWatchForm, type WatchRefusedPost } from './use-email-watch-form';

const styles = css`
  .captcha {
    @media (scripting: none) {
      display: none;
    }
  }
  .problem {
    margin: 0;
    font-weight: 600;
    color: var(--destructive-text);
  }
`;

const answerStyles = css`
  padding: 1.25rem;
  border: 1px solid var(--border);
  border-radius: 1rem;
  background: var(--bg-elevated);
  h3 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p + p {
    margin-top: 0.5rem;
  }
`;

/** The answer in the form's place: check your inbox. Focus moves to it, so a screen reader reads it. */
function AskedAnswer({ email, shown }: { email: string; shown: string }) {
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => answer.current?.focus(), []);
  return (
    <div css={answerStyles} ref={answer} tabIndex={-1} role="status" data-testid="email-watch-asked">
      <h3>{copy.asked.heading}</h3>
      <p>{copy.asked.text(email, shown)}</p>
      <p>{copy.asked.noLink}</p>
    </div>
  );
}

/**
 * A form the browser posts to the watch page as it is (the server HTML, JavaScript off), which with
 * JavaScript gets the site's captcha and answers in place (use-email-watch-form.ts).
 */
function EmailWatchForm({ domain, shown, refused }: { domain: string; shown: string; refused?: WatchRefusedPost }) {
  const { form, script, state, captcha, captchaStatus, onToken, onCaptchaStatus, onTouch, onSubmit } = useEmailWatchForm(refused);
  if (state.step === 'asked') return <AskedAnswer email={state.answer.email} shown={state.answer.shown} />;
  const sending = state.step === 'sending';
  const waiting = state.step === 'waiting';
  const filling = state.step === 'filling' ? state : undefined;
  const atForm = filling?.unsolved ? copy.form.captchaRequired : filling?.atForm;
  const Captcha = typeof script === 'string' ? null : script.WatchCaptcha;
  return (
    <form
      css={[formCardStyles, styles]}
      ref={form}
      method="post"
      action={paths['email-watch']}
      noValidate={Captcha !== null}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={onTouch}
      onPointerDown={onTouch}
      aria-busy={sending || waiting}
      aria-label={copy.form.heading}
      data-testid="email-watch-form"
    >
      <input type="hidden" name="domain" value={domain} />
      <FormField
        className="wide"
        label={copy.form.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={copy.form.emailHint(shown)}
        error={filling?.atEmail}
        defaultValue={refused?.email}
      />
      <CheckboxField className="wide" name="contact" label={copy.form.contact} defaultChecked={refused?.contact} />
      {/* Its place is in the server's HTML, so hydrating moves nothing below it; without scripts it is hidden. */}
      {script !== 'failed' && (
        <div className="wide captcha" data-testid="email-watch-captcha" data-status={captchaStatus}>
          {Captcha ? <Captcha ref={captcha} onToken={onToken} onStatus={onCaptchaStatus} /> : <CaptchaLoading />}
        </div>
      )}
      {atForm && (
        <p className="wide problem" role="alert">
          {atForm}
        </p>
      )}
      <div className="wide">
        {/* Waiting, the button keeps the focus a press gave it: the captcha starts for a form that holds it. */}
        <Button type="submit" size="lg" className="send" disabled={sending} aria-disabled={waiting || undefined}>
          {(sending || waiting) && <Spinner />}
          {sending ? copy.form.sending : waiting ? copy.form.waiting : copy.form.send}
        </Button>
      </div>
      <PrivacyNotice className="wide" text={copy.form.privacy} />
    </form>
  );
}

/**
 * "E-mail me if this gets worse" under a domain's result, as a section `id` (watch pages link back
 * to it): `domain` is the result's ASCII name, `shown` the one a person reads; `refused`, the form
 * as it was sent without JavaScript, filled in again with its problem (the watch page's answer).
 */
export function EmailWatchSection({
  id,
  domain,
  shown,
  refused,
}: {
  id: string;
  domain: string;
  shown: string;
  refused?: WatchRefusedPost;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.form.heading}</h2>
      <p>{copy.form.intro(shown)}</p>
      <EmailWatchForm domain={domain} shown={shown} refused={refused} />
    </section>
  );
}
