/**
 * What a digest says, as text lines and HTML: the mail sent as the domain and how much passed, who
 * sent it, what to fix, who is not seen to pass, what is new, and the verdict with its record.
 */
import escapeHtml from 'escape-html';
import { dmarcDigestCopy as copy } from '../../shared/catalogue/dmarc-digest-copy';
import { formatSastDate } from '../../shared/format-date';
import { line } from '../email-watch/watch-mail-parts';
import { POLICY_RULE } from './policy-verdict';

interface DigestSource {
  name: string;
  messages: number;
  passed: number;
  dkimAligned: number;
  spfAligned: number;
  /** A sender of the domain's own (policy-verdict.ts), not a stranger never seen to pass. */
  own: boolean;
  fix?: { spf?: string; dkim?: string };
}

/** A week's digest of one domain, as it is queued. */
export interface DigestContent {
  /** The week's first and last days (ISO). */
  from: string;
  to: string;
  messages: number;
  passed: number;
  /** The senders shown, most messages first, and what the rest add up to. */
  sources: DigestSource[];
  more: { sources: number; messages: number };
  newSources: string[];
  verdict: {
    kind: string;
    why?: string;
    days: number;
    failing?: string[];
    record?: { name: string; type: string; value: string };
  };
}

const RECORD_BOX =
  'margin:4px 0 12px;padding:8px 10px;background:#f3f4f6;border:1px solid #d1d5db;border-radius:4px;font-family:Consolas,Menlo,monospace;font-size:13px;word-break:break-all;overflow-wrap:anywhere';

const verdictWords = ({ kind, why, days, failing }: DigestContent['verdict']): string => {
  if (kind === 'quarantine' || kind === 'reject') return copy.verdict[kind](POLICY_RULE.reason);
  if (kind === 'at-reject') return copy.verdict['at-reject'];
  if (why === 'few-days') return copy.verdict['few-days'](days, POLICY_RULE.daysWithReports);
  if (why === 'failing') return copy.verdict.failing((failing ?? []).map((name) => line(name, 253)));
  return why === 'no-mail' ? copy.verdict['no-mail'] : copy.verdict['no-record'];
};

const fixesOf = (source: DigestSource): string[] => {
  const name = line(source.name, 253);
  if (source.passed === source.messages) return [];
  const { spf, dkim } = source.fix ?? {};
  if (!spf && !dkim) return [copy.fixUnknown(name)];
  return [...(spf ? [copy.fixSpf(name, spf)] : []), ...(dkim ? [copy.fixDkim(name, dkim)] : [])];
};

/** A heading and its lines: indented text, an HTML list. */
const section = (heading: string, items: string[]) => ({
  text: [heading, ...items.map((item) => `  ${item}`), ''],
  html: [`<h3>${escapeHtml(heading)}</h3>`, `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}</ul>`],
});

export function digestLines(digest: DigestContent & { shown: string }) {
  const shown = line(digest.shown, 253);
  const intro = copy.intro(
    shown,
    formatSastDate(new Date(digest.from)),
    formatSastDate(new Date(digest.to)),
    digest.messages,
    digest.passed,
  );
  const own = digest.sources.filter((source) => source.own);
  const strangers = digest.sources.filter((source) => !source.own);
  const sent = [
    ...own.map((s) => copy.source(line(s.name, 253), s.messages, s.passed, s.dkimAligned, s.spfAligned)),
    ...(digest.more.sources ? [copy.more(digest.more.sources, digest.more.messages)] : []),
  ];
  const fixes = own.flatMap(fixesOf);
  const parts = [
    ...(sent.length ? [section(copy.sourcesHeading, sent)] : []),
    ...(fixes.length ? [section(copy.fixesHeading, fixes)] : []),
    ...(strangers.length
      ? [
          section(
            copy.strangersHeading,
            strangers.map((s) => copy.stranger(line(s.name, 253), s.messages)),
          ),
        ]
      : []),
    section(copy.newHeading, digest.newSources.length ? digest.newSources.map((name) => line(name, 253)) : [copy.newNone]),
  ];
  const verdict = verdictWords(digest.verdict);
  const record = digest.verdict.record;
  const recordLines = record
    ? [
        `${copy.record.name}: ${record.name}`,
        `${copy.record.type}: ${record.type}`,
        `${copy.record.value}: ${line(record.value, 2048)}`,
      ]
    : [];
  return {
    text: [intro, '', ...parts.flatMap((part) => part.text), copy.verdictHeading, verdict, ...recordLines.map((l) => `  ${l}`)],
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      ...parts.flatMap((part) => part.html),
      `<h3>${escapeHtml(copy.verdictHeading)}</h3>`,
      `<p>${escapeHtml(verdict)}</p>`,
      ...(record ? [`<div style="${RECORD_BOX}">${recordLines.map((l) => escapeHtml(l)).join('<br>\n')}</div>`] : []),
    ],
  };
}
