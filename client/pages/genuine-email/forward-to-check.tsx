import { css } from '@emotion/react';
import { messageCheckMailCopy as copy } from '../../../shared/catalogue/message-check-mail-copy';
import { usePublicConfig } from '../../app/public-config-context';
import { tileStyles } from '../../ui/card';

/** On the site's flat tile. */
const styles = css`
  margin-top: 2.5rem;
  padding: 1rem 1.25rem;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  > p {
    color: var(--fg-muted);
    margin: 0 0 0.75rem;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  dl {
    margin: 0.75rem 0 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0.25rem 0 0.75rem;
  }
`;

/**
 * The check address, where the site has one (MESSAGE_CHECK_ADDRESS): the message forwarded to it
 * as an attachment is answered by e-mail (server/message-check-mail), and how each program does so,
 * folded in a native <details> that opens without JavaScript.
 */
export function ForwardToCheck() {
  const { messageCheckAddress: address } = usePublicConfig();
  if (!address) return null;
  return (
    <section css={[tileStyles, styles]} aria-labelledby="forward-heading" data-testid="genuine-forward">
      <h2 id="forward-heading">
        {copy.forwardTo} <a href={`mailto:${address}`}>{address}</a>
      </h2>
      <p>{copy.forwardHint}</p>
      <details>
        <summary>{copy.forwardSteps}</summary>
        <dl>
          {copy.programs.map((program) => (
            <div key={program.name}>
              <dt>{program.name}</dt>
              <dd>{program.steps}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
