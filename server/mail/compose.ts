import type { MailRequest } from './types';
import { escapeHtml } from '../escape-html';
import { cleanBodyText, cleanHeaderText, htmlLines, literalHeaderText, plainAddress } from './text-safety';

export interface ComposeSettings {
  to: string;
  from: string;
  siteName: string;
  /** The outbox id: it makes the Message-ID stable, so a copy re-sent after a crash is recognisable. */
  messageId: string;
}

/** The subset of nodemailer's message options this site uses. */
export interface ComposedMail {
  to: string;
  from: string;
  /** The visitor's address alone: a display name could pass for another address ("Bank <x@bank>"). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

const TITLES = {
  contact: { heading: 'Website contact request', subject: 'Website contact from' },
  order: { heading: 'Hosting order request', subject: 'Hosting order from' },
} as const;

// South Africa has kept UTC+2 all year since 1944, so a fixed offset is exact.
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

const formatReceived = (receivedAt: string): string => {
  const time = Date.parse(receivedAt);
  if (Number.isNaN(time)) return cleanHeaderText(receivedAt, 40);
  const local = new Date(time + SAST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
  return `${local} SAST (${new Date(time).toISOString()})`;
};

const messageIdFor = (id: string, from: string): string => {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${id.replace(/[^A-Za-z0-9.-]/g, '')}@${domain}>`;
};

const orNotGiven = (value: string): string => value || '(not given)';

/** Builds the e-mail to the company; every visitor value is cleaned for where it lands. */
export const composeMail = (request: MailRequest, settings: ComposeSettings): ComposedMail => {
  const titles = TITLES[request.kind];
  // Single-line fields lose their line breaks in the body too, so a name cannot forge an "Email:" line.
  const fields: Array<[string, string]> = [
    ['Name', cleanHeaderText(request.name, 200)],
    ['Email', cleanHeaderText(request.email, 300)],
    ['Company', orNotGiven(cleanHeaderText(request.company, 200))],
    ['Phone', orNotGiven(cleanHeaderText(request.phone, 60))],
  ];
  const message = cleanBodyText(request.message).trim();
  const requestId = cleanHeaderText(request.requestId, 100);
  const received = formatReceived(request.receivedAt);
  const displayName = cleanHeaderText(request.name, 100);
  const site = cleanHeaderText(settings.siteName, 60);
  const address = plainAddress(cleanHeaderText(request.email, 300));

  const text = [
    titles.heading,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message || '(no message)',
    '',
    `Request id: ${requestId}`,
    `Received: ${received}`,
    '',
  ].join('\n');

  const rows = fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">',
    `<h2>${escapeHtml(titles.heading)}</h2>`,
    `<table cellpadding="4">\n${rows}\n</table>`,
    '<p><strong>Message</strong></p>',
    `<p>${message ? htmlLines(message) : '(no message)'}</p>`,
    `<p style="color:#666;font-size:12px">Request id: ${escapeHtml(requestId)}<br>\nReceived: ${escapeHtml(received)}</p>`,
    '</body></html>',
    '',
  ].join('\n');

  return {
    to: settings.to,
    from: settings.from,
    ...(address ? { replyTo: address } : {}),
    subject: literalHeaderText(cleanHeaderText(`[${site}] ${titles.subject} ${displayName}`, 160)),
    text,
    html,
    messageId: messageIdFor(settings.messageId, settings.from),
  };
};
