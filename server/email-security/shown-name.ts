/**
 * A domain as a person should read it: each internationalised label in Unicode unless it could
 * pass for another name, then in punycode, as Chromium's IDN display policy shows it. Its base is
 * UTS #39's "highly restrictive" level: a label's letters come from one script, or from Latin
 * with Han and the kana (Japanese), Bopomofo (Chinese) or Hangul (Korean), each from a script
 * recommended for identifiers (UAX #31, table 5). So `exаmple` with a Cyrillic а, `payπal`, or a
 * label of emoji stay punycode. Chromium also turns whole-script look-alikes (`аррӏе`, all
 * Cyrillic) to punycode by a list of confusables; that is left out here: no well-kept package
 * offers it, and the platform gives only the scripts (RegExp's Script_Extensions).
 */
import { domainToUnicode } from 'node:url';

const RECOMMENDED = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Khmer',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
type Script = (typeof RECOMMENDED)[number];

const inScript = RECOMMENDED.map((script) => [script, new RegExp(`\\p{Script_Extensions=${script}}`, 'u')] as const);

/** The mixes a label may be written in: any one script, or Latin with the scripts of Japanese, Chinese or Korean. */
const MIXES: readonly (readonly Script[])[] = [
  ...RECOMMENDED.map((script) => [script]),
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** Digits and the hyphen belong to every script; a combining mark takes its letter's. */
const NEUTRAL = /^[0-9-]$|^\p{Script=Inherited}$/u;

function readsAsItself(label: string): boolean {
  // Each character's recommended scripts (a kana length mark, for one, is both Hiragana and Katakana).
  const scripts: Script[][] = [];
  for (const char of label) {
    if (NEUTRAL.test(char)) continue;
    const its = inScript.filter(([, pattern]) => pattern.test(char)).map(([script]) => script);
    if (!its.length) return false;
    scripts.push(its);
  }
  return MIXES.some((mix) => scripts.every((its) => its.some((script) => mix.includes(script))));
}

/** `ascii` (a checked domain's punycode form) as it is shown to the visitor, in the page, the report and the e-mail. */
export function shownName(ascii: string): string {
  return ascii
    .split('.')
    .map((label) => {
      if (!label.startsWith('xn--')) return label;
      const unicode = domainToUnicode(label);
      return unicode && readsAsItself(unicode) ? unicode : label;
    })
    .join('.');
}
