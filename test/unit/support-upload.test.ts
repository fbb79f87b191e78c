import {
  bytesOf,
  filesRefusal,
  sentFile,
  withAdded,
  withChanged,
  without,
} from '../../client/pages/support-request/chosen-files';
import { secondsLeft, withSample, type Sent } from '../../client/pages/support-request/time-left';
import { SUPPORT_BYTES_MAX, SUPPORT_FILES_MAX } from '../../shared/support/request';

/** A file of `bytes` bytes as a browser's input gives it. */
const file = (name: string, bytes = 10, lastModified = 1) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png', lastModified });

describe('the files chosen for a support request', () => {
  it('when files are chosen again, then they are added after those already chosen, a file chosen twice once', () => {
    const first = withAdded([], [file('a.png'), file('b.png')]);
    const again = withAdded(first, [file('b.png'), file('c.png'), file('')]);
    expect(again.map((chosen) => chosen.original.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(new Set(again.map((chosen) => chosen.key)).size).toBe(3);
  });

  it('when one is removed, then only it goes', () => {
    const list = withAdded([], [file('a.png'), file('b.png'), file('c.png')]);
    expect(without(list, list[1]!.key).map((chosen) => chosen.original.name)).toEqual(['a.png', 'c.png']);
  });

  it('when more files than a request carries are chosen, then the list says so before sending; one removed, it may go', () => {
    const list = withAdded(
      [],
      Array.from({ length: SUPPORT_FILES_MAX + 1 }, (_, n) => file(`${n}.png`)),
    );
    expect(filesRefusal(list)).toBe('too-many-files');
    expect(filesRefusal(without(list, list[0]!.key))).toBeNull();
  });

  it('when the files come to more than the bytes a request carries, then it is too large, unless a smaller copy is sent', () => {
    const [big] = withAdded([], [file('big.png', SUPPORT_BYTES_MAX + 1)]);
    expect(filesRefusal([big!])).toBe('too-large');
    const smaller = withChanged([big!], big!.key, { smaller: file('big.webp', 400_000) });
    expect([filesRefusal(smaller), bytesOf(smaller), sentFile(smaller[0]!).name]).toEqual([null, 400_000, 'big.webp']);
    const kept = withChanged(smaller, big!.key, { keepOriginal: true });
    expect([filesRefusal(kept), sentFile(kept[0]!).name]).toEqual(['too-large', 'big.png']);
  });

  it('when an empty file is chosen, then the list says so', () => {
    expect(filesRefusal(withAdded([], [file('a.png'), file('empty.txt', 0)]))).toBe('empty-file');
  });
});

describe('the time an upload has left', () => {
  const samples = (...points: [number, number][]) =>
    points.reduce<Sent[]>((kept, [at, bytes]) => withSample(kept, { at, bytes }), []);

  it('when it has sent for under a second, then no estimate is given', () => {
    expect(secondsLeft(samples([0, 0], [900, 50_000]), 1_000_000)).toBeNull();
  });

  it('when nothing moved, then no estimate is given', () => {
    expect(secondsLeft(samples([0, 50_000], [5000, 50_000]), 1_000_000)).toBeNull();
  });

  it('when it sends 50 KB a second, then the rest takes the rest over that rate, rounded up', () => {
    expect(secondsLeft(samples([0, 0], [2000, 100_000]), 1_000_001)).toBe(19);
  });

  it('when the line slows down, then the last ten seconds count, not the start', () => {
    // Fast for ten seconds (1 MB/s), then 10 KB/s for twenty.
    const slowed = samples([0, 0], [10_000, 10_000_000], [20_000, 10_100_000], [30_000, 10_200_000]);
    expect(slowed.map((sample) => sample.at)).toEqual([20_000, 30_000]);
    expect(secondsLeft(slowed, 11_200_000)).toBe(100);
  });
});
