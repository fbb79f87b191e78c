/**
 * Outlook .msg files (OLE compound files, [MS-CFB]) made hostile from the real samples in
 * test/fixtures: their allocation table and directory rewritten where a forger would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const END_OF_CHAIN = 0xfffffffe;

export const outlookSample = (name: 'outlook-with-headers.msg' | 'outlook-without-headers.msg') =>
  readFileSync(path.join(__dirname, '../fixtures', name));

/** A copy of `file` with its layout at hand: sectors by number, the allocation table, directory entries by index. */
function layout(file: Buffer) {
  const copy = Buffer.from(file);
  const sectorSize = 1 << copy.readUInt16LE(30);
  const at = (sector: number) => (sector + 1) * sectorSize;
  const fatSectors = Array.from({ length: Math.min(copy.readUInt32LE(44), 109) }, (_, i) => copy.readUInt32LE(76 + 4 * i));
  const fatEntry = (sector: number) => at(fatSectors[Math.floor(sector / (sectorSize / 4))]) + 4 * (sector % (sectorSize / 4));
  const entries: number[] = [];
  for (let sector = copy.readUInt32LE(48); sector !== END_OF_CHAIN; sector = copy.readUInt32LE(fatEntry(sector)))
    for (let entry = at(sector); entry < at(sector) + sectorSize; entry += 128) entries.push(entry);
  return { copy, fatEntry, entries };
}

/** Every directory entry in use declaring a stream of `size` bytes ([MS-CFB] 2.6.1: the entry's last 8 bytes). */
export function declaringStreamsOf(file: Buffer, size: number): Buffer {
  const { copy, entries } = layout(file);
  for (const entry of entries) if (copy[entry + 66] !== 0) copy.writeUInt32LE(size, entry + 120);
  return copy;
}

/** The allocation table's entry for `sector` pointing to `next`: a chain made to loop, or to end early. */
export function withNextSector(file: Buffer, sector: number, next: number): Buffer {
  const { copy, fatEntry } = layout(file);
  copy.writeUInt32LE(next, fatEntry(sector));
  return copy;
}

/** The root's first child naming itself as its left sibling: a directory that is not a tree. */
export function withDirectoryLoop(file: Buffer): Buffer {
  const { copy, entries } = layout(file);
  const child = copy.readUInt32LE(entries[0] + 76);
  copy.writeUInt32LE(child, entries[child] + 68);
  return copy;
}

/** Where the directory and the root's mini stream begin. */
export const startsOf = (file: Buffer) => {
  const { copy, entries } = layout(file);
  return { directory: copy.readUInt32LE(48), miniStream: copy.readUInt32LE(entries[0] + 116) };
};
