/**
 * ZIP archives as the archivers a sender uses write them: Info-ZIP's `zip` (its `-P`, the
 * traditional ZipCrypto that `zip -e` and Windows make) and 7-Zip's `7zz` (WinZip's AES, method 99),
 * from files written to a temporary folder. Debian's zip and 7zip (scripts/test-tools.sh).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from './for-tests';

export interface Zipped {
  /** Each file's name and text, in the order the archive lists them. */
  files: Record<string, string>;
  /** Locks every file (or those `lockedOnly` names) with it. */
  password?: string;
  lockedOnly?: string[];
  /** 7-Zip's AES-256 in place of ZipCrypto. */
  aes?: boolean;
}

function run(command: string, args: string[], cwd: string) {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (done.error || done.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${done.error?.message ?? done.stderr}`);
}

export function zipOf({ files, password, lockedOnly, aes }: Zipped): Buffer {
  const folder = tempFolder('archive');
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    const names = Object.keys(files);
    const locked = password ? (lockedOnly ?? names) : [];
    const open = names.filter((name) => !locked.includes(name));
    if (aes) run('7zz', ['a', '-bso0', '-tzip', '-mem=AES256', `-p${password}`, 'archive.zip', ...locked], folder);
    // Info-ZIP adds to an archive in the order given: the open files first, then the locked ones.
    if (open.length > 0) run('zip', ['-q', 'archive.zip', ...open], folder);
    if (!aes && locked.length > 0) run('zip', ['-q', '-P', password!, 'archive.zip', ...locked], folder);
    return readFileSync(path.join(folder, 'archive.zip'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The central directory's file headers (signature PK\1\2), by their offset in `zip`. */
export const centralEntries = (zip: Buffer) => {
  const at: number[] = [];
  for (let found = zip.indexOf('PK\x01\x02', 0, 'latin1'); found >= 0; found = zip.indexOf('PK\x01\x02', found + 4, 'latin1'))
    at.push(found);
  return at;
};

/** A copy of `zip` with `bits` set in every central directory entry's general-purpose flag. */
export function withFlags(zip: Buffer, bits: number): Buffer {
  const copy = Buffer.from(zip);
  for (const entry of centralEntries(copy)) copy.writeUInt16LE(copy.readUInt16LE(entry + 8) | bits, entry + 8);
  return copy;
}
