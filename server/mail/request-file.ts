import type { MailRequest } from './types';

/** The day a request arrived (now, should the stored time be unreadable): the day what it attaches names. */
export const receivedOn = ({ receivedAt }: Pick<MailRequest, 'receivedAt'>): Date => {
  const at = Date.parse(receivedAt);
  return new Date(Number.isNaN(at) ? Date.now() : at);
};

/** A request's reference (its request id in a record from before references) as it may stand in a file's name. */
export const fileReference = ({ reference, requestId }: Pick<MailRequest, 'reference' | 'requestId'>): string =>
  (reference ?? requestId).replace(/[^A-Za-z0-9-]/g, '');
