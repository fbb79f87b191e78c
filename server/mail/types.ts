export type RequestKind = 'contact' | 'order';

/** The text fields of a request, as the outbox keeps them: the one list of a message's fields. */
export const MAIL_REQUEST_TEXT_FIELDS = ['name', 'email', 'company', 'phone', 'message', 'requestId', 'receivedAt'] as const;

/** A visitor's request as the endpoint accepted it; every field is already validated. */
export interface MailRequest {
  kind: RequestKind;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  requestId: string;
  receivedAt: string;
}

/**
 * 'reply': the server refused this message. 'connection': the server as a whole failed (not
 * reached, timed out, dropped us, refused our login), so nothing about the message was judged.
 */
export type FailureKind = 'connection' | 'reply';

export interface DeliveryError {
  kind: FailureKind;
  code?: string;
  responseCode?: number;
  detail: string;
  at: string;
}

/** One file in the outbox: the request plus what the delivery loop knows about it. */
export interface OutboxRecord {
  version: 1;
  id: string;
  request: MailRequest;
  enqueuedAt: string;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: DeliveryError | null;
}
