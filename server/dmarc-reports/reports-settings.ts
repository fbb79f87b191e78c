/**
 * The settings of the DMARC report intake, a part of the one schema (config.ts puts the parts together):
 * its listener is off unless DMARC_REPORTS_PORT and an address to take mail for are set (the
 * report address, DMARC_REPORTS_ADDRESS, or the check address, MESSAGE_CHECK_ADDRESS:
 * server/message-check-mail); STARTTLS only with a certificate and its key.
 */
import { number, string, type TestContext } from 'yup';
import type { EnvOf } from '../env-schema';
import type { EmailCheckConfig } from '../email-security/check-settings';
import {
  messageCheckMailConfig,
  type MESSAGE_CHECK_ENV,
  type MessageCheckMailConfig,
} from '../message-check-mail/check-mail-settings';

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
    // The port alone is no mistake where the check address is what it takes mail for.
    .test({
      ...pairedWith('DMARC_REPORTS_PORT'),
      test: (value: unknown, context: TestContext) =>
        pairedWith('DMARC_REPORTS_PORT').test(value, context) ||
        (context.parent as Record<string, unknown>).MESSAGE_CHECK_ADDRESS !== undefined,
    }),
  // Set with DMARC_REPORTS_ADDRESS, MESSAGE_CHECK_ADDRESS or both: one listener takes mail for either.
  DMARC_REPORTS_PORT: wholeIn(1, 65535).test(pairedWith('DMARC_REPORTS_ADDRESS')),
  // Loopback: Postfix on port 25 relays the reports domain here.
  DMARC_REPORTS_HOST: string().default('127.0.0.1'),
  DMARC_REPORTS_MAX_BYTES: wholeIn(64 * 1024, 50 * 1024 * 1024).default(DEFAULT_MAX_BYTES),
  // What all domains' reports may add to the database in a day, kept 90 days: past it, 452 until tomorrow.
  DMARC_REPORTS_DAY_MB: wholeIn(8, 100_000).default(DEFAULT_DAY_MB),
  DMARC_REPORTS_TLS_CERT: string().test(pairedWith('DMARC_REPORTS_TLS_KEY')),
  DMARC_REPORTS_TLS_KEY: string().test(pairedWith('DMARC_REPORTS_TLS_CERT')),
};

/** The intake's settings: where it listens, the addresses it takes mail for, the size of a message, and its certificate's files. */
export interface DmarcReportsConfig {
  /** The report address; absent where the listener takes mail for the check address alone. */
  address?: string;
  /** The check address and its budgets, where it is set. */
  messageCheck?: MessageCheckMailConfig;
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
  /** The site's address: the check address's replies link to the page. */
  publicUrl: string;
  emailCheck: Pick<EmailCheckConfig, 'dnsServers'>;
}

type ReportsEnv = EnvOf<typeof DMARC_REPORTS_ENV> & EnvOf<typeof MESSAGE_CHECK_ENV>;

/** `dmarcReports` in the site's config when the port and either address are set; nothing otherwise. */
export const dmarcReportsConfig = (v: ReportsEnv): { dmarcReports?: DmarcReportsConfig } =>
  (v.DMARC_REPORTS_ADDRESS || v.MESSAGE_CHECK_ADDRESS) && v.DMARC_REPORTS_PORT
    ? {
        dmarcReports: {
          ...(v.DMARC_REPORTS_ADDRESS ? { address: v.DMARC_REPORTS_ADDRESS.toLowerCase() } : {}),
          ...(v.MESSAGE_CHECK_ADDRESS ? { messageCheck: messageCheckMailConfig(v) } : {}),
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
