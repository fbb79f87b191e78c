import { burn } from '@kenjiuno/msgreader/lib/Burner';
import { TypeEnum } from '@kenjiuno/msgreader/lib/Reader';
import { compoundFileIsSound } from '../../server/genuine-email/compound-file';
import { declaringStreamsOf, outlookSample, startsOf, withDirectoryLoop, withNextSector } from '../support/outlook-msg';

const sample = outlookSample('outlook-with-headers.msg');
const { directory, miniStream } = startsOf(sample);

test.each([
  ['saved with its internet headers', sample],
  ['saved without them', outlookSample('outlook-without-headers.msg')],
])('when a real .msg was %s, then it is read', (_name, file) => {
  expect(compoundFileIsSound(file)).toBe(true);
});

test("when a compound file holds streams past the mini stream and more allocation table than its header lists, as the reader's own writer makes it, then it is read", () => {
  // Streams either side of the 4096-byte cutoff, and one of 8.5 MB: 132 table sectors, 109 in the header.
  const sizes = [10, 4095, 4096, 20_000, 8_500_000];
  const file = Buffer.from(
    burn([
      { name: 'Root Entry', type: TypeEnum.ROOT, length: 0, children: sizes.map((_, at) => at + 1) },
      ...sizes.map((length, at) => ({
        name: `__substg1.0_${at}`,
        type: TypeEnum.DOCUMENT,
        length,
        binaryProvider: () => new Uint8Array(length).fill(at),
      })),
    ]),
  );
  expect(file.readUInt32LE(72)).toBe(1);
  expect(compoundFileIsSound(file)).toBe(true);
});

test.each([
  ['declares every stream 0x7FFFFFF0 bytes long', declaringStreamsOf(sample, 0x7ffffff0)],
  ['declares every stream a byte longer than the file', declaringStreamsOf(sample, sample.length + 1)],
  ['has a directory whose chain loops on itself', withNextSector(sample, directory, directory)],
  ['has a mini stream whose chain loops on itself', withNextSector(sample, miniStream, miniStream)],
  ['has a directory that is not a tree', withDirectoryLoop(sample)],
  ['is cut off after its header', sample.subarray(0, 512)],
])('when a .msg %s, then it is refused before anything is read at its word', (_name, file) => {
  expect(compoundFileIsSound(file)).toBe(false);
});
