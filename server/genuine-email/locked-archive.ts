/**
 * Which attachments are ZIP archives a virus scanner cannot open: an entry their own central
 * directory marks as locked with a password (general-purpose bit 0, set by ZipCrypto and by
 * WinZip's AES, whose method 99 counts too; bit 6, strong encryption, which yauzl refuses by name).
 * Senders pair such an archive with its password in the text to carry a program past the scanners.
 * Only the directory is read (yauzl, lazily, no name decoded), nothing extracted; each directory
 * byte once, and ENTRIES_READ entries at most over all a message's archives, a few milliseconds.
 */
import yauzl, { type Entry } from 'yauzl';

/** Entries read over all a message's archives: an invoice's has a handful; 1,000 read in about 15 ms. */
export const ENTRIES_READ = 1000;
const AES = 99;
const ZIP_START = Buffer.from('PK\x03\x04', 'latin1');

/** A ZIP by its name or its first bytes (an archive named as a PDF is still one). */
const zipped = (name: string, bytes: Buffer) => /\.zip$/i.test(name.trim()) || bytes.subarray(0, 4).equals(ZIP_START);

/** Whether `bytes`' directory marks an entry locked, within the `left.entries` still to read. */
const locked = (bytes: Buffer, left: { entries: number }) =>
  new Promise<boolean>((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: false }, (error, zip) => {
      if (error) return resolve(false);
      const done = (answer: boolean) => {
        zip.close();
        resolve(answer);
      };
      zip.on('error', (read: Error) => done(/strong encryption/i.test(read.message)));
      zip.on('end', () => done(false));
      zip.on('entry', (entry: Entry) => {
        if (entry.isEncrypted() || entry.compressionMethod === AES) return done(true);
        left.entries -= 1;
        if (left.entries <= 0) return done(false);
        zip.readEntry();
      });
      if (left.entries <= 0) return done(false);
      zip.readEntry();
    });
  });

/** For each attachment in order, whether it is a locked ZIP; one without its bytes is not. */
export async function lockedArchives(parts: readonly { name: string; bytes: Uint8Array | null }[]): Promise<boolean[]> {
  const left = { entries: ENTRIES_READ };
  const answers: boolean[] = [];
  for (const { name, bytes } of parts) {
    const file = bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    answers.push(!!file && zipped(name, file) && (await locked(file, left)));
  }
  return answers;
}
