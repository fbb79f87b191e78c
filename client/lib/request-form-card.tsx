import type { ReactNode } from 'react';
import { usePublicConfig } from '../app/public-config-context';
import { Button } from '../ui/button';
import { formCardStyles } from '../ui/form-card';
import { PrivacyNotice } from '../ui/privacy-notice';
import { Spinner } from '../ui/spinner';
import { CaptchaWidget } from './captcha/captcha-widget';
import type { useRequestForm } from './use-request-form';

type RequestFormState = Pick<
  ReturnType<typeof useRequestForm>,
  'captchaStatus' | 'token' | 'submitting' | 'onSubmit' | 'onKeyDown' | 'onFocus' | 'onToken' | 'onCaptchaStatus'
>;

interface RequestFormCardProps {
  /** The form's state (use-request-form.ts), and apart from it, its captcha widget's ref. */
  form: RequestFormState;
  captcha: ReturnType<typeof useRequestForm>['captcha'];
  /** `contact-form`: the form's test id; its captcha's is `contact-captcha`. */
  testId: string;
  copy: { send: string; sending: string };
  label?: string;
  /** What this form's details are used for, where the POPIA line says it otherwise. */
  privacy?: string;
  children: ReactNode;
}

/**
 * A form that posts a request with a captcha, as a card: its own fields, then the captcha, the
 * send button (disabled until the captcha is solved and while sending) and the POPIA line.
 */
export function RequestFormCard({ form, captcha, testId, copy, label, privacy, children }: RequestFormCardProps) {
  const { captcha: captchaConfig } = usePublicConfig();
  return (
    <form
      css={formCardStyles}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      onKeyDown={form.onKeyDown}
      onFocus={form.onFocus}
      aria-busy={form.submitting}
      aria-label={label}
      data-testid={testId}
    >
      {children}
      <div className="wide" data-testid={`${testId.replace(/-form$/, '')}-captcha`} data-status={form.captchaStatus}>
        <CaptchaWidget ref={captcha} captcha={captchaConfig} onToken={form.onToken} onStatus={form.onCaptchaStatus} />
      </div>
      {/* data-toast-clear: toasts move rather than cover the send button (features/toasts). */}
      <div className="wide" data-toast-clear="">
        <Button type="submit" size="lg" className="send" disabled={form.submitting || !form.token}>
          {form.submitting && <Spinner />}
          {form.submitting ? copy.sending : copy.send}
        </Button>
      </div>
      <PrivacyNotice className="wide" {...(privacy ? { text: privacy } : {})} />
    </form>
  );
}
