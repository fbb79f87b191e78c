import { css } from '@emotion/react';
import { genuineEmailAnswerCopy as copy } from '../../../shared/catalogue/genuine-email-answer-copy';
import { formatSastMinute } from '../../../shared/format-date';
import { Fragment } from 'react';
import { GENUINE_EMAIL_SUMMARY_PATH, type Evidence, type GenuineEmailResult } from '../../../shared/genuine-email/answer';
import { paths } from '../../../shared/routes';
import { Button, ButtonLink } from '../../ui/button';
import { NameTheSender } from './name-the-sender';

const styles = css`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  .outcome {
    border-radius: 0.75rem;
    padding: 1rem 1.25rem;
    border: 2px solid var(--border);
    background: var(--bg-elevated);
  }
  .outcome h2 {
    margin: 0 0 0.35rem;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
  .outcome p {
    margin: 0;
  }
  .genuine {
    border-color: var(--primary);
  }
  .not-from {
    border-color: var(--destructive);
  }
  .not-from h2 {
    color: var(--destructive-text);
  }
  .caveat {
    font-weight: 600;
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  ul,
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: 0.35rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* Without JavaScript the page the answer came in holds no message to post again for it. */
  html:not([data-hydrated]) & .summary {
    display: none;
  }
  .danger {
    display: block;
    color: var(--destructive-text);
    font-weight: 600;
  }
  .attachment {
    overflow-wrap: anywhere;
  }
  .evidence {
    border: 1px solid var(--border);
    border-radius: 0.75rem;
    padding: 0.75rem 1rem;
  }
  .evidence > * + * {
    margin-top: 0.75rem;
  }
  .evidence summary {
    cursor: pointer;
    font-weight: 600;
  }
  .evidence p,
  .evidence h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .evidence h4 {
    font-size: 1rem;
  }
`;

/** What the answer rests on, collapsed: the trusted results and who wrote them, and what was not believed. */
function EvidenceView({ evidence }: { evidence: Evidence }) {
  const words = copy.evidence;
  return (
    <details className="evidence" data-testid="genuine-evidence">
      <summary>{words.title}</summary>
      <p>{evidence.by ? words.trusted[evidence.by](evidence.server ?? '') : words.none}</p>
      {evidence.results.length > 0 && (
        <dl>
          {evidence.results.map(({ method, result, about }, at) => (
            <Fragment key={at}>
              <dt>{method.toUpperCase()}</dt>
              <dd>
                <code>{about ? `${result} (${about})` : result}</code>
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
      <h4>{words.ignoredTitle}</h4>
      {evidence.ignored.length === 0 ? (
        <p>{words.noneIgnored}</p>
      ) : (
        <ul>
          {evidence.ignored.map((name, at) => (
            <li key={at}>{words.ignored(name)}</li>
          ))}
        </ul>
      )}
    </details>
  );
}

/**
 * The verdict on one message: the outcome and whose check it rests on, each reason, the sender, the
 * attachments and what to do next; and its printable summary, the form (`form`, its id) posted again
 * to the summary's address, which reads the message anew and answers with a PDF download.
 */
export function VerdictView({ result, form }: { result: GenuineEmailResult; form: string }) {
  const steps = copy.nextSteps(result);
  return (
    <div css={styles} data-testid="genuine-verdict" data-outcome={result.outcome}>
      <div className={`outcome ${result.outcome}`}>
        <h2>{copy.headline(result)}</h2>
        {result.checkedBy && <p>{copy.checkedBy[result.checkedBy]}</p>}
        {result.outcome === 'genuine' && <p className="caveat">{copy.caveat}</p>}
      </div>
      <section aria-label={copy.reasonsTitle}>
        <h3>{copy.reasonsTitle}</h3>
        <ul data-testid="genuine-reasons">
          {result.reasons.map((reason, at) => (
            <li key={at}>{copy.reason(reason)}</li>
          ))}
        </ul>
      </section>
      {result.reasons.some((reason) => reason.id === 'nobody-named') && <NameTheSender form={form} />}
      <section aria-label={copy.nextTitle}>
        <h3>{copy.nextTitle}</h3>
        <ol data-testid="genuine-next">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {(result.sender || result.sent || result.subject) && (
        <dl>
          {result.sender && (
            <>
              <dt>{copy.sender}</dt>
              <dd>{result.sender.name ? `${result.sender.name} <${result.sender.address}>` : result.sender.address}</dd>
            </>
          )}
          {result.sent && (
            <>
              <dt>{copy.sent}</dt>
              <dd>{formatSastMinute(new Date(result.sent))}</dd>
            </>
          )}
          {result.subject && (
            <>
              <dt>{copy.subject}</dt>
              <dd data-testid="genuine-subject">{result.subject}</dd>
            </>
          )}
        </dl>
      )}
      {result.evidence && <EvidenceView evidence={result.evidence} />}
      <section aria-label={copy.attachmentsTitle}>
        <h3>{copy.attachmentsTitle}</h3>
        {result.attachments.length === 0 ? (
          <p>{copy.noAttachments}</p>
        ) : (
          <ul data-testid="genuine-attachments">
            {result.attachments.map((attachment, at) => (
              <li key={at} className="attachment">
                {attachment.name || attachment.type} <span>({attachment.type})</span>
                {attachment.danger && <span className="danger">{copy.danger[attachment.danger]}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="summary">
        <Button type="submit" form={form} formAction={GENUINE_EMAIL_SUMMARY_PATH} variant="outline">
          {copy.summaryLink}
        </Button>
      </div>
      <p>{copy.help}</p>
      <div>
        <ButtonLink to={`${paths.contact}#call-back`} variant="outline">
          {copy.helpLink}
        </ButtonLink>
      </div>
    </div>
  );
}
