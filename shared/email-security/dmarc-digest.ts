/**
 * The weekly DMARC digest's page (the link in each digest): its address, and what the server
 * answers for a link, the same as the e-mail said and each day's mail, passed and not.
 */
import { paths } from '../routes';
import type { RecordToPublish } from './result';

export const DMARC_DIGEST_PATH = paths['dmarc-digest'];
export const DMARC_DIGEST_TOKEN_PARAM = 'token';
/** A digest's mark, with its page, is kept this long: the mark guards only its own week. */
export const DIGEST_KEPT_DAYS = 35;

/** A digest's page link: its token in the query. */
export const dmarcDigestLink = (publicUrl: string, token: string): string =>
  `${publicUrl}${DMARC_DIGEST_PATH}?${new URLSearchParams({ [DMARC_DIGEST_TOKEN_PARAM]: token }).toString()}`;

/** A digest as words: its opening, each heading with its lines, and the verdict with the record to publish. */
export interface DigestView {
  shown: string;
  intro: string;
  sections: { heading: string; items: string[] }[];
  verdictHeading: string;
  verdict: string;
  record?: RecordToPublish;
}

/** One day of the week: the messages that passed DMARC and those that did not. */
export interface DigestDay {
  /** Its date (ISO, UTC). */
  day: string;
  passed: number;
  failed: number;
}

export type DigestPageAnswer = { step: 'digest'; view: DigestView; days: DigestDay[] } | { step: 'unknown' };
