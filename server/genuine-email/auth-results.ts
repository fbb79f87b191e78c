/**
 * An Authentication-Results header read to RFC 8601's grammar, leniently: `authserv-id;
 * method=result (comment) ptype.property=value; …`. Exchange Online writes no authserv-id (its
 * first part is already `spf=pass …`), and adds `compauth=pass reason=100`; Gmail's starts with
 * `mx.google.com;`.
 */

export interface MethodResult {
  method: string;
  result: string;
  /** `reason=` and the `ptype.property=` pairs, lower-case keys (`header.from`, `smtp.mailfrom`, `reason`). */
  props: Record<string, string>;
  /** The comments in parentheses, as written (Exchange's "sender IP is 203.0.113.5"). */
  comments: string[];
}

export interface AuthResults {
  /** Who wrote it, where it says: null for Exchange Online's. */
  authservId: string | null;
  results: MethodResult[];
}

/** Splits on `;` outside comments and quotes. */
function parts(value: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let at = 0; at < value.length; at += 1) {
    const char = value[at];
    if (char === '\\') at += 1;
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth = Math.max(0, depth - 1);
    else if (!quoted && depth === 0 && char === ';') {
      found.push(value.slice(start, at));
      start = at + 1;
    }
  }
  found.push(value.slice(start));
  return found.map((part) => part.trim()).filter(Boolean);
}

const COMMENT = /\(([^()]*)\)/g;
/** Begun only where a word begins: from every letter of a long word, the search is quadratic. */
const PAIR = /(?<![a-z0-9._-])([a-z0-9][a-z0-9._-]*)\s*=\s*("(?:[^"\\]|\\.)*"|[^\s;]+)/gi;

function methodResult(part: string): MethodResult | undefined {
  const comments = [...part.matchAll(COMMENT)].map((match) => match[1].trim());
  const bare = part.replace(COMMENT, ' ');
  const pairs = [...bare.matchAll(PAIR)].map(([, key, value]) => [key.toLowerCase(), value.replace(/^"|"$/g, '')] as const);
  const [first, ...rest] = pairs;
  if (!first || first[0].includes('.')) return undefined;
  return { method: first[0], result: first[1].toLowerCase(), props: Object.fromEntries(rest), comments };
}

export function parseAuthResults(value: string): AuthResults {
  const [head = '', ...others] = parts(value);
  // An authserv-id is a name with no `=` before its first space (a version number may follow).
  const headWord = head.replace(COMMENT, ' ').trim().split(/\s+/)[0] ?? '';
  const hasId = headWord !== '' && !headWord.includes('=');
  const results = (hasId ? others : [head, ...others]).map(methodResult).filter((result) => result !== undefined);
  return { authservId: hasId ? headWord.toLowerCase() : null, results };
}

/** The first result of `method` (`dmarc`, `compauth`, …). */
export const resultOf = (results: AuthResults, method: string): MethodResult | undefined =>
  results.results.find((result) => result.method === method);

/** Whether any method claims a pass: what a forger writes below the recipient's own hop. */
export const claimsPass = (results: AuthResults): boolean =>
  results.results.some((result) => ['dmarc', 'compauth', 'dkim', 'spf'].includes(result.method) && result.result === 'pass');
