import { mixed } from 'yup';
import { emailSecurityBodySchema, type EmailSecuritySubmission } from '../../shared/validation/endpoint-schema';
import type { EmailSecurityResult } from '../../shared/email-security/result';
import { storedShape } from '../mail/stored-shape';
import type { KindRequest } from '../mail/types';
import { isStoredResult } from './stored-result';

/**
 * "Is my e-mail safe?" sent for a review, as the outbox stores it: the review form's fields and
 * the domain's result as the checker kept it when the request arrived, so the e-mail is made
 * without the network.
 */
export type EmailSecurityReview = KindRequest<'email-security', EmailSecuritySubmission & { result: EmailSecurityResult }>;

export const emailSecurityReviewShape = storedShape('email-security', emailSecurityBodySchema).shape({
  // What the server adds to the body: the domain's result as it was kept when the request arrived.
  result: mixed().test('result', 'a stored e-mail security result', isStoredResult).defined(),
});
