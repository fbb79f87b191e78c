/**
 * DKIM: keys at the selectors the mail provider uses (shared/catalogue/mail-providers.ts), then at
 * the common ones, and at one the visitor names. Absence cannot be proven: a key lives at a name
 * only the provider knows.
 */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import { mailProvider } from '../../shared/catalogue/mail-providers';
import type { Finding, MailProvider } from '../../shared/email-security/result';
import { finding, type CheckContext } from './check-context';
import { dkimKey } from './mail-records';

const COMMON_SELECTORS = ['selector1', 'selector2', 'google', 'default', 'k1', 's1', 's2', 'dkim', 'mail'];

/**
 * The selectors asked: the provider's own first, then the common ones, as many in all as the common
 * ones alone (the check's DNS budget is shared); and the visitor's beside them.
 */
const dkimSelectors = (own: readonly string[], named?: string): string[] => {
  const asked = [...new Set([...own, ...COMMON_SELECTORS])].slice(0, COMMON_SELECTORS.length);
  return named && !asked.includes(named) ? [named, ...asked] : asked;
};

/** `takesNoMail`: a null MX. Without a key such a domain needs none: not applicable, and no advice to turn signing on. */
export async function dkimFinding(
  context: CheckContext,
  provider: MailProvider | undefined,
  named?: string,
  takesNoMail = false,
): Promise<Finding> {
  const steps = mailProvider(provider)?.dkim;
  const selectors = dkimSelectors(steps?.selectors ?? [], named);
  const found = await Promise.all(
    selectors.map(async (selector) => {
      const record = (await context.dns.txt(`${selector}._domainkey.${context.domain}`)).find((text) =>
        /^v=DKIM1\s*(;|$)|(^|;)\s*p=/i.test(text),
      );
      return record ? { selector, record, key: dkimKey(record) } : undefined;
    }),
  );
  const keys = found.filter((key) => key !== undefined);
  if (!keys.length && takesNoMail) return finding('dkim', 'info', copy.dkim.noMail, copy.notChecked.noMailMeaning);
  if (!keys.length)
    return finding('dkim', 'warn', copy.dkim.none, copy.dkim.noneMeaning, {
      fix: steps?.fix?.(context.domain) ?? copy.dkim.noneFix,
      publish: steps?.publish?.(context.domain),
    });
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
