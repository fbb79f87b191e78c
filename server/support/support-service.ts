/**
 * A support request taken: its fields checked with the shared schema, its captcha verified once
 * (the page's script) or the budget of the form posted without JavaScript spent, each file's type
 * read from its bytes and each scanned by clamd; then its record, its row and its files stored in
 * one transaction of the outbox (mail-service.ts, `alongside`) with the requester's receipt, the
 * site's own e-mail that proves the address (support-receipt.ts; its status link alone carries the
 * reply proof), and only then answered with the
 * reference, the status link and the address the receipt goes to. An address no mail can reach
 * (not one plain mailbox at a domain with a dot: `thabo@umoya`) is the e-mail field's error. A file found infected, one clamd answers with an error (asking
 * again would not change it), or one of a type not taken, refuses the
 * request with that file's name and why; the scanner down takes the request all the same, its
 * files marked unscanned, and the handover scans them before anything leaves the site. Logged:
 * the reference, counts and outcomes, never a field's or a file's content or name.
 */
import type { Logger } from 'pino';
import { supportServerCopy as serverCopy } from '../../shared/catalogue/support-server-copy';
import { supportStatusPath } from '../../shared/support/request';
import { supportRequestSchema } from '../../shared/validation/support-request-schema';
import { validateForm } from '../../shared/validation/validate-form';
import { newReference } from '../reference';
import { plainAddress } from '../email-address';
import type { MailService } from '../mail/mail-service';
import type { Captcha } from '../security/captcha-types';
import type { ScanResult } from './clamd';
import { fileChecks } from './file-checks';
import { refused, type SupportOutcome } from './support-outcome';
import type { Posted } from './read-request';
import type { ReplyProof } from './reply-proof';
import type { SpendBudget } from './support-budget';
import type { SupportRequest } from './support-mail';
import type { SupportReceipt } from './support-receipt';
import type { SupportStore } from './support-store';

export interface SupportServiceDeps {
  store: SupportStore;
  budget: SpendBudget;
  mail?: MailService;
  captcha: Captcha;
  scan: (bytes: Buffer) => Promise<ScanResult>;
  /** The site's public address (PUBLIC_URL), which the receipt's status link is made of. */
  publicUrl: string;
  /** Signs the receipt's status link: only that link may reply (reply-proof.ts). */
  proof: ReplyProof;
  logger: Logger;
  now?: () => number;
}

/** Who posted and how: `client`, the key its limits count it by; `captcha`, the page's script's token, or null for the form posted without it, whose budget (`spentNoScript`: whether it is used up, counting this post) is asked once its fields pass. */
export interface Submission {
  requestId: string;
  client: string;
  captcha: string | null;
  spentNoScript?: () => Promise<boolean>;
}

export function createSupportService({
  store,
  budget,
  mail,
  captcha,
  scan,
  publicUrl,
  proof,
  logger,
  now = Date.now,
}: SupportServiceDeps) {
  const log = logger.child({ component: 'support' });

  const readFiles = fileChecks(scan, log);

  return {
    /** Checked, scanned and saved, spending the request's budget only once nothing else refuses it. */
    async submit(
      posted: Posted,
      { requestId, client, captcha: captchaToken, spentNoScript = async () => false }: Submission,
    ): Promise<SupportOutcome> {
      const checked = validateForm(supportRequestSchema, posted.fields);
      if (!checked.valid) {
        log.warn({ requestId, outcome: 'invalid', problems: checked.messages }, 'support request refused');
        return refused('invalid', checked.messages, { errors: checked.errors });
      }
      // The receipt must be able to go: an address the schema takes but no mail reaches is the field's error.
      const email = plainAddress(checked.values.email);
      if (!email) {
        const problem = serverCopy.unmailable;
        log.warn({ requestId, outcome: 'invalid', problems: [problem] }, 'support request refused');
        return refused('invalid', [problem], { errors: { email: problem } });
      }
      if (captchaToken === null && (await spentNoScript())) {
        log.warn({ requestId, outcome: 'limited' }, 'support request refused');
        return refused('limited');
      }
      if (captchaToken !== null) {
        const verdict = await captcha.verify(captchaToken);
        if (!verdict.ok) {
          log.warn({ requestId, outcome: 'captcha', reason: verdict.reason }, 'support request refused');
          return refused(verdict.unavailable ? 'unavailable' : 'captcha');
        }
      }
      const files = await readFiles(posted.files, requestId);
      if (!Array.isArray(files)) return files;
      if (!mail) return refused('unavailable');
      const giveBack = await budget(client, checked.values.email);
      if (!giveBack) {
        log.warn({ requestId, outcome: 'limited' }, 'support request refused: its budget is spent');
        return refused('limited');
      }
      const nowMs = now();
      const reference = newReference();
      const request: SupportRequest = {
        kind: 'support',
        ...checked.values,
        files: files.length,
        reference,
        requestId,
        receivedAt: new Date(nowMs).toISOString(),
      };
      const row = store.insert(reference, email, files, nowMs);
      const receipt: SupportReceipt = {
        kind: 'support-receipt',
        email,
        statusUrl: `${publicUrl}${supportStatusPath(row.token, proof.of(row.token))}`,
        reference,
        requestId,
        receivedAt: request.receivedAt,
      };
      try {
        await mail.enqueueTogether(
          [
            { request, audience: 'company' },
            { request: receipt, audience: 'visitor' },
          ],
          row.write,
        );
      } catch (error) {
        log.error({ requestId, errorCode: (error as NodeJS.ErrnoException).code }, 'support request not saved');
        await giveBack();
        return refused('unavailable');
      }
      log.info(
        { requestId, reference, files: files.length, unscanned: files.filter((f) => !f.scanned).length, outcome: 'accepted' },
        'support request accepted',
      );
      return {
        answer: { step: 'received', reference, statusPath: supportStatusPath(row.token), email },
        status: 200,
        token: row.token,
      };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
