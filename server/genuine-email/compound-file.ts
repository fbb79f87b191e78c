/**
 * Whether an OLE compound file ([MS-CFB], the container of an Outlook .msg) holds what it declares,
 * checked before a reader allocates anything at the sizes it declares: @kenjiuno/msgreader makes
 * each stream a buffer of its declared size, outside the JavaScript heap, and follows each sector
 * chain until it ends. So: every chain the reader follows ends, within the file; no sector and no
 * mini sector belongs to two chains; every stream's declared size fits the chain that holds it; the
 * directory is a tree. Streams then hold at most the file's own bytes, twice at most (the mini
 * stream and the streams inside it).
 */

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const HEADER_DIFAT = 109;
const ENTRY_BYTES = 128;
const MINI_SECTOR = 64;
const MINI_STREAM_CUTOFF = 4096;
const [STORAGE, STREAM, ROOT] = [1, 2, 5];

class Unsound extends Error {}
const unsound = (): never => {
  throw new Unsound();
};

export function compoundFileIsSound(file: Buffer): boolean {
  try {
    check(file);
    return true;
  } catch (error) {
    if (error instanceof Unsound || error instanceof RangeError) return false;
    throw error;
  }
}

function check(file: Buffer) {
  if (file.length < 512 || !file.subarray(0, 8).equals(SIGNATURE)) unsound();
  const shift = file.readUInt16LE(30);
  // The reader knows these two sector sizes only (9: 512 bytes, version 3; 12: 4096, version 4).
  if ((shift !== 9 && shift !== 12) || file.readUInt16LE(32) !== 6 || file.readUInt32LE(56) !== MINI_STREAM_CUTOFF) unsound();
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectors = Math.ceil((file.length - sectorSize) / sectorSize);
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;
  const used = new Uint8Array(sectors);
  const uint = (at: number) => (at + 4 <= file.length ? file.readUInt32LE(at) : unsound());

  const fatSectors: number[] = [];
  const fatCount = uint(44);
  if (fatCount > sectors) unsound();
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT); i++) fatSectors.push(uint(76 + 4 * i));
  for (let difat = uint(68), left = uint(72); fatSectors.length < fatCount && left > 0; left--) {
    if (difat >= sectors || used[difat]) unsound();
    used[difat] = 1;
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++) fatSectors.push(uint(offsetOf(difat) + 4 * i));
    difat = uint(offsetOf(difat) + 4 * (perSector - 1));
  }
  if (fatSectors.length !== fatCount) unsound();
  for (const sector of fatSectors) {
    if (sector >= sectors || used[sector]) unsound();
    used[sector] = 1;
  }

  /** The sectors of the chain from `start`, each claimed once; its end where the file says. */
  const chain = (start: number, next: (at: number) => number, claimed: Uint8Array) => {
    const held: number[] = [];
    for (let at = start; at !== END_OF_CHAIN; at = next(at)) {
      if (at >= claimed.length || claimed[at]) unsound();
      claimed[at] = 1;
      held.push(at);
    }
    return held;
  };
  const nextIn = (table: number[]) => (at: number) =>
    uint(offsetOf(table[Math.floor(at / perSector)] ?? unsound()) + 4 * (at % perSector));
  const nextSector = nextIn(fatSectors);

  const directory = chain(uint(48), nextSector, used);
  const entryCount = directory.length * (sectorSize / ENTRY_BYTES);
  const entryAt = (index: number) =>
    offsetOf(directory[Math.floor(index / (sectorSize / ENTRY_BYTES))]) + (index % (sectorSize / ENTRY_BYTES)) * ENTRY_BYTES;
  const sizeOf = (entry: number) => uint(entry + 120);
  if (entryCount === 0 || file[entryAt(0) + 66] !== ROOT) unsound();

  const miniFatStart = uint(60);
  const miniFat = uint(64) === 0 ? [] : chain(miniFatStart, nextSector, used);
  const root = entryAt(0);
  const miniStream = chain(uint(root + 116), nextSector, used);
  if (miniStream.length * sectorSize < sizeOf(root)) unsound();
  const miniUsed = new Uint8Array(Math.min(Math.ceil(sizeOf(root) / MINI_SECTOR), miniFat.length * perSector));
  const nextMiniSector = nextIn(miniFat);

  const stream = (entry: number) => {
    const size = sizeOf(entry);
    if (size === 0) return;
    const start = uint(entry + 116);
    if (size < MINI_STREAM_CUTOFF) {
      if (chain(start, nextMiniSector, miniUsed).length * MINI_SECTOR < size) unsound();
    } else if (chain(start, nextSector, used).length * sectorSize < size) unsound();
  };

  // The directory's red-black tree, walked as the reader walks it: each entry reached once.
  const reached = new Uint8Array(entryCount);
  reached[0] = 1;
  const waiting = [uint(root + 76)];
  while (waiting.length > 0) {
    const index = waiting.pop()!;
    if (index === NO_STREAM) continue;
    if (index >= entryCount || reached[index]) unsound();
    reached[index] = 1;
    const entry = entryAt(index);
    const type = file[entry + 66];
    if (type === STREAM) stream(entry);
    else if (type !== STORAGE) unsound();
    waiting.push(uint(entry + 68), uint(entry + 72), type === STORAGE ? uint(entry + 76) : NO_STREAM);
  }
}
