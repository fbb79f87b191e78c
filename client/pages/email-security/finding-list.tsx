import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { emailSecurityCopy as copy, helpFor } from '../../../shared/catalogue/email-security-copy';
import { emailCheckNames, findingStatusWords } from '../../../shared/catalogue/email-security-report-copy';
import type { Finding } from '../../../shared/email-security/result';
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

/**
 * Each finding: what was found (the records as text), what it means, the fix, the file to serve
 * (its lines as the file holds them) and the exact records, and who helps.
 */
export function FindingList({ findings }: { findings: readonly Finding[] }) {
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
            <dl key={`${record.name} ${record.type}`} aria-label={copy.publish}>
              {([record.name, record.type, record.value] as const).map((value, at) => (
                <div key={copy.publishHeads[at]}>
                  <dt>{copy.publishHeads[at]}</dt>
                  {/* The name and the value are copied; the type is chosen from a list at a DNS host. */}
                  <dd className={at === 1 ? undefined : 'copyable'}>
                    <code>{value}</code>
                    {at !== 1 && <CopyButton text={value} what={copy.publishHeads[at]} />}
                  </dd>
                </div>
              ))}
            </dl>
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
