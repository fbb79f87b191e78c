import { callbackDayLabel, callbackTimes, callbackTopics } from '../../shared/catalogue/callback-copy';
import { messageIdFor, requestBody, type ComposedMail, type ComposeSettings, type Row } from '../mail/compose';
import { cleanHeaderText, literalHeaderText } from '../mail/text-safety';
import type { CallbackRequest } from './callback-request';

/** A stored choice as the form offered it; a choice a later release dropped is shown as it was kept. */
const chosen = <T extends Record<string, string>>(labels: T, value: string): string =>
  Object.prototype.hasOwnProperty.call(labels, value) ? labels[value]! : cleanHeaderText(value, 40);

/** When the visitor asked to be called: 'Thursday 26 November, Morning (08:00 to 12:00)'. */
const callbackWhen = (request: CallbackRequest): string => {
  const day =
    /^\d{4}-\d{2}-\d{2}$/.test(request.day) || request.day === 'any' ? callbackDayLabel(request.day) : '(day unreadable)';
  return `${day}, ${chosen(callbackTimes, request.time)}`;
};

/**
 * The company's e-mail for a call back, to the desk that phones: the subject says it is a call
 * back, when, about what and for whom ('Call back KIT-7F3A2C9Q: Thursday 26 November, Morning
 * (08:00 to 12:00), Sales, Thandi Mokoena'). No Reply-To: the visitor gave a number, not an address.
 */
export function composeCallback(request: CallbackRequest, settings: ComposeSettings): ComposedMail {
  const reference = request.reference ? cleanHeaderText(request.reference, 20) : '';
  const name = cleanHeaderText(request.name, 200);
  const when = callbackWhen(request);
  const topic = chosen(callbackTopics, request.topic);
  const rows: Row[] = [
    ...(reference ? ([['Reference', reference]] as Row[]) : []),
    ['Name', name],
    ['Phone', cleanHeaderText(request.phone, 60)],
    ['Call on', when],
    ['Topic', topic],
  ];
  const subject = `Call back${reference ? ` ${reference}` : ''}: ${when}, ${topic}, ${cleanHeaderText(request.name, 100)}`;
  return {
    to: settings.to,
    from: settings.from,
    subject: literalHeaderText(cleanHeaderText(subject, 160)),
    ...requestBody(request, 'Call back request', rows),
    messageId: messageIdFor(settings.messageId, settings.from),
  };
}
