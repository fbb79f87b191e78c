/**
 * A support request as the outbox keeps it, and its e-mail to the helpdesk's intake address: From
 * the site, Reply-To the requester (any helpdesk makes them the ticket's requester), the reference
 * in the subject (so a reply threads and a search finds it), the request's rows, and its files
 * attached by the handover (support-handover.ts). A visitor's "urgent" is "asked for urgent".
 */
import escapeHtml from 'escape-html';
import { number } from 'yup';
import { supportPriorities, supportServices } from '../../shared/catalogue/support-request-copy';
import { supportServerCopy as serverCopy } from '../../shared/catalogue/support-server-copy';
import { supportRequestSchema, type SupportRequestValues } from '../../shared/validation/support-request-schema';
import {
  personRows,
  referenceRows,
  REQUEST_ID_LABEL,
  requestBody,
  staffMail,
  type ComposedMail,
  type ComposeSettings,
  type Row,
} from '../mail/compose';
import type { MailKind } from '../mail/mail-kind';
import { storedShape } from '../mail/stored-shape';
import { cleanHeaderText } from '../mail/text-safety';
import type { KindRequest } from '../mail/types';
import type { SupportDropped as Dropped } from '../../shared/support/request';

/** The request, with how many files it came with (kept in support_files until the handover). */
export type SupportRequest = KindRequest<'support', SupportRequestValues & { files: number }>;

const shape = storedShape('support', supportRequestSchema.shape({ files: number().strict().defined() }));

const serviceLabel = (value: string) => supportServices.find((s) => s.value === value)?.label ?? cleanHeaderText(value, 60);

/** The subject every handover gives it: '[KIT-7F3A2C9Q] Mail is down', urgent ones saying so. */
export const supportSubject = (request: SupportRequest): string =>
  cleanHeaderText(
    `[${request.reference ?? ''}] ${request.priority === 'urgent' ? 'Asked for urgent: ' : ''}${cleanHeaderText(request.subject, 150)}`,
    200,
  );

/**
 * The rows a helpdesk's agent reads first: who, which service, how urgent they say it is, and the
 * files, naming any the scanner found infected, or could not read, after the request was taken.
 */
const supportRows = (request: SupportRequest, dropped: Dropped): Row[] => [
  ...referenceRows(request),
  ...personRows(request).slice(0, 4),
  ['Service', serviceLabel(request.service)],
  ['Priority', `${serverCopy.staffPriority(request.priority)} (${supportPriorities[request.priority].meaning})`],
  [
    'Files',
    [
      String(request.files),
      ...(dropped.infected.length > 0 ? [serverCopy.staffRemoved(dropped.infected)] : []),
      ...(dropped.unread.length > 0 ? [serverCopy.staffUnread(dropped.unread)] : []),
    ].join('. '),
  ],
];

const DESCRIPTION = 'Description';

/** The body the helpdesk gets, as text and HTML: the rows, then what the visitor wrote. */
export const supportBody = (request: SupportRequest, dropped: Dropped = { infected: [], unread: [] }) =>
  requestBody(request, 'Support request', supportRows(request, dropped), [
    {
      heading: DESCRIPTION,
      text: request.description.split(/\r?\n/),
      html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(request.description)}</pre>`,
    },
  ]);

/**
 * What the visitor wrote, read back from the text supportBody gave the helpdesk (its line ends as
 * the helpdesk keeps them): after the rows, which are single lines, and before the request id's
 * footer, the last one; null for a text of another shape (a ticket made otherwise).
 */
export function describedIn(text: string): string | null {
  const lines = text.replace(/\r\n?/g, '\n');
  const heading = `\n${DESCRIPTION}:\n`;
  const start = lines.indexOf(heading);
  const end = lines.lastIndexOf(`\n\n${REQUEST_ID_LABEL}: `);
  return start < 0 || end < start ? null : lines.slice(start + heading.length, end);
}

function composeSupport(request: SupportRequest, settings: ComposeSettings): ComposedMail {
  return staffMail(settings, request.email, { subject: supportSubject(request), ...supportBody(request) });
}

export const supportMail: MailKind<SupportRequest> = { kind: 'support', shape, staff: composeSupport };
