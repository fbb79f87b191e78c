import type { Finding, MailProvider } from '../../shared/email-security/result';
import { boundedFinding } from './bounds';
import type { CheckContext } from './check-context';
import { dmarcEnforces, dmarcFinding, type DmarcRead } from './dmarc-check';
import type { MailServers } from './record-checks';
import { spfFinding } from './spf-check';

/**
 * SPF's finding (its words read DMARC's policy) and DMARC's, from DMARC's record read once, as the
 * check and "is it live?" both read them. Where the records found are at the name published (not
 * inherited), each names them as the ones to edit: the owner edits one, never adds a second.
 */
export function recordFindings(
  context: CheckContext,
  mail: MailServers,
  provider: MailProvider | undefined,
  dmarc: Promise<DmarcRead>,
): Record<'spf' | 'dmarc', () => Promise<Finding>> {
  const { domain } = context;
  return {
    spf: () =>
      spfFinding(
        context,
        mail,
        provider,
        dmarc.then(
          (read) => dmarcEnforces(read, domain),
          () => false,
        ),
      ).then((spf) => (spf.publish && spf.records?.length ? boundedFinding({ ...spf, replaces: spf.records }) : spf)),
    dmarc: () =>
      dmarc.then(async (read) => {
        const found = await dmarcFinding(context, read, mail.none);
        return found.publish && read.at === domain && read.records.length
          ? boundedFinding({ ...found, replaces: found.records ?? read.records })
          : found;
      }),
  };
}
