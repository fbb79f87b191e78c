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
