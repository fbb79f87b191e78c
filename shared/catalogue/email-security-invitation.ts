/**
 * The invitation to "Is my e-mail safe?" (/email-security), one line and its link wherever it is
 * offered: apart from the check's own words (email-security-copy.ts), so the pages that invite
 * carry a line, not the page.
 */
import type { PlanKind } from './plans/kinds';
import type { ServiceId } from './service-ids';

export const emailSecurityInvitation = {
  text: 'Is your e-mail safe? Check your domain’s SPF, DKIM and DMARC in a few seconds, free.',
  label: 'Check my domain',
  /** The services whose pages invite, under their title, as the contact page does. */
  services: ['it-health', 'cybersecurity'] as readonly ServiceId[],
  /** The hosting pages that invite, under their title. */
  kinds: ['microsoft-365'] as readonly PlanKind[],
  /** The self-assessment's questions about e-mail: it invites after the last of them in each function, and on the result. */
  questions: ['mfa', 'endpoint-protection', 'training', 'sign-ins'] as readonly string[],
};
