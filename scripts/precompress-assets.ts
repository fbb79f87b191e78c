import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRECOMPRESSED_SUFFIX, PRECOMPRESSIBLE } from '../server/static/encodings';
import { writeFileAtomic } from './legal/write-atomic';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every hashed
 * bundle, once at build time, so the server never compresses a bundle per request.
 */
export async function precompressAssets(dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => PRECOMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = path.join(dir, file);
      const data = await readFile(source);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await writeFileAtomic(source + PRECOMPRESSED_SUFFIX.br, br);
      await writeFileAtomic(source + PRECOMPRESSED_SUFFIX.gzip, gz);
    }),
  );
  return files;
}

if (require.main === module) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(buildDir, 'public', 'assets');
  const started = Date.now();
  precompressAssets(dir).then(
    (files) => console.log(`Precompressed ${files.length} bundles (br, gz) in ${dir} in ${Date.now() - started} ms`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
