import { nullMxFound } from '../catalogue/null-mx-copy';
import type { EmailSecurityResult } from './result';

/**
 * Whether a result found the domain taking no e-mail at all: its MX is a null MX (`MX 0 .`, RFC
 * 7505), which the check tells by its mx finding's words. No address there can receive a link.
 */
export const takesNoMail = (result: Pick<EmailSecurityResult, 'findings'>): boolean =>
  result.findings.some((finding) => finding.check === 'mx' && finding.status === 'info' && finding.found === nullMxFound);
