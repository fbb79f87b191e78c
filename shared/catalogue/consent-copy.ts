/**
 * Consent to direct marketing, asked apart from the request (POPIA s69): one unticked box on the
 * contact form and the order dialog, never required; the staff e-mail says which way it went.
 */
export const consentCopy = {
  label: 'Send me news and offers',
  yes: 'yes',
  no: 'no',
} as const;
