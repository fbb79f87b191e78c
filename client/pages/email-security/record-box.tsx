import { css } from '@emotion/react';
import { dnsHostCopy } from '../../../shared/catalogue/dns-host-copy';
import { dnsHost, type DnsHost } from '../../../shared/catalogue/dns-hosts';
import { emailSecurityCopy as copy } from '../../../shared/catalogue/email-security-page-copy';
import { recordAsShown } from '../../../shared/email-security/record-at-host';
import type { DnsServedBy, FileToPublish, RecordToPublish } from '../../../shared/email-security/result';
import { CopyButton } from './copy-button';
import { stepWords } from './dns-host-steps';

/** A box of its own in either theme (in the light one the card and the page are both white), its text as typed. */
const box = `
  margin: 0.4rem 0;
  padding: 0.5rem 0.75rem;
  background: var(--bg-muted);
  border: 1px solid var(--border);
  border-radius: 0.25rem;
  overflow-wrap: anywhere;
`;

const mono = `
  white-space: pre-wrap;
  font-family: ui-monospace, monospace;
  font-size: 0.85rem;
`;

/** Text as published or to be served, line by line, in its box. */
export const textBoxStyles = css`
  ${box}
  ${mono}
`;

/** Labelled values in a box, each value with its copy button where it has one (class "copyable"). */
export const copyRowsStyles = css`
  ${box}
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  /* On a phone each label stands over its value, which then has the box's width beside its button. */
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.1rem;
    > div + div > dt {
      margin-top: 0.3rem;
    }
  }
  > div {
    display: contents;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    ${mono}
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

/**
 * Where records of its kind are at the name already: which to edit (and which to delete), with
 * the host's own steps to edit one, or the general ones and cPanel's where the host is not known.
 */
function EditInstead({ existing, host }: { existing: readonly string[]; host?: DnsHost }) {
  const cpanel = dnsHost('cpanel');
  return (
    <>
      <p>{dnsHostCopy.existing(existing.length)}</p>
      <p>{(host?.edit ?? dnsHostCopy.editGeneral).map(stepWords).join(' ')}</p>
      {!host && cpanel?.edit && <p>{dnsHostCopy.cpanelEdit(cpanel.edit.map(stepWords).join(' '))}</p>}
    </>
  );
}

/** A record to publish, its name and value each with a copy button; a name left empty says so. */
function RecordBox({ record }: { record: RecordToPublish }) {
  return (
    <dl css={copyRowsStyles} aria-label={copy.publish}>
      {([record.name, record.type, record.value] as const).map((value, at) => (
        <div key={copy.publishHeads[at]}>
          <dt>{copy.publishHeads[at]}</dt>
          {/* The name and the value are copied; the type is chosen from a list at a DNS host. */}
          <dd className={at === 1 || value === '' ? undefined : 'copyable'}>
            {value === '' ? dnsHostCopy.blankName : <code>{value}</code>}
            {at !== 1 && value !== '' && <CopyButton what={copy.publishHeads[at]} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a finding asks to publish: the file to serve (its address, what its host needs, then its
 * lines as the file holds them) and the exact records, as the domain's DNS host takes them where `dns` says who that is.
 */
export function ToPublish({
  file,
  records,
  dns,
  replaces,
}: {
  file?: FileToPublish;
  records?: RecordToPublish[];
  dns?: DnsServedBy;
  /** The records of its kind at the record's name now (Finding.replaces). */
  replaces?: readonly string[];
}) {
  const host = dns && dnsHost(dns.host);
  return (
    <>
      {file && (
        <>
          <p>
            <span className="label">{copy.serveAt}:</span> <code>{file.url}</code>
          </p>
          <p>{copy.serveNeeds(/^https:\/\/([^/]+)/.exec(file.url)?.[1] ?? file.url)}</p>
          <pre css={textBoxStyles} aria-label={copy.serveFile}>
            {file.lines.join('\n')}
          </pre>
        </>
      )}
      {records?.map((record) => (
        <RecordBox key={`${record.name} ${record.type}`} record={recordAsShown(record, dns)} />
      ))}
      {records?.length && replaces?.length ? <EditInstead existing={replaces} host={host} /> : null}
    </>
  );
}
