import { css } from '@emotion/react';
import { supportUploadCopy as copy } from '../../../shared/catalogue/support-upload-copy';
import type { Progress } from './time-left';

const styles = css`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  progress {
    width: 100%;
    height: 0.75rem;
    accent-color: var(--primary);
  }
  p {
    margin: 0;
    color: var(--fg-muted);
  }
`;

const BAR_ID = 'support-progress';

/** A request on its way: a bar of the bytes sent, how many of how many, and the time left. */
export function UploadProgress({ sent, total, secondsLeft }: Progress) {
  const done = sent >= total;
  return (
    <div css={styles} className="wide" data-testid="support-progress">
      <label htmlFor={BAR_ID}>{copy.progress.label}</label>
      <progress id={BAR_ID} max={total} value={sent} />
      <p>
        {done
          ? copy.progress.taking
          : [copy.progress.sent(copy.size(sent), copy.size(total)), secondsLeft === null ? '' : copy.progress.left(secondsLeft)]
              .filter(Boolean)
              .join(', ')}
      </p>
    </div>
  );
}
