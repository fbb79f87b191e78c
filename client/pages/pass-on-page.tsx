import { css } from '@emotion/react';
import { emailCheckNames } from '../../shared/catalogue/email-security-report-copy';
import { passOnCopy as copy } from '../../shared/catalogue/pass-on-copy';
import type { PassOnAnswer, PassedOnRecords } from '../../shared/email-security/pass-on';
import { answerOnlyRoute, contentMeta } from '../app/page-types';
import { useAppSelector } from '../app/hooks';
import { selectPassOnAnswer } from '../state/pass-on-slice';
import { ButtonAnchor } from '../ui/button';
import { LinkAnswerPage } from '../ui/link-answer-page';
import { CopyButton } from './email-security/copy-button';
import { DnsHostSteps } from './email-security/dns-host-steps';
import { copyRowsStyles, ToPublish } from './email-security/record-box';

export const meta = contentMeta((metas) => metas.passOnMeta);

/** Only the server's answer for the link (or the post): made for one request, never kept. */
export const route = answerOnlyRoute;

const styles = css`
  .share {
    justify-items: start;
  }
  .records {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 1rem;
  }
  .records > li {
    border: 1px solid var(--border);
    border-radius: 0.5rem;
    padding: 1rem 1.25rem;
    background: var(--bg-elevated);
    min-width: 0;
  }
  .records h3 {
    font-size: 1.1rem;
    margin-bottom: 0.5rem;
  }
  .label {
    font-weight: 600;
  }
`;

/** A mailto: address with a subject and body, each encoded as RFC 6068 asks (a space as %20, never +). */
const mailto = (subject: string, body: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;

/** The link itself to copy, and a ready e-mail that holds it. */
function Share({ shown, link, until }: { shown: string; link: string; until: string }) {
  return (
    <section className="share" aria-labelledby="pass-on-share" data-testid="pass-on-share">
      <h2 id="pass-on-share">{copy.page.share}</h2>
      <p>{copy.page.shareIntro(until)}</p>
      <ButtonAnchor href={mailto(copy.page.emailSubject(shown), copy.page.emailBody(shown, link, until))}>
        {copy.page.email}
      </ButtonAnchor>
      <dl css={copyRowsStyles}>
        <div>
          <dt>{copy.page.link}</dt>
          <dd className="copyable">
            <code>{link}</code>
            <CopyButton what={copy.page.link} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The host's steps, then each finding's records (as the host takes them) and file, in the page's order, under its check's name. */
function Records({ records: { findings, dns } }: { records: PassedOnRecords }) {
  return (
    <section aria-labelledby="pass-on-records">
      <h2 id="pass-on-records">{copy.page.recordsHeading}</h2>
      <DnsHostSteps dns={dns} />
      <ol className="records" data-testid="pass-on-records">
        {findings.map(({ check, publish, publishFile }) => (
          <li key={check} data-check={check}>
            <h3>{emailCheckNames[check]}</h3>
            <ToPublish file={publishFile} records={publish} dns={dns} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Body({ answer }: { answer: Extract<PassOnAnswer, { step: 'records' }> }) {
  return (
    <>
      <Share shown={answer.records.shown} link={answer.link} until={answer.until} />
      <Records records={answer.records} />
    </>
  );
}

/**
 * The page a result's "send these to whoever manages your DNS" link opens: only the records to
 * publish and the DNS host's steps, with the link to pass on; a link expired or never made says so.
 */
export default function PassOnPage() {
  const answer = useAppSelector(selectPassOnAnswer);
  const found = answer?.step === 'records' ? answer : null;
  return (
    <LinkAnswerPage
      title={found ? copy.page.heading(found.records.shown) : copy.unknown.heading}
      intro={found ? copy.page.intro(found.records.shown) : copy.unknown.text}
      testId="pass-on"
      bodyStyles={styles}
      gone={copy.unknown.link}
    >
      {found ? <Body answer={found} /> : undefined}
    </LinkAnswerPage>
  );
}
