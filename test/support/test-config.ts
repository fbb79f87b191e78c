import path from 'node:path';
import { loadConfig, type Config } from '../../server/config';

/** The build the tests run against: BUILD_DIR when set, as for the server, else ./build. */
export const buildDir = () => path.resolve(process.env.BUILD_DIR ?? 'build');

/** The embedded defaults, as `npm start` uses them, with test-friendly folders and overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', BUILD_DIR: buildDir(), LOG_LEVEL: 'silent', ...env });
}
