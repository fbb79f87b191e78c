import { css } from '@emotion/react';
import { genuineEmailPageCopy as copy } from '../../../shared/catalogue/genuine-email-page-copy';
import { mq } from '../../ui/tokens';

const styles = css`
  margin-top: 2.5rem;
  h2 {
    font-size: 1.35rem;
    margin: 0 0 0.5rem;
  }
  > p {
    color: var(--fg-muted);
    margin: 0 0 1rem;
  }
  ul.programs {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1rem;
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  li.program {
    border: 1px solid var(--border);
    border-radius: 0.75rem;
    padding: 1rem 1.25rem;
    background: var(--bg-elevated);
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
  }
  ol {
    margin: 0 0 0.5rem;
    padding-left: 1.25rem;
  }
  .source {
    font-size: 0.85rem;
    color: var(--fg-muted);
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* On a phone the note stands above the form instead (genuine-email-page.tsx). */
  .phone {
    display: none;
    margin-top: 1rem;
    ${mq.md} {
      display: block;
    }
  }
`;

/** How to get a message out of each mail program, step by step, each from its vendor's help page. */
export function GetMessageSteps() {
  return (
    <section css={styles} aria-labelledby="get-message-heading">
      <h2 id="get-message-heading">{copy.howTitle}</h2>
      <p>{copy.howIntro}</p>
      <ul className="programs">
        {copy.programs.map((program) => (
          <li className="program" key={program.name}>
            <h3>{program.name}</h3>
            <ol>
              {program.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="source">
              {copy.source}{' '}
              <a href={program.source.href} rel="noopener noreferrer">
                {program.source.label}
              </a>
            </p>
          </li>
        ))}
      </ul>
      <p className="phone">{copy.phone}</p>
    </section>
  );
}
