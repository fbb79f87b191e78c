/**
 * The files a request carries, as the visitor builds the list with the script: each choice adds
 * to it, any one can be taken out, and a large picture may go smaller unless its original is kept.
 * Told against the limits the server holds before anything is sent.
 */
import { SUPPORT_BYTES_MAX, SUPPORT_FILES_MAX, type SupportRefusal } from '../../../shared/support/request';

export interface ChosenFile {
  key: string;
  original: File;
  /** A smaller copy of a large picture, made in the browser; null while none is (or can be) made. */
  smaller: File | null;
  keepOriginal: boolean;
}

/** The file that goes: the smaller copy where there is one and the original is not kept. */
export const sentFile = (chosen: ChosenFile): File => (chosen.smaller && !chosen.keepOriginal ? chosen.smaller : chosen.original);

const sameFile = (one: File, other: File) =>
  one.name === other.name && one.size === other.size && one.lastModified === other.lastModified;

let made = 0;

/** The list with `files` after it; a file already in it (chosen twice) once, an input's empty entry never. */
export function withAdded(list: readonly ChosenFile[], files: Iterable<File>): ChosenFile[] {
  const added = [...list];
  for (const file of files) {
    if (file.name === '' || added.some((chosen) => sameFile(chosen.original, file))) continue;
    made += 1;
    added.push({ key: `file-${made}`, original: file, smaller: null, keepOriginal: false });
  }
  return added;
}

export const without = (list: readonly ChosenFile[], key: string): ChosenFile[] => list.filter((chosen) => chosen.key !== key);

/** The list with one file changed (its smaller copy made, its original kept or not). */
export const withChanged = (list: readonly ChosenFile[], key: string, change: Partial<ChosenFile>): ChosenFile[] =>
  list.map((chosen) => (chosen.key === key ? { ...chosen, ...change } : chosen));

export const bytesOf = (list: readonly ChosenFile[]): number => list.reduce((sum, chosen) => sum + sentFile(chosen).size, 0);

/** What the server would refuse of the list, told before a slow line uploads it; null when it may go. */
export function filesRefusal(list: readonly ChosenFile[]): SupportRefusal | null {
  if (list.length > SUPPORT_FILES_MAX) return 'too-many-files';
  if (bytesOf(list) > SUPPORT_BYTES_MAX) return 'too-large';
  return list.some((chosen) => chosen.original.size === 0) ? 'empty-file' : null;
}
