import path from 'node:path';
import { loadConfig, type Config } from '../../server/config';

/** The build the tests run against: BUILD_DIR when set, as for the server, else ./build. */
export const buildDir = () => path.resolve(process.env.BUILD_DIR ?? 'build');

/**
 * No registry on the internet is ever asked from a test: unless a test stands in registries on
 * loopback (and names them), the domain check knows none, and a name typed in a form is answered
 * "couldn't check" without leaving the machine.
 */
const NO_REGISTRIES = {
  DOMAIN_CHECK_BOOTSTRAP_FILE: path.resolve(__dirname, 'no-registries.json'),
  DOMAIN_CHECK_WHOIS: 'invalid=127.0.0.1:9',
};

/** Cheap proof of work, so a test solves hundreds of challenges in a moment. */
export const FAST_ALTCHA = { ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '40' };

/** The embedded defaults, as `npm start` uses them, with test-friendly folders and overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', BUILD_DIR: buildDir(), LOG_LEVEL: 'silent', ...NO_REGISTRIES, ...env });
}
