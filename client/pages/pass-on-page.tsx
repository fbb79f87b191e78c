import { css } from '@emotion/react';
import { dnsHost } from '../../shared/catalogue/dns-hosts';
import { emailCheckNames } from '../../shared/catalogue/email-security-report-copy';
import { passOnCopy as copy } from '../../shared/catalogue/pass-on-copy';
import type { PassOnAnswer, PassedOnRecords } from '../../shared/email-security/pass-on';
import { recordAtHost } from '../../shared/email-security/record-at-host';
import { paths } from '../../shared/routes';
import { contentMeta, type PageRoute } from '../app/page-types';
import { useAppSelector } from '../app/hooks';
import { selectPassOnAnswer } from '../state/pass-on-slice';
import { ButtonAnchor, ButtonLink } from '../ui/button';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { CopyButton } from './email-security/copy-button';
import { DnsHostSteps } from './email-security/dns-host-steps';
import { RecordBox } from './email-security/finding-list';

export const meta = contentMeta((metas) => metas.passOnMeta);

/** What the page shows is the server's answer for the link's token (preloaded), never its query: made for one request, never kept. */
export const route: PageRoute = {
  search: () => '',
  perRequest: () => true,
};

const styles = css`
  max-width: 52rem;
  display: grid;
  gap: 2rem;
  min-width: 0;
  > section {
    display: grid;
    gap: 0.75rem;
    min-width: 0;
  }
  h2,
  h3,
  p {
    margin: 0;
  }
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
  .label,
  dt {
    font-weight: 600;
  }
  code,
  pre,
  dd {
    overflow-wrap: anywhere;
  }
  pre,
  dd {
    white-space: pre-wrap;
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
  }
  pre,
  dl {
    margin: 0.4rem 0;
    padding: 0.5rem 0.75rem;
    background: var(--bg-muted);
    border: 1px solid var(--border);
    border-radius: 0.25rem;
  }
  dl {
    justify-self: stretch;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.25rem 0.75rem;
  }
  dl > div {
    display: contents;
  }
  dd {
    margin: 0;
  }
  dd.copyable {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  dd.copyable code {
    flex: 1 1 auto;
    min-width: 0;
    user-select: all;
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
      <dl>
        <div>
          <dt>{copy.page.link}</dt>
          <dd className="copyable">
            <code>{link}</code>
            <CopyButton text={link} what={copy.page.link} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The host's steps, then each finding's records (as the host takes them) and file, in the page's order, under its check's name. */
function Records({ records: { findings, dns } }: { records: PassedOnRecords }) {
  const host = dns && dnsHost(dns.host);
  return (
    <section aria-labelledby="pass-on-records">
      <h2 id="pass-on-records">{copy.page.recordsHeading}</h2>
      <DnsHostSteps dns={dns} />
      <ol className="records" data-testid="pass-on-records">
        {findings.map(({ check, publish, publishFile }) => (
          <li key={check} data-check={check}>
            <h3>{emailCheckNames[check]}</h3>
            {publishFile && (
              <>
                <p>
                  <span className="label">{copy.page.serveAt}:</span> <code>{publishFile.url}</code>
                </p>
                <pre aria-label={copy.page.serveFile}>{publishFile.lines.join('\n')}</pre>
              </>
            )}
            {publish?.map((record) => (
              <RecordBox key={`${record.name} ${record.type}`} record={dns ? recordAtHost(record, dns.zone, host) : record} />
            ))}
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
    <>
      <PageHero
        title={found ? copy.page.heading(found.records.shown) : copy.unknown.heading}
        intro={found ? copy.page.intro(found.records.shown) : copy.unknown.text}
      />
      <Section>
        <Container css={styles} data-testid="pass-on">
          {found ? <Body answer={found} /> : <ButtonLink to={paths['email-security']}>{copy.unknown.link}</ButtonLink>}
        </Container>
      </Section>
    </>
  );
}
