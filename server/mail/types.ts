/**
 * What the outbox knows of a request, whatever its kind: the kind, which names its registration
 * (mail-kind.ts), and what the server adds to every request: its reference, the request id and
 * the time it arrived. The rest of a request is its kind's, declared in that kind's folder. A
 * type, not an interface: a request read from JSON (a record of string keys) may be taken for one.
 */
export type MailRequest = {
  kind: string;
  /** The visitor's reference ('KIT-7F3A2C9Q'); absent only in records written before references existed. */
  reference?: string;
  requestId: string;
  receivedAt: string;
};

/**
 * A kind's request as stored: the submission's own fields (without the captcha) tagged with its
 * kind, with what the server adds to every request.
 */
export type KindRequest<Kind extends string, Fields> = { kind: Kind } & Omit<Fields, 'captcha'> & Omit<MailRequest, 'kind'>;

/** Who a message is for: the company (the request itself) or the visitor (their confirmation). */
export type Audience = 'company' | 'visitor';

export interface DeliveryError {
  /**
   * 'reply': the server refused this message. 'connection': the server as a whole failed (not
   * reached, timed out, dropped us, refused our login), so nothing about the message was judged.
   * 'handover': what its kind is handed to instead (a helpdesk, a scanner) failed, not the server.
   */
  kind: 'connection' | 'reply' | 'handover';
  code?: string;
  responseCode?: number;
  detail: string;
  at: string;
}

/** One file in the outbox: the request plus what the delivery loop knows about it. */
export interface OutboxRecord {
  version: 1;
  id: string;
  /** Absent in records written before confirmations existed: those are for the company. */
  audience?: Audience;
  request: MailRequest;
  enqueuedAt: string;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: DeliveryError | null;
  /**
   * When its data reached the mail server but no reply came (the reply wait ran out, or shutdown
   * could not wait longer): the server may have delivered it. Such a message is kept but never
   * sent again by itself; the operator's `outbox retry` clears this. Absent or null otherwise.
   */
  possiblyDeliveredAt?: string | null;
}
