import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { emailSecurityCopy as copy, helpFor } from '../../../shared/catalogue/email-security-copy';
import { emailCheckNames, findingStatusWords } from '../../../shared/catalogue/email-security-report-copy';
import { dnsHostCopy } from '../../../shared/catalogue/dns-host-copy';
import { dnsHost } from '../../../shared/catalogue/dns-hosts';
import { recordAtHost } from '../../../shared/email-security/record-at-host';
import type { DnsServedBy, Finding, RecordToPublish } from '../../../shared/email-security/result';
import { CopyButton } from './copy-button';
import { withLongNames } from './long-names';

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
  pre,
  dd {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
  }
  /* A box of its own in either theme: in the light one the card and the page are both white. */
  pre {
    margin: 0.4rem 0;
    padding: 0.5rem 0.75rem;
    background: var(--bg-muted);
    border: 1px solid var(--border);
    border-radius: 0.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.25rem 0.75rem;
    margin: 0.4rem 0;
    padding: 0.5rem 0.75rem;
    background: var(--bg-muted);
    border: 1px solid var(--border);
    border-radius: 0.25rem;
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
  dl > div {
    display: contents;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .fix {
    white-space: pre-line;
  }
  p code {
    overflow-wrap: anywhere;
  }
`;

/** A record to publish, its name and value each with a copy button; a name left empty says so. */
export function RecordBox({ record }: { record: RecordToPublish }) {
  return (
    <dl aria-label={copy.publish}>
      {([record.name, record.type, record.value] as const).map((value, at) => (
        <div key={copy.publishHeads[at]}>
          <dt>{copy.publishHeads[at]}</dt>
          {/* The name and the value are copied; the type is chosen from a list at a DNS host. */}
          <dd className={at === 1 || value === '' ? undefined : 'copyable'}>
            {value === '' ? dnsHostCopy.blankName : <code>{value}</code>}
            {at !== 1 && value !== '' && <CopyButton text={value} what={copy.publishHeads[at]} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Each finding: what was found (the records as text), what it means, the fix, the file to serve
 * (its lines as the file holds them) and the exact records (as the domain's DNS host takes them,
 * where `dns` says who that is), and who helps.
 */
export function FindingList({ findings, dns }: { findings: readonly Finding[]; dns?: DnsServedBy }) {
  return (
    <ol css={styles} data-testid="email-findings">
      {findings.map((finding) => (
        <li key={finding.check} id={`check-${finding.check}`} data-check={finding.check} data-status={finding.status}>
          <h3>
            {emailCheckNames[finding.check]} <span className="status">{findingStatusWords[finding.status]}</span>
          </h3>
          <p>{withLongNames(finding.found)}</p>
          {finding.records && <pre aria-label={copy.records}>{finding.records.join('\n')}</pre>}
          <p>
            <span className="label">{copy.meaning}:</span> {withLongNames(finding.meaning)}
          </p>
          {finding.fix && (
            <p className="fix">
              <span className="label">{copy.fix}:</span> {withLongNames(finding.fix)}
            </p>
          )}
          {finding.publishFile && (
            <>
              <p>
                <span className="label">{copy.serveAt}:</span> <code>{finding.publishFile.url}</code>
              </p>
              <pre aria-label={copy.serveFile}>{finding.publishFile.lines.join('\n')}</pre>
            </>
          )}
          {finding.publish?.map((record) => (
            <RecordBox
              key={`${record.name} ${record.type}`}
              record={dns ? recordAtHost(record, dns.zone, dnsHost(dns.host)) : record}
            />
          ))}
          {(finding.status === 'fail' || finding.status === 'warn') && (
            <p>
              <span className="label">{copy.helps}:</span>{' '}
              <Link to={helpFor(finding.check).path}>{helpFor(finding.check).label}</Link>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
