import { css } from '@emotion/react';
import { dnsHostCopy } from '../../../shared/catalogue/dns-host-copy';
import { dnsHost } from '../../../shared/catalogue/dns-hosts';
import {
  DKIM_SELECTOR_PARAM,
  EMAIL_SECURITY_PARAM,
  LIVE_PARAM,
  nextLiveValue,
  type EmailSecurityResult,
} from '../../../shared/email-security/result';
import { recordAtHost } from '../../../shared/email-security/record-at-host';
import { sastClock } from '../../../shared/format-date';
import { paths } from '../../../shared/routes';
import { Button } from '../../ui/button';
import { LIVE_SECTION_ID } from './check-address';

const copy = dnsHostCopy.live;

const styles = css`
  ul {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
    display: grid;
    gap: 0.5rem;
  }
  /* A mark at the left says the state at a glance; the word says it in full, in the text colour. */
  li {
    overflow-wrap: anywhere;
    padding-left: 0.75rem;
    border-left: 0.3rem solid var(--border);
  }
  li[data-state='live'] {
    border-left-color: var(--success, #15803d);
  }
  li[data-state='not-live'],
  li[data-state='beside'] {
    border-left-color: var(--destructive);
  }
  .state {
    font-weight: 700;
  }
  .value {
    display: block;
  }
  code {
    font-size: 0.85rem;
  }
  p {
    margin: 0.4rem 0;
  }
  /* The page's forms are grids; this one's button keeps its own width. */
  form {
    justify-items: start;
  }
`;

/**
 * "Is it live?" under the records to publish: a button that asks the page again with `live=` and a
 * value the page did not ask with (the server asks the domain's own name servers), and, when it was
 * asked, each record's state. With JavaScript on, the page asks it in place (email-security-page.tsx).
 */
export function LiveCheckPart({ result, selector }: { result: EmailSecurityResult; selector?: string }) {
  const { live, dns } = result;
  const host = dnsHost(dns?.host);
  return (
    <section css={styles} id={LIVE_SECTION_ID} aria-labelledby="live-heading" data-testid="live-check">
      <h3 id="live-heading">{copy.heading}</h3>
      <p>{copy.intro}</p>
      {live && (
        <>
          <p role="status">
            {live.servers.length ? copy.asked(live.servers.join(', '), sastClock(live.askedAt, live.askedAt)) : copy.noServers}
          </p>
          <ul>
            {live.records.map((record) => (
              <li key={`${record.name} ${record.type}`} data-state={record.state}>
                <span className="state">{copy.states[record.state]}</span>:{' '}
                <code>{dns ? recordAtHost(record, dns.zone, host).name || record.name : record.name}</code> {record.type}
                <code className="value">{record.value}</code>
                {record.reason && <span>{copy.unserved(record.reason)}</span>}
                {record.cachedUntil && <span>{copy.cached(sastClock(record.cachedUntil, live.askedAt))}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <form method="get" action={`${paths['email-security']}#${LIVE_SECTION_ID}`}>
        <input type="hidden" name={EMAIL_SECURITY_PARAM} value={result.shown} />
        {/* The DKIM selector asked with, so the result that comes back is the same one. */}
        {selector && <input type="hidden" name={DKIM_SELECTOR_PARAM} value={selector} />}
        <input type="hidden" name={LIVE_PARAM} value={nextLiveValue(live)} />
        <Button type="submit" variant="outline">
          {live ? copy.again : copy.button}
        </Button>
      </form>
    </section>
  );
}
