import path from 'node:path';
import { loadConfig, type Config } from '../../server/config';

/** The embedded defaults, as `npm start` uses them, with test-friendly folders and overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', BUILD_DIR: path.resolve('build'), LOG_LEVEL: 'silent', ...env });
}
