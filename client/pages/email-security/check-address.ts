import { EMAIL_SECURITY_PARAM } from '../../../shared/email-security/result';
import { paths } from '../../../shared/routes';

/** The result's section that holds "E-mail me if this gets worse": the watch pages link back to it. */
export const WATCH_SECTION_ID = 'watch';

/** "Is it live?": its section, where its form's answer opens. */
export const LIVE_SECTION_ID = 'live';

/** The e-mail check's address for a domain (its form without one), at the watch form when `atWatch`. */
export const emailCheckAddress = (domain: string | undefined, atWatch = false): string =>
  domain
    ? `${paths['email-security']}?${new URLSearchParams({ [EMAIL_SECURITY_PARAM]: domain })}${atWatch ? `#${WATCH_SECTION_ID}` : ''}`
    : paths['email-security'];
