import { Fragment, type ReactNode } from 'react';

/** A run without a space longer than a phone's line holds: a record's name, a long host. */
const LONG = /(\S{25,}?)([.,;:)]*(?:\s|$))/g;

/**
 * A finding's sentence with its long names set as code, so a phone breaks them anywhere (as the
 * records to copy) and every other word stays whole.
 */
export function withLongNames(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(LONG)) {
    parts.push(text.slice(at, match.index), <code key={match.index}>{match[1]}</code>, match[2]);
    at = match.index + match[0].length;
  }
  if (!parts.length) return text;
  parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
