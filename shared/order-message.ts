/**
 * The order dialog reuses the contact endpoint, so an order travels as a composed message.
 * The server tells it apart by its header and parses it back for limits and the mail subject.
 */
import { CONTACT_FOR_PRICING } from './catalogue/plans/plan-text';

const ORDER_MESSAGE_HEADER = '=== HOSTING ORDER REQUEST ===';
const ORDER_MESSAGE_FOOTER = 'This is an automated order request from the website.';
export const NO_ADDITIONAL_REQUIREMENTS = 'No additional requirements specified.';
const ADDITIONAL_HEADING = 'Additional Requirements:';

export interface OrderMessageParts {
  planName: string;
  /** Absent or empty when the page hides prices; the message then says 'Contact for Pricing'. */
  price?: string;
  details: string;
  /** The visitor's own text; blank means none. */
  additional?: string;
}

/** Plan lines must stay one line each, or the message could no longer be parsed back. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const normaliseNewlines = (text: string): string => text.replace(/\r\n?/g, '\n');

export function composeOrderMessage({ planName, price, details, additional }: OrderMessageParts): string {
  const visitorText = normaliseNewlines(additional ?? '').trim();
  const requirements = visitorText ? `${ADDITIONAL_HEADING}\n${visitorText}` : NO_ADDITIONAL_REQUIREMENTS;
  return [
    ORDER_MESSAGE_HEADER,
    '',
    `Plan: ${oneLine(planName)}`,
    `Price: ${oneLine(price ?? '') || CONTACT_FOR_PRICING}`,
    `Plan Details: ${oneLine(details)}`,
    '',
    requirements,
    '',
    '---',
    ORDER_MESSAGE_FOOTER,
  ].join('\n');
}

/** The order form's message starts as this sentence: 'I would like to order the … plan (…). …'. */
export function prefilledOrderMessage(planName: string, price: string, details: string): string {
  return `I would like to order the ${planName} plan (${price}). ${details}`;
}

export function isOrderMessage(message: string): boolean {
  return message.trimStart().startsWith(ORDER_MESSAGE_HEADER);
}

export interface ParsedOrderMessage {
  planName: string;
  price: string;
  details: string;
  /** Empty when the visitor added nothing. */
  additional: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ORDER_PATTERN = new RegExp(
  `^${escape(ORDER_MESSAGE_HEADER)}\\n\\nPlan: (.*)\\nPrice: (.*)\\nPlan Details: (.*)\\n\\n` +
    `(?:${escape(NO_ADDITIONAL_REQUIREMENTS)}|${escape(ADDITIONAL_HEADING)}\\n([\\s\\S]*))` +
    `\\n\\n---\\n${escape(ORDER_MESSAGE_FOOTER)}$`,
);

/** Reads a composed message back; anything else, including a hand-edited one, gives null. */
export function parseOrderMessage(message: string): ParsedOrderMessage | null {
  const match = ORDER_PATTERN.exec(normaliseNewlines(message).trim());
  if (!match) return null;
  const [, planName, price, details, additional = ''] = match;
  return { planName, price, details, additional };
}
