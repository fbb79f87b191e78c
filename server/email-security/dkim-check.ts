/**
 * DKIM: keys at the selectors a provider uses (Microsoft 365's selector1 and selector2, Google's
 * google) or the common ones, and at one the visitor names. Absence cannot be proven: a key lives
 * at a name only the provider knows.
 */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { Finding, MailProvider, RecordToPublish } from '../../shared/email-security/result';
import { finding, type CheckContext } from './check-context';
import { dkimKey } from './mail-records';

/** The selectors asked: the provider's own where the MX names one, else the common ones; and the visitor's. */
const dkimSelectors = (provider: MailProvider | undefined, named?: string): string[] => {
  const common =
    provider === 'microsoft-365'
      ? ['selector1', 'selector2']
      : provider === 'google-workspace'
        ? ['google']
        : ['selector1', 'selector2', 'google', 'default', 'k1', 's1', 's2', 'dkim', 'mail'];
  return named && !common.includes(named) ? [named, ...common] : common;
};

/**
 * Microsoft 365's two DKIM CNAMEs for a domain, in the form domains added since May 2025 get
 * (`selector1-<domain with dashes>._domainkey.<tenant>.n-v1.dkim.mail.microsoft`, as the help
 * article shows); the words say to copy Defender's exact values.
 */
const microsoftDkim = (domain: string): RecordToPublish[] =>
  ['selector1', 'selector2'].map((selector) => ({
    name: `${selector}._domainkey.${domain}`,
    type: 'CNAME',
    value: `${selector}-${domain.replace(/\./g, '-')}._domainkey.<your tenant>.n-v1.dkim.mail.microsoft`,
  }));

export async function dkimFinding(context: CheckContext, provider: MailProvider | undefined, named?: string): Promise<Finding> {
  const selectors = dkimSelectors(provider, named);
  const found = await Promise.all(
    selectors.map(async (selector) => {
      const record = (await context.dns.txt(`${selector}._domainkey.${context.domain}`)).find((text) =>
        /^v=DKIM1\s*(;|$)|(^|;)\s*p=/i.test(text),
      );
      return record ? { selector, record, key: dkimKey(record) } : undefined;
    }),
  );
  const keys = found.filter((key) => key !== undefined);
  if (!keys.length) {
    const fix =
      provider === 'microsoft-365'
        ? copy.dkim.microsoftFix(context.domain)
        : provider === 'google-workspace'
          ? copy.dkim.googleFix
          : copy.dkim.noneFix;
    return finding('dkim', 'warn', copy.dkim.none, copy.dkim.noneMeaning, {
      fix,
      publish: provider === 'microsoft-365' ? microsoftDkim(context.domain) : undefined,
    });
  }
  const records = keys.map(({ selector, record }) => `${selector}._domainkey: ${record}`);
  // A revoked key (empty p=) is how a selector is retired: it says nothing about the live ones.
  const live = keys.filter(({ key }) => key !== 'revoked');
  if (!live.length)
    return finding('dkim', 'info', copy.dkim.revoked(keys.map((key) => key.selector)), copy.dkim.revokedMeaning, {
      records,
      fix: copy.dkim.noneFix,
    });
  const broken = live.find(({ key }) => key === 'broken');
  const sound = live.filter(({ key }) => key !== 'broken').map(({ selector }) => selector);
  // A stale record at a selector nothing signs with any more breaks nothing: one beside a sound key only warns.
  if (broken && !sound.length)
    return finding('dkim', 'fail', copy.dkim.broken(broken.selector), copy.dkim.brokenMeaning, {
      records,
      fix: copy.dkim.keyFix,
    });
  if (broken)
    return finding('dkim', 'warn', copy.dkim.brokenBeside(broken.selector, sound), copy.dkim.brokenBesideMeaning, {
      records,
      fix: copy.dkim.brokenBesideFix(broken.selector),
    });
  const weakest = live
    .map(({ selector, key }) => ({ selector, bits: typeof key === 'number' ? key : Infinity }))
    .sort((a, b) => a.bits - b.bits)[0];
  if (weakest.bits < 2048)
    return finding(
      'dkim',
      weakest.bits < 1024 ? 'fail' : 'warn',
      copy.dkim.weakKey(weakest.selector, weakest.bits),
      copy.dkim.brokenKey(weakest.bits),
      {
        records,
        fix: copy.dkim.keyFix,
      },
    );
  return finding('dkim', 'pass', copy.dkim.found(live.map((key) => key.selector)), copy.dkim.strong, { records });
}
