/**
 * The proof that a status link came from the receipt e-mail, which only the requester's mailbox
 * holds: an HMAC-SHA256 of the link's token under SUPPORT_REPLY_KEY (base64url, its first 16 bytes).
 * The confirmation screen shows the token alone, so whoever typed someone else's address there can
 * read the conversation but not reply, since a reply is mailed to that address by the helpdesk.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PROOF_BYTES = 16;

export interface ReplyProof {
  /** The proof of `token`, for the receipt's link. */
  of: (token: string) => string;
  /** Whether `proof` is the proof of `token`. */
  holds: (token: string, proof: string | null | undefined) => boolean;
}

export function replyProof(key: string): ReplyProof {
  const mac = (token: string) => createHmac('sha256', key).update(token).digest().subarray(0, PROOF_BYTES);
  return {
    of: (token) => mac(token).toString('base64url'),
    holds: (token, proof) => {
      if (!proof) return false;
      const given = Buffer.from(proof, 'base64url');
      // base64url decoding skips what is not base64url: the text must be the exact encoding too.
      return given.length === PROOF_BYTES && given.toString('base64url') === proof && timingSafeEqual(given, mac(token));
    },
  };
}
