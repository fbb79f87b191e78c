import { createHash } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Remembers which captcha solutions were already used, until they expire on their own (after
 * that the verifier refuses them anyway). Each used solution is a small file under the data
 * folder, created with O_EXCL: the check and the record are one atomic step, even for two
 * processes sharing the folder, and a restart forgets nothing. Files are pruned once expired.
 */
export interface ReplayGuard {
  /**
   * True the first time `id` is claimed; false for every later claim before `expiresAtMs`.
   * Rejects when the claim cannot be recorded (the folder is not writable, Redis is away): the
   * caller refuses. With REDIS_URL the guard is redis-replay-guard.ts, shared by every process.
   * `issuedAtMs`, when known, lets a guard that may have forgotten claims (Redis emptied) refuse
   * what was issued before it forgot.
   */
  claim(id: string, expiresAtMs: number, issuedAtMs?: number): Promise<boolean>;
}

export interface FileReplayGuard extends ReplayGuard {
  /** How many used solutions are remembered now. */
  size(): number;
}

/** The folder under DATA_DIR that holds the used solutions. */
export const CAPTCHA_USED_DIR = 'captcha-used';

const PRUNE_EVERY_MS = 10 * 60_000;

/** The file name for an id: a hash, so no visitor text ever becomes a path. */
const fileFor = (dir: string, id: string) => path.join(dir, createHash('sha256').update(id).digest('hex'));

const expiryIn = (file: string): number => {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
};

function record(file: string, expiresAtMs: number, flag: 'wx' | 'w'): void {
  // Owner only, like every data folder's files (docs/operations.md).
  const fd = openSync(file, flag, 0o600);
  try {
    writeSync(fd, String(expiresAtMs));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function createReplayGuard({ dir, now = Date.now }: { dir: string; now?: () => number }): FileReplayGuard {
  let lastPrune = -Infinity;
  let folderMade = false;

  const prune = (at: number) => {
    if (at - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      if (expiryIn(file) <= at) rmSync(file, { force: true });
    }
  };

  return {
    async claim(id, expiresAtMs) {
      const at = now();
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (!folderMade) {
        // A folder an earlier release made 0755 is closed too.
        chmodSync(dir, 0o700);
        folderMade = true;
      }
      prune(at);
      const file = fileFor(dir, id);
      try {
        record(file, expiresAtMs, 'wx');
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      if (expiryIn(file) > at) return false;
      // A stale record of an id whose lifetime is over: the verifier has already refused an
      // expired solution, so only an id with a new lifetime (hCaptcha) gets here.
      record(file, expiresAtMs, 'w');
      return true;
    },
    size() {
      try {
        return readdirSync(dir).length;
      } catch {
        return 0;
      }
    },
  };
}
