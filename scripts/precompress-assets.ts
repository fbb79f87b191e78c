import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compressText, PRECOMPRESSIBLE } from '../server/static/compress-text';
import { writeFileDurably } from '../server/durable-file';

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every hashed
 * bundle, once at build time, so the server never compresses a bundle per request.
 */
export async function precompressAssets(dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => PRECOMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = path.join(dir, file);
      const { br, gzip } = await compressText(await readFile(source));
      // The names express-static-gzip looks for beside each bundle (server/static-files.ts).
      await writeFileDurably(`${source}.br`, br, 0o644);
      await writeFileDurably(`${source}.gz`, gzip, 0o644);
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
