import { css } from '@emotion/react';
import { Link } from '../../ui/link';
import { helpFor } from '../../../shared/catalogue/email-result-copy';
import { emailSecurityCopy as copy } from '../../../shared/catalogue/email-security-page-copy';
import { dmarcReportsCopy } from '../../../shared/catalogue/dmarc-reports-copy';
import { emailCheckNames, findingBadge } from '../../../shared/catalogue/email-security-report-copy';
import type { DnsServedBy, EmailCheckId, Finding, FindingLink, MailProvider } from '../../../shared/email-security/result';
import { textBoxStyles, ToPublish } from './record-box';
import { withLongNames } from './long-names';
import { supportFixLink } from '../../../shared/support/request';
import { paths } from '../../../shared/routes';

const styles = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  > li {
    border: 1px solid var(--border);
    border-left-width: 0.4rem;
    border-radius: 0.5rem;
    padding: 1rem 1.25rem;
    background: var(--bg-elevated);
    min-width: 0;
  }
  > li[data-status='pass'] {
    border-left-color: var(--success, #15803d);
  }
  > li[data-status='warn'] {
    border-left-color: var(--warning, #b45309);
  }
  > li[data-status='fail'] {
    border-left-color: var(--destructive);
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: baseline;
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  .status {
    font-size: 0.85rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0.4rem 0;
  }
  .label {
    font-weight: 600;
  }
  .fix {
    white-space: pre-line;
  }
  .checklist {
    margin: 0.4rem 0;
    padding-left: 1.25rem;
  }
  p code {
    overflow-wrap: anywhere;
  }
`;

/** The pages a fix sends the owner to: the site's own move within the app, others' open as the browser does. */
function FixLinks({ links }: { links?: readonly FindingLink[] }) {
  if (!links?.length) return null;
  return (
    <ul className="checklist" aria-label={copy.links}>
      {links.map(({ label, href }) => (
        <li key={href}>
          {href.startsWith('/') ? (
            <Link to={href}>{label}</Link>
          ) : (
            <a href={href} rel="noopener noreferrer">
              {label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Who helps with a gap of `check`'s kind, the domain's mail being at `provider`; with the domain, the support form for it. */
function HowWeHelp({ check, provider, domain }: { check: EmailCheckId; provider?: MailProvider; domain?: string }) {
  const help = helpFor(check, provider);
  return (
    <p>
      <span className="label">{copy.helps}:</span> <Link to={help.path}>{help.label}</Link>
      {domain && (
        <>
          {' · '}
          <a href={supportFixLink(paths['support-request'], domain, [check])} data-testid="ask-to-fix">
            {copy.askToFix}
          </a>
        </>
      )}
    </p>
  );
}

/**
 * Each finding: what was found (the records as text), what it means, the fix and the pages it
 * links, the file to serve (its lines as the file holds them) and the exact records (as the
 * domain's DNS host takes them, where `dns` says who that is), and who helps.
 */
export function FindingList({
  findings,
  dns,
  provider,
  domain,
  helps = true,
}: {
  findings: readonly Finding[];
  dns?: DnsServedBy;
  /** The checked domain (ASCII): each gap offers the support form for it ("Ask us to fix this"). */
  domain?: string;
  /** Where the domain's mail is: who helps with a mail record's gap (helpFor). */
  provider?: MailProvider;
  /** Whether each gap says how we help: not while a check runs, before its mail provider is known. */
  helps?: boolean;
}) {
  return (
    <ol css={styles} data-testid="email-findings">
      {findings.map((finding) => (
        <li key={finding.check} id={`check-${finding.check}`} data-check={finding.check} data-status={finding.status}>
          <h3>
            {emailCheckNames[finding.check]} <span className="status">{findingBadge(finding)}</span>
          </h3>
          <p>{withLongNames(finding.found)}</p>
          {finding.records &&
            (finding.check === 'sender-rules' ? (
              // Not records but the big senders' rules, each met or not: a list in the page's words.
              <ul className="checklist">
                {finding.records.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            ) : (
              <pre css={textBoxStyles} aria-label={copy.records}>
                {finding.records.join('\n')}
              </pre>
            ))}
          <p>
            <span className="label">{copy.meaning}:</span> {withLongNames(finding.meaning)}
          </p>
          {finding.fix && (
            <p className="fix">
              <span className="label">{copy.fix}:</span> {withLongNames(finding.fix)}
            </p>
          )}
          <FixLinks links={finding.links} />
          <ToPublish file={finding.publishFile} records={finding.publish} dns={dns} replaces={finding.replaces} />
          {finding.reportsOffer && (
            <>
              <p>
                <span className="label">{dmarcReportsCopy.offer.label}:</span> {dmarcReportsCopy.offer.text}
              </p>
              <ToPublish records={[finding.reportsOffer]} dns={dns} />
            </>
          )}
          {helps && (finding.status === 'fail' || finding.status === 'warn') && (
            <HowWeHelp check={finding.check} provider={provider} domain={domain} />
          )}
        </li>
      ))}
    </ol>
  );
}
