/**
 * A support post's files checked as the request's are, and a reply's (support-reply.ts): each
 * file's kind read from its bytes and its name cleaned, each scanned by clamd; a refusal naming
 * the first file not taken (its type, infected, unreadable to clamd), else the files, each marked
 * whether it was scanned (the scanner down leaves the rest unscanned, never "clean").
 */
import type { Logger } from 'pino';
import { supportRequestCopy as copy } from '../../shared/catalogue/support-request-copy';
import { supportServerCopy as serverCopy } from '../../shared/catalogue/support-server-copy';
import { ScannerError, type ScanResult } from './clamd';
import { cleanName, fileKind } from './file-kind';
import type { Posted } from './read-request';
import { refused, type SupportOutcome } from './support-outcome';

export type CheckedFile = { name: string; type: string; scanned: boolean; bytes: Buffer };

export const fileChecks =
  (scan: (bytes: Buffer) => Promise<ScanResult>, log: Logger) =>
  /** Each file's kind and clean name, scanned: a refusal naming the file, or the files to keep. */
  async (posted: Posted['files'], requestId: string): Promise<SupportOutcome | CheckedFile[]> => {
    const kept: CheckedFile[] = [];
    let scannerDown = false;
    for (const [position, file] of posted.entries()) {
      const kind = fileKind(file.bytes);
      const given = cleanName(file.name, null, position);
      if (!kind)
        return refused('file-type', [serverCopy.fileProblem(given, serverCopy.notPlainText), copy.refusals['file-type']], {
          file: position,
        });
      let scanned = false;
      if (!scannerDown) {
        try {
          const result = await scan(file.bytes);
          if ('unread' in result) {
            log.warn(
              { requestId, outcome: 'unread', reason: result.unread },
              'support request refused: clamd could not read an attachment',
            );
            return refused('unread', [serverCopy.fileProblem(given, serverCopy.unreadFile), copy.refusals.unread], {
              file: position,
            });
          }
          if (!result.clean) {
            log.warn({ requestId, outcome: 'infected' }, 'support request refused: an attachment is infected');
            return refused('infected', [serverCopy.fileProblem(given, serverCopy.infectedFile), copy.refusals.infected], {
              file: position,
            });
          }
          scanned = true;
        } catch (error) {
          if (!(error instanceof ScannerError)) throw error;
          scannerDown = true;
          log.error(
            { requestId, reason: error.message },
            'virus scanner unreachable: the request is kept until its files are scanned',
          );
        }
      }
      kept.push({ name: cleanName(file.name, kind, position), type: kind.type, scanned, bytes: file.bytes });
    }
    return kept;
  };
