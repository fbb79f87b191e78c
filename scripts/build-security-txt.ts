/** Build step: when /.well-known/security.txt expires, counted from now (server/security-txt.ts). */
import path from 'node:path';
import { writeFileDurably } from '../server/durable-file';
import { SECURITY_TXT_BUILD_FILE, securityTxtExpiry } from '../server/security-txt';

if (require.main === module) {
  const publicDir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? 'build', 'public'));
  const expires = securityTxtExpiry(new Date());
  writeFileDurably(path.join(publicDir, SECURITY_TXT_BUILD_FILE), `${JSON.stringify({ expires })}\n`, 0o644).then(
    () => console.log(`security.txt expires ${expires}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
