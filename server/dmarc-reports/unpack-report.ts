/**
 * A report's XML out of its attachment, as receivers send it: gzip (node:zlib), zip (yauzl, which
 * also holds each entry to the size its directory declares) or plain XML. Nothing unpacks past
 * UNPACKED_MAX_BYTES or RATIO_MAX times its packed size: past either it is a bomb.
 */
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ReportRefused } from './intake-outcome';

/** A small business's daily reports are KBs, a busy domain's hundreds; each byte is parsed on the site's event loop. */
const UNPACKED_MAX_BYTES = 4 * 1024 * 1024;
/** XML packs to a tenth or a fiftieth of its size; a thousandth is made, not written. */
const RATIO_MAX = 200;
const ZIP_ENTRIES_MAX = 16;

const unpackGzip = promisify(gunzip);

const bomb = (detail: string) => new ReportRefused('bomb', detail);
const malformed = (detail: string) => new ReportRefused('malformed', detail);

function boundedRatio(packed: number, unpacked: number) {
  if (unpacked > UNPACKED_MAX_BYTES || unpacked > Math.max(packed, 1) * RATIO_MAX)
    throw bomb(`unpacks ${unpacked} from ${packed}`);
}

async function fromGzip(packed: Buffer): Promise<Buffer> {
  const xml = await unpackGzip(packed, { maxOutputLength: UNPACKED_MAX_BYTES }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ERR_BUFFER_TOO_LARGE'
      ? bomb('past the unpacked limit')
      : malformed(`gzip: ${error.code ?? 'unreadable'}`);
  });
  boundedRatio(packed.length, xml.length);
  return xml;
}

const openZip = (packed: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(packed, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(malformed(`zip: ${error.message}`)) : resolve(zip),
    ),
  );

/** The first .xml entry whose declared sizes are within bounds, read and counted as it unpacks. */
const xmlEntry = (zip: ZipFile) =>
  new Promise<Entry>((resolve, reject) => {
    let seen = 0;
    zip.on('error', (error: Error) => reject(malformed(`zip: ${error.message}`)));
    zip.on('end', () => reject(malformed('no .xml in the zip')));
    zip.on('entry', (entry: Entry) => {
      seen += 1;
      if (seen > ZIP_ENTRIES_MAX) return reject(malformed('too many entries'));
      if (!/\.xml$/i.test(entry.fileName)) return zip.readEntry();
      try {
        boundedRatio(entry.compressedSize, entry.uncompressedSize);
        resolve(entry);
      } catch (error) {
        reject(error as Error);
      }
    });
    zip.readEntry();
  });

async function fromZip(packed: Buffer): Promise<Buffer> {
  const zip = await openZip(packed);
  try {
    const entry = await xmlEntry(zip);
    const stream = await promisify(zip.openReadStream.bind(zip))(entry);
    const chunks: Buffer[] = [];
    let length = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (length > UNPACKED_MAX_BYTES) throw bomb('past the unpacked limit');
        chunks.push(chunk);
      }
    } catch (error) {
      stream.destroy();
      throw error instanceof ReportRefused ? error : malformed(`zip: ${(error as Error).message}`);
    }
    return Buffer.concat(chunks);
  } finally {
    zip.close();
  }
}

const GZIP = /^\x1f\x8b/;
const ZIP = /^PK\x03\x04/;

/** The XML of an attachment, told by its first bytes (receivers' content types vary), as text. */
export async function unpackReport(content: Uint8Array): Promise<string> {
  const packed = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const head = packed.subarray(0, 4).toString('latin1');
  if (GZIP.test(head)) return (await fromGzip(packed)).toString('utf8');
  if (ZIP.test(head)) return (await fromZip(packed)).toString('utf8');
  if (packed.length > UNPACKED_MAX_BYTES) throw new ReportRefused('too_large', 'XML past the unpacked limit');
  return packed.toString('utf8');
}
