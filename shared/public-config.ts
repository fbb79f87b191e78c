/** The only settings the server sends to the browser: an explicit whitelist, no secrets. */
export interface PublicConfig {
  release: string;
  publicUrl: string;
  captcha: { provider: 'altcha' } | { provider: 'hcaptcha'; siteKey: string };
  chat:
    { provider: 'none' } | { provider: 'tawk'; propertyId: string; widgetId: string } | { provider: 'crisp'; websiteId: string };
  remoteSupportUrl: string;
  /** The service status page (STATUS_URL), linked from the support page and the footer; null: no link. */
  statusUrl: string | null;
  /** The share of visits that send their Core Web Vitals (0: none, the default without metrics). */
  webVitalsSampleRate: number;
  /** With SENTRY_DSN: where the browser's Sentry SDK sends errors (a DSN is meant to be public). */
  errorReportsDsn: string | null;
  /** DOMAIN_CHECK=on: the order dialog and the hosting pages may ask GET /api/domain-check. */
  domainCheck: boolean;
  /** EMAIL_WATCH=on: a result of the e-mail check offers "E-mail me if this gets worse". */
  emailWatch: boolean;
  /** MESSAGE_CHECK_ADDRESS: "Is this e-mail genuine?" offers it for a message forwarded as an attachment; null: off. */
  messageCheckAddress: string | null;
}
