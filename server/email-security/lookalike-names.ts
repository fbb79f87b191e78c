/**
 * The names one slip away from a registrable domain, closest first: what a fraudster registers to
 * send "your" invoices (docs/decisions/016-lookalike-names-written-here.md says why this is
 * written here). Only the name left of the public suffix is changed, one slip at a time, and the
 * same name is tried under the endings South African businesses use.
 */
import { parse } from 'tldts';

/** The endings a business in South Africa is most often seen under. */
const LOOKALIKE_SUFFIXES = ['co.za', 'com', 'africa', 'za.com', 'org.za', 'net.za'] as const;

/** More than a short name makes, fewer than a long one's every neighbouring key: DNS only, within the check's time. */
export const LOOKALIKE_NAMES_MAX = 200;

/** Characters read as one another, each way: 0 and o, 1 and l, rn and m, vv and w. */
const LOOK_ALIKE: readonly (readonly [string, string])[] = [
  ['o', '0'],
  ['0', 'o'],
  ['l', '1'],
  ['1', 'l'],
  ['m', 'rn'],
  ['rn', 'm'],
  ['w', 'vv'],
  ['vv', 'w'],
];

/** Each key's neighbours on a QWERTY keyboard, the number row included. */
const QWERTY: Readonly<Record<string, string>> = {
  '1': '2q',
  '2': '13qw',
  '3': '24we',
  '4': '35er',
  '5': '46rt',
  '6': '57ty',
  '7': '68yu',
  '8': '79ui',
  '9': '80io',
  '0': '9op',
  q: '12wa',
  w: '23qesa',
  e: '34wrds',
  r: '45etfd',
  t: '56rygf',
  y: '67tuhg',
  u: '78yijh',
  i: '89uokj',
  o: '90iplk',
  p: '0ol',
  a: 'qwsz',
  s: 'weadzx',
  d: 'ersfxc',
  f: 'rtdgcv',
  g: 'tyfhvb',
  h: 'yugjbn',
  j: 'uihknm',
  k: 'iojlm',
  l: 'opk',
  z: 'asx',
  x: 'sdzc',
  c: 'dfxv',
  v: 'fgcb',
  b: 'ghvn',
  n: 'hjbm',
  m: 'jkn',
};

const positions = (label: string) => Array.from(label, (_, at) => at);

/** Each kind of slip of a name, in the order a reader is least likely to notice it. */
const lookAlike = (label: string) =>
  LOOK_ALIKE.flatMap(([from, to]) =>
    positions(label)
      .filter((at) => label.startsWith(from, at))
      .map((at) => label.slice(0, at) + to + label.slice(at + from.length)),
  );
const swapped = (label: string) =>
  positions(label.slice(1)).map((at) => label.slice(0, at) + label[at + 1] + label[at] + label.slice(at + 2));
/** A hyphen left out among them. */
const leftOut = (label: string) => positions(label).map((at) => label.slice(0, at) + label.slice(at + 1));
const doubled = (label: string) => positions(label).map((at) => label.slice(0, at + 1) + label.slice(at));
const hyphenAdded = (label: string) => positions(label.slice(1)).map((at) => `${label.slice(0, at + 1)}-${label.slice(at + 1)}`);
/** A typing slip: the likeliest to be noticed when read, so last. */
const neighbourKey = (label: string) =>
  positions(label).flatMap((at) => Array.from(QWERTY[label[at]] ?? '', (key) => label.slice(0, at) + key + label.slice(at + 1)));

/** A host name's label as registries take it: letters, digits and inner hyphens, never `--` at 3–4 (kept for xn--). */
const validLabel = (label: string) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) && label.slice(2, 4) !== '--';

/**
 * The registrable domain of `domain` and up to LOOKALIKE_NAMES_MAX names one slip away from it,
 * closest first, each a valid domain name other than it. A private suffix counts as one
 * (kopano.za.com's look-alikes are kopan0.za.com and kopano.co.za, not of za.com). An IDN's
 * A-label is not permuted (its slips would be of punycode, not of what a reader sees): only its
 * other endings are tried. Without `typing`, a neighbouring key's slips are left out: a few dozen
 * names, the slips a reader misses, not the hundreds a typist makes.
 */
export function lookalikeNames(domain: string, { typing = true } = {}): { domain: string; names: string[] } {
  const {
    domainWithoutSuffix: label,
    publicSuffix: suffix,
    domain: registrable,
  } = parse(domain.toLowerCase(), {
    allowPrivateDomains: true,
  });
  if (!label || !suffix || !registrable) return { domain, names: [] };
  const slipped = (...kinds: ((label: string) => string[])[]) =>
    label.startsWith('xn--') ? [] : kinds.flatMap((kind) => kind(label)).map((other) => `${other}.${suffix}`);
  const names = [
    ...slipped(lookAlike),
    ...LOOKALIKE_SUFFIXES.map((other) => `${label}.${other}`),
    ...slipped(swapped, leftOut, doubled, hyphenAdded, ...(typing ? [neighbourKey] : [])),
  ].filter((name) => {
    const first = name.slice(0, name.indexOf('.'));
    return name !== registrable && name.length <= 253 && (first === label || validLabel(first));
  });
  return { domain: registrable, names: [...new Set(names)].slice(0, LOOKALIKE_NAMES_MAX) };
}
