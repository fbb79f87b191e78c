import { assessmentBodySchema, type AssessmentSubmission } from '../../shared/validation/endpoint-schema';
import { storedShape } from '../mail/stored-shape';
import type { KindRequest } from '../mail/types';

/** A self-assessment sent for a review, as the outbox stores it: the contact details and the answers. */
export type ReviewRequest = KindRequest<'assessment', AssessmentSubmission>;

export const reviewShape = storedShape('assessment', assessmentBodySchema);
