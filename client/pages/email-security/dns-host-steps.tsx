import { css } from '@emotion/react';
import { dnsHostCopy as copy } from '../../../shared/catalogue/dns-host-copy';
import { dnsHost } from '../../../shared/catalogue/dns-hosts';
import type { DnsServedBy } from '../../../shared/email-security/result';

const styles = css`
  ol,
  ul {
    margin: 0.4rem 0;
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: 0.2rem;
  }
  h4 {
    margin: 0.75rem 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0.4rem 0;
    overflow-wrap: anywhere;
  }
`;

/** A host's step with the record's type, name and value said in words: the records follow, each in its box. */
export const stepWords = (step: string) =>
  step
    .replace('{type}', copy.placeholders.type)
    .replace('{name}', copy.placeholders.name)
    .replace('{value}', copy.placeholders.value);

/**
 * Where the records to publish go: the domain's DNS host by its name servers, where its editor is,
 * its steps and quirks, and its own help page; for a host not in the table, the general steps.
 */
export function DnsHostSteps({ dns }: { dns?: DnsServedBy }) {
  const host = dnsHost(dns?.host);
  const cpanel = dnsHost('cpanel');
  /** Whose own help is linked: the host's, or cPanel's beside the general steps. */
  const helpOf = host ?? cpanel;
  const servers = dns?.servers.join(', ') ?? '';
  const steps = host ? [host.editor, ...host.steps] : copy.general;
  return (
    <section css={styles} aria-labelledby="dns-host-heading" data-testid="dns-host-steps" data-host={host?.id ?? ''}>
      <h3 id="dns-host-heading">{copy.heading}</h3>
      <p>{host ? copy.servedBy(host.name, servers) : servers ? copy.unknown(servers) : copy.none}</p>
      <h4>{copy.stepsHeading}</h4>
      <ol>
        {steps.map((step) => (
          <li key={step}>{stepWords(step)}</li>
        ))}
      </ol>
      {host && host.quirks.length > 0 && (
        <>
          <h4>{copy.quirks}</h4>
          <ul>
            {host.quirks.map((quirk) => (
              <li key={quirk}>{quirk}</li>
            ))}
          </ul>
        </>
      )}
      {!host && cpanel && <p>{copy.cpanel(cpanel.editor)}</p>}
      {helpOf && (
        <p>
          <a href={helpOf.source} rel="noopener noreferrer">
            {host ? copy.source(helpOf.name) : copy.guide(helpOf.name)}
          </a>
        </p>
      )}
    </section>
  );
}
