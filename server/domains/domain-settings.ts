/**
 * The settings of "is my domain free?", the order dialog's and the hosting pages' domain check: a
 * part of the one schema, put together with the others in config.ts.
 */
import { string } from 'yup';
import { oneOf, whole } from '../env-schema';
import { parseWhoisServers, ZACR_WHOIS } from './whois-servers';

export const DOMAIN_CHECK_ENV = {
  DOMAIN_CHECK: oneOf(['on', 'off'] as const, 'on'),
  DOMAIN_CHECK_BOOTSTRAP_FILE: string().default('static/rdap/dns.json'),
  DOMAIN_CHECK_WHOIS: string()
    .test('whois', function check(value) {
      const parsed = value === undefined ? [] : parseWhoisServers(value);
      return typeof parsed === 'string' ? this.createError({ message: parsed }) : true;
    })
    .default(ZACR_WHOIS),
  DOMAIN_CHECK_TIMEOUT_MS: whole(3000, 100, 30_000),
  DOMAIN_CHECK_RATE_LIMIT_MAX: whole(120, 1, 100_000),
  DOMAIN_CHECK_REGISTRY_BUDGET: whole(60, 1, 100_000),
};
