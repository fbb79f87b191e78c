/**
 * The settings of the DMARC report intake, a part of the one schema (config.ts puts the parts together):
 * off unless DMARC_REPORTS_ADDRESS and DMARC_REPORTS_PORT are both set; STARTTLS only with a
 * certificate and its key.
 */
import { number, string, type TestContext } from 'yup';
import type { EnvOf } from '../env-schema';
import type { EmailCheckConfig } from '../email-security/check-settings';

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** 90 days at the ceiling come to 22.5 GB; a day's real reports of a few hundred domains to a few MB. */
const DEFAULT_DAY_MB = 256;

const wholeIn = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return number().typeError(message).integer(message).min(min, message).max(max, message);
};

/** Set only beside `other`: half of a pair is a mistake, named at boot (a test of the parent, so yup sees no cycle). */
const pairedWith = (other: string) => ({
  name: 'pair',
  message: `is required with ${other}`,
  test: (value: unknown, context: TestContext) =>
    value !== undefined || (context.parent as Record<string, unknown>)[other] === undefined,
});

export const DMARC_REPORTS_ENV = {
  // The address receivers send aggregate reports to (rua=mailto:…), at the reports domain whose MX is this server.
  DMARC_REPORTS_ADDRESS: string()
    .matches(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address')
    .test(pairedWith('DMARC_REPORTS_PORT')),
  DMARC_REPORTS_PORT: wholeIn(1, 65535).test(pairedWith('DMARC_REPORTS_ADDRESS')),
  // Loopback: Postfix on port 25 relays the reports domain here.
  DMARC_REPORTS_HOST: string().default('127.0.0.1'),
  DMARC_REPORTS_MAX_BYTES: wholeIn(64 * 1024, 50 * 1024 * 1024).default(DEFAULT_MAX_BYTES),
  // What all domains' reports may add to the database in a day, kept 90 days: past it, 452 until tomorrow.
  DMARC_REPORTS_DAY_MB: wholeIn(8, 100_000).default(DEFAULT_DAY_MB),
  DMARC_REPORTS_TLS_CERT: string().test(pairedWith('DMARC_REPORTS_TLS_KEY')),
  DMARC_REPORTS_TLS_KEY: string().test(pairedWith('DMARC_REPORTS_TLS_CERT')),
};

/** The intake's settings: where it listens, the one address it takes mail for, the size of a message, and its certificate's files. */
export interface DmarcReportsConfig {
  address: string;
  host: string;
  port: number;
  maxBytes: number;
  /** What all domains' reports may add to the database in a day (reports-store.ts). */
  dayBytes: number;
  tls?: { certFile: string; keyFile: string };
}

/** What the intake's process reads of the site's settings (config.ts holds them all). */
export interface ReportsProcessSettings {
  dmarcReports?: DmarcReportsConfig;
  emailCheck: Pick<EmailCheckConfig, 'dnsServers'>;
}

type ReportsEnv = EnvOf<typeof DMARC_REPORTS_ENV>;

/** `dmarcReports` in the site's config when the address and port are set; nothing otherwise. */
export const dmarcReportsConfig = (v: ReportsEnv): { dmarcReports?: DmarcReportsConfig } =>
  v.DMARC_REPORTS_ADDRESS && v.DMARC_REPORTS_PORT
    ? {
        dmarcReports: {
          address: v.DMARC_REPORTS_ADDRESS.toLowerCase(),
          host: v.DMARC_REPORTS_HOST,
          port: v.DMARC_REPORTS_PORT,
          maxBytes: v.DMARC_REPORTS_MAX_BYTES,
          dayBytes: v.DMARC_REPORTS_DAY_MB * 1024 * 1024,
          ...(v.DMARC_REPORTS_TLS_CERT && v.DMARC_REPORTS_TLS_KEY
            ? { tls: { certFile: v.DMARC_REPORTS_TLS_CERT, keyFile: v.DMARC_REPORTS_TLS_KEY } }
            : {}),
        },
      }
    : {};
