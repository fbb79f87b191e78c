import { callbackBodySchema, type CallbackSubmission } from '../../shared/validation/endpoint-schema';
import { storedShape } from '../mail/stored-shape';
import type { KindRequest } from '../mail/types';

/** A call back as the outbox stores it: a phone number, no address. */
export type CallbackRequest = KindRequest<'callback', CallbackSubmission>;

export const callbackShape = storedShape('callback', callbackBodySchema);
