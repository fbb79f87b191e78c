/**
 * What a digest says, as words (its view, the same in the e-mail and on its page) and as an
 * e-mail's text lines and HTML: the mail sent as the domain and how much passed, who sent it, what
 * to fix, who is not seen to pass, what is new, and the verdict with its record.
 */
import escapeHtml from 'escape-html';
import { dmarcDigestCopy as copy } from '../../shared/catalogue/dmarc-digest-copy';
import { formatSastDate } from '../../shared/format-date';
import type { DigestDay, DigestView } from '../../shared/email-security/dmarc-digest';
import { line, linkHtml, listHtml, recordBoxHtml } from '../email-watch/watch-mail-parts';
import { DMARC_REPORTERS } from '../../shared/catalogue/dmarc-reporters';
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
  /** Reports signed by others than the known receivers: kept, counted per signer, never in the figures above. */
  others?: { name: string; reports: number; messages: number }[];
  /** Each day of the week, as the digest's page draws it; none in a digest queued before days were kept. */
  days?: DigestDay[];
}

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

/** What the digest says, as words: the same in the e-mail and on its page. */
export function digestView(digest: DigestContent & { shown: string }): DigestView {
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
  const section = (heading: string, items: string[]) => (items.length ? [{ heading, items }] : []);
  const record = digest.verdict.record;
  return {
    shown,
    intro,
    sections: [
      ...section(copy.sourcesHeading, sent),
      ...section(copy.fixesHeading, fixes),
      ...section(
        copy.strangersHeading,
        strangers.map((s) => copy.stranger(line(s.name, 253), s.messages)),
      ),
      ...section(
        copy.othersHeading,
        digest.others?.length
          ? [
              ...digest.others.map((o) => copy.other(line(o.name, 253), o.reports, o.messages)),
              copy.othersWhy(DMARC_REPORTERS.map((reporter) => reporter.name)),
            ]
          : [],
      ),
      ...section(copy.newHeading, digest.newSources.length ? digest.newSources.map((name) => line(name, 253)) : [copy.newNone]),
    ],
    verdictHeading: copy.verdictHeading,
    verdict: verdictWords(digest.verdict),
    ...(record ? { record: { name: line(record.name, 253), type: 'TXT' as const, value: line(record.value, 2048) } } : {}),
  };
}

/** The view as an e-mail's text lines and HTML, with the page's link where there is one. */
export function digestLines(view: DigestView, pageUrl?: string) {
  const { record } = view;
  const recordLines = record
    ? [`${copy.record.name}: ${record.name}`, `${copy.record.type}: ${record.type}`, `${copy.record.value}: ${record.value}`]
    : [];
  return {
    text: [
      view.intro,
      '',
      ...(pageUrl ? [`${copy.seePage}: ${pageUrl}`, ''] : []),
      ...view.sections.flatMap(({ heading, items }) => [heading, ...items.map((item) => `  ${item}`), '']),
      view.verdictHeading,
      view.verdict,
      ...recordLines.map((words) => `  ${words}`),
    ],
    html: [
      `<p>${escapeHtml(view.intro)}</p>`,
      ...(pageUrl ? [`<p>${linkHtml(pageUrl, `${copy.seePage}:`)}</p>`] : []),
      ...view.sections.flatMap(({ heading, items }) => [`<h3>${escapeHtml(heading)}</h3>`, listHtml(items)]),
      `<h3>${escapeHtml(view.verdictHeading)}</h3>`,
      `<p>${escapeHtml(view.verdict)}</p>`,
      ...(record ? [recordBoxHtml(recordLines)] : []),
    ],
  };
}
