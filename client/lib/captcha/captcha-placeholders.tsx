import { css } from '@emotion/react';
import type { Ref } from 'react';
import { Spinner } from '../../ui/spinner';
import { rateLimitedMessage, type RateLimitedError } from '../rate-limited';

// The widget's own height (75 px, measured in Chromium at 375 and 1280 px), so nothing moves when it
// replaces the placeholder.
const box = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 4.6875rem;
  padding: 0 1rem;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  color: var(--fg-muted);
  font-size: 0.95rem;
  button {
    margin-left: auto;
    font: inherit;
    font-weight: 600;
    color: var(--primary-strong);
    background: none;
    border: 0;
    padding: 0.5rem;
    cursor: pointer;
    text-decoration: underline;
  }
`;

const notice = css`
  margin: 0.5rem 0 0;
  color: var(--fg);
  font-size: 0.95rem;
`;

/** Before the visitor starts on the form: the widget's place, and what will come there. */
export function CaptchaIdle({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div css={box} ref={ref} data-testid="captcha-idle">
      The robot check starts when you fill in the form.
    </div>
  );
}

export function CaptchaLoading() {
  return (
    <div css={box} data-testid="captcha-loading">
      <Spinner />
      Loading the verification…
    </div>
  );
}

/** After the widget failed to load three times: say so, and let the visitor try once more. */
export function CaptchaLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div css={box} role="alert" data-testid="captcha-error">
      The verification could not be loaded.
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The challenge was refused because this network asked for too many lately: say so, and how long to wait. */
export function CaptchaRateLimited({ error }: { error: RateLimitedError }) {
  const { title, description } = rateLimitedMessage(error);
  return (
    <p css={notice} role="alert" data-testid="captcha-rate-limited">
      <strong>{title}.</strong> {description}
    </p>
  );
}
