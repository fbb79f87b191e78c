import type { AnyObjectSchema } from 'yup';
import type { ComposedMail } from './compose';
import type { ConfirmationSettings } from './compose-confirmation';
import { withoutBidi } from './text-safety';
import type { MailRequest, OutboxRecord } from './types';

/**
 * One kind of mail, registered in its feature's folder: everything the outbox needs to know of it.
 * The outbox knows no kind by itself; it is given the list (mailKinds) where the process is wired.
 * Methods, not function properties: a kind of a narrower request must still fit a list of kinds.
 */
export interface MailKind<R extends MailRequest = MailRequest> {
  /** The `kind` its requests carry, unique among the kinds given to one outbox. */
  readonly kind: R['kind'];
  /**
   * Its request as stored (stored-shape.ts): a record read back is checked against it (one that
   * fails is set aside as failed, never sent), and storing keeps only its fields.
   */
  readonly shape: AnyObjectSchema;
  /** The company's e-mail of a request; absent for a kind only a visitor gets (a watch's alert). */
  staff?(request: R, settings: ConfirmationSettings): ComposedMail;
  /** The visitor's e-mail; absent where the visitor gives no address to write to (a call back). */
  visitor?(request: R, settings: ConfirmationSettings): ComposedMail;
}

/** The request of a registered kind: a list's union of requests is `RequestOf<(typeof list)[number]>`. */
export type RequestOf<K> = K extends MailKind<infer R> ? R : never;

/** The kinds an outbox was given, as the outbox uses them. */
export interface MailKinds {
  /** Whether a stored request is of one of these kinds, in its kind's stored shape. */
  accepts(request: unknown): boolean;
  /** The request as it is stored: only the fields its kind's shape defines, checked (it throws otherwise). */
  storable<T extends MailRequest>(request: T): T;
  /** The e-mail a record stands for: the visitor's confirmation, or the company's copy. */
  compose(record: OutboxRecord, settings: ConfirmationSettings): ComposedMail;
}

export const mailKinds = (list: readonly MailKind[]): MailKinds => {
  const byKind = new Map<string, MailKind>();
  for (const registered of list) {
    // Two registrations of one kind would make which one a stored record is read with a matter of order.
    if (byKind.has(registered.kind)) throw new TypeError(`mail kind '${registered.kind}' is registered twice`);
    if (!registered.staff && !registered.visitor) throw new TypeError(`mail kind '${registered.kind}' composes no e-mail`);
    byKind.set(registered.kind, registered);
  }
  const find = (request: unknown): MailKind | undefined => {
    const kind = (request as { kind?: unknown } | null)?.kind;
    return typeof kind === 'string' ? byKind.get(kind) : undefined;
  };
  const known = (request: MailRequest): MailKind => {
    const found = find(request);
    if (!found) throw new TypeError('mail request kind is not one the outbox was given');
    return found;
  };

  return {
    accepts: (request) => find(request)?.shape.isValidSync(request) ?? false,
    // Only the fields the shape defines, so nothing a caller attached by accident is written to disk.
    storable: (request) => {
      const { shape } = known(request);
      const picked = Object.fromEntries(
        Object.keys(shape.fields)
          .filter((name) => (request as Record<string, unknown>)[name] !== undefined)
          .map((name) => [name, (request as Record<string, unknown>)[name]]),
      );
      shape.validateSync(picked, { strict: true });
      return picked as typeof request;
    },
    compose: (record, settings) => {
      const kind = known(record.request);
      // A kind with one message sends it, whoever the record says it is for (registration ensures one).
      const mail =
        kind.visitor && (record.audience === 'visitor' || !kind.staff)
          ? kind.visitor(record.request, settings)
          : kind.staff
            ? kind.staff(record.request, settings)
            : kind.visitor!(record.request, settings);
      // Every kind's text may quote a stranger's DNS: no bidi control reaches any e-mail.
      return { ...mail, subject: withoutBidi(mail.subject), text: withoutBidi(mail.text), html: withoutBidi(mail.html) };
    },
  };
};
