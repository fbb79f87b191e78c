/**
 * Archives a virus scanner cannot open, told from their own central directory as the archivers
 * write it (test/support/archive-kit.ts): an entry locked with a password is what makes a ZIP
 * unscannable, and nothing of it is ever extracted.
 */
import { ENTRIES_READ, lockedArchives } from '../../server/genuine-email/locked-archive';
import { centralEntries, withFlags, zipOf } from '../support/archive-kit';

const files = { 'INV-2231.pdf': '%PDF-1.4 stand-in', 'notes.txt': 'Please pay by Friday.' };
const locked = (bytes: Buffer, name = 'INV-2231.zip') => lockedArchives([{ name, bytes }]).then(([one]) => one);

/** A copy of `zip` with every central directory entry naming `method` as its compression. */
function withMethod(zip: Buffer, method: number): Buffer {
  const copy = Buffer.from(zip);
  for (const entry of centralEntries(copy)) copy.writeUInt16LE(method, entry + 10);
  return copy;
}

/** `open` files, then one locked. */
const manyThenLocked = (open: number) =>
  zipOf({
    files: { ...Object.fromEntries(Array.from({ length: open }, (_, at) => [`page-${at}.txt`, ''])), 'INV-2231.pdf': 'x' },
    password: '4417',
    lockedOnly: ['INV-2231.pdf'],
  });

test.each([
  ['written without a password', false, zipOf({ files })],
  ["locked with Info-ZIP's -P (ZipCrypto)", true, zipOf({ files, password: '4417' })],
  ["locked with 7-Zip's AES-256", true, zipOf({ files, password: '4417', aes: true })],
  ['with only its last entry locked', true, zipOf({ files, password: '4417', lockedOnly: ['notes.txt'] })],
  ['marked for strong encryption (bit 6), which the reader refuses', true, withFlags(zipOf({ files, password: '4417' }), 0x40)],
  ['naming AES (method 99) without its flag', true, withMethod(zipOf({ files }), 99)],
])('when a ZIP is %s, then it is locked: %p', async (_, expected, bytes) => {
  expect(await locked(bytes)).toBe(expected);
});

test('when a file only claims to be a ZIP, or is cut short, then it is not called locked, and the reading goes on', async () => {
  const whole = zipOf({ files, password: '4417' });
  const parts = [
    { name: 'INV-2231.zip', bytes: Buffer.from('%PDF-1.4 not an archive') },
    { name: 'INV-2231.zip', bytes: whole.subarray(0, whole.length - 30) },
    { name: 'scan.pdf', bytes: Buffer.from('PK\x03\x04 and nothing after') },
    { name: 'INV-2231.zip', bytes: whole },
  ];
  expect(await lockedArchives(parts)).toEqual([false, false, false, true]);
});

test('when a locked ZIP is named as a PDF, then its bytes tell; a PDF that is one is not read as an archive', async () => {
  expect(await locked(zipOf({ files, password: '4417' }), 'INV-2231.pdf')).toBe(true);
  expect(
    await lockedArchives([
      { name: 'INV-2231.pdf', bytes: Buffer.from('%PDF-1.4') },
      { name: 'x', bytes: null },
    ]),
  ).toEqual([false, false]);
});

test(`when a message's archives list more than ${ENTRIES_READ} entries in all, then reading stops there, within milliseconds`, async () => {
  expect(await locked(manyThenLocked(ENTRIES_READ - 1))).toBe(true);
  const parts = [
    { name: 'pages.zip', bytes: manyThenLocked(ENTRIES_READ) },
    { name: 'INV-2231.zip', bytes: zipOf({ files, password: '4417' }) },
  ];
  const started = performance.now();
  expect(await lockedArchives(parts)).toEqual([false, false]);
  const took = performance.now() - started;
  console.log(`${ENTRIES_READ} entries read in ${took.toFixed(0)} ms`);
  expect(took).toBeLessThan(200);
});
