/**
 * The parts of a watch's e-mails that carry addresses and records: a link (which breaks anywhere,
 * so a long address wraps on a 375 px phone instead of widening the mail), the confirmation's
 * button, and one change of an alert with the records to publish and the ones last seen. Styles
 * are inline, the only kind every mail program keeps. A record comes from a domain's DNS: it is
 * cleaned of controls and escaped like every text from outside.
 */
import escapeHtml from 'escape-html';
import { emailCheckNames } from '../../shared/catalogue/email-security-report-copy';
import type { FileToPublish, RecordToPublish } from '../../shared/email-security/result';
import { cleanHeaderText } from '../mail/text-safety';
import { formatSastDate } from '../../shared/format-date';
import type { Change, NewLookalike } from './watch-changes';
import { emailWatchMailCopy as copy } from './watch-mail-copy';

/** The site's blue for a filled control (white on it is 6.7:1). */
const BUTTON_BLUE = '#1d4ed8';
const WRAP = 'word-break:break-all;overflow-wrap:anywhere';
/** A record's block: kept as written, in type that tells 0 from O, breaking anywhere (a DKIM key has no spaces). */
const RECORD_BOX = `margin:4px 0 12px;padding:8px 10px;background:#f3f4f6;border:1px solid #d1d5db;border-radius:4px;font-family:Consolas,Menlo,monospace;font-size:13px;${WRAP}`;

/** One line of a finding's words, or of a record, as a line of an e-mail: its DNS text cleaned. */
export const line = (value: string, max = 2000) => cleanHeaderText(value, max);

/** Lines as a list, each its own item, escaped. */
export const listHtml = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}</ul>`;

/** A record's lines in its block, escaped. */
export const recordBoxHtml = (lines: readonly string[]): string =>
  `<div style="${RECORD_BOX}">${lines.map((words) => escapeHtml(words)).join('<br>\n')}</div>`;

/** An address as a link that shows it: `label` before it where given. */
export const linkHtml = (url: string, label?: string): string =>
  `${label ? `${escapeHtml(label)} ` : ''}<a href="${escapeHtml(url)}" style="color:${BUTTON_BLUE};${WRAP}">${escapeHtml(url)}</a>`;

/**
 * A link whose words are not its address (a phone number to call, a mailbox to write to): a few
 * words, kept whole on one line, as the site keeps a phone number.
 */
export const namedLinkHtml = (href: string, words: string): string =>
  `<a href="${escapeHtml(href)}" style="color:${BUTTON_BLUE};white-space:nowrap">${escapeHtml(words)}</a>`;

/** An action as a button: a link drawn as one (the table cell's colour for mail programs that ignore a link's padding). */
export const buttonHtml = (url: string, label: string): string =>
  [
    '<table role="presentation" cellspacing="0" cellpadding="0" style="margin:20px 0"><tr>',
    `<td bgcolor="${BUTTON_BLUE}" style="border-radius:6px">`,
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;background-color:${BUTTON_BLUE};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;border-radius:6px;overflow-wrap:anywhere">${escapeHtml(label)}</a>`,
    '</td></tr></table>',
  ].join('\n');

/** A block of records under its heading, as text lines (indented under the change) and HTML. */
interface Block {
  /** Its own words, ending in a colon where no address ends it (a colon would read as part of the address). */
  heading: string;
  headingHtml: string;
  /** One entry a record (or the file), each its lines; none under a note. */
  records: string[][];
}

/** Records as name, type and value, each its lines. */
const recordLines = (records: RecordToPublish[]): string[][] =>
  records.map(({ name, type, value }) => [
    `${copy.record.name}: ${line(name, 255)}`,
    `${copy.record.type}: ${line(type, 10)}`,
    `${copy.record.value}: ${line(value, 2048)}`,
  ]);

const headed = (heading: string, records: string[][]): Block => ({ heading, headingHtml: escapeHtml(heading), records });

/** A file to serve, under `lead` and its address, its lines one under another. */
function fileBlock(file: FileToPublish, lead: string): Block {
  const url = line(file.url, 1024);
  return {
    heading: `${lead} ${url}`,
    headingHtml: linkHtml(url, lead),
    records: [file.lines.map((part) => line(part, 1024))],
  };
}

/** What was last seen: the records to put back as given, the file to serve again, the check's lines for reference, and what was too long to keep. */
const lastSeenBlocks = ({ putBack, putBackFile, lastSeen, lastSeenCut }: Change): Block[] => [
  ...(putBack?.length ? [headed(`${copy.lastSeen(putBack.length)}:`, recordLines(putBack))] : []),
  ...(putBackFile ? [fileBlock(putBackFile, copy.serveAgainAt)] : []),
  // A line as found may hold line breaks (the MTA-STS policy beside its record): each line its own.
  ...(lastSeen?.length
    ? [
        headed(
          `${copy.lastSeenLines}:`,
          lastSeen.map((record) => record.split(/\r?\n/).map((part) => line(part, 1024))),
        ),
      ]
    : []),
  ...(lastSeenCut ? [headed(copy.lastSeenCut(lastSeenCut, !putBack?.length && !lastSeen?.length), [])] : []),
];

const publishBlock = (records: RecordToPublish[], instead: boolean): Block =>
  headed(`${copy.publish(records.length, instead)}:`, recordLines(records));

const blocksOf = (change: Change): Block[] => {
  const instead = Boolean(change.putBack?.length || change.putBackFile || change.lastSeen?.length || change.lastSeenCut);
  return [
    ...lastSeenBlocks(change),
    ...(change.publish?.length ? [publishBlock(change.publish, instead)] : []),
    ...(change.publishFile ? [fileBlock(change.publishFile, copy.serveAt(instead))] : []),
  ];
};

/** A look-alike's line, and what its registry said, as one line of the alert. */
const lookalikeLine = ({ line: listed, registeredOn, registrar }: NewLookalike): string => {
  const on = registeredOn && !Number.isNaN(Date.parse(registeredOn)) ? formatSastDate(new Date(registeredOn)) : undefined;
  const said = copy.registered(on, registrar === undefined ? undefined : line(registrar, 120));
  return `${line(listed, 512)}${said ? ` (${said})` : ''}`;
};

const rowHtml = (label: string, valueHtml: string) => `<li><strong>${escapeHtml(label)}:</strong> ${valueHtml}</li>`;

/**
 * One change as text lines and HTML: what it was, what it is, what it means, what to do and the
 * records that does it, and who helps (`site`: the site's address, '' where it is not known).
 */
export const changeParts = (change: Change, site: string) => {
  const helpUrl = `${site}${change.help.path}`;
  const rows: [string, string][] = [
    [copy.before, line(change.before)],
    [copy.now, line(change.now)],
    [copy.meaning, line(change.meaning)],
    // An alert queued before showed the check's lines as records to put back exactly: they are for reference.
    ...(change.fix
      ? [[copy.fix, line(change.fix === copy.queuedPutBack ? copy.restore(true) : change.fix)] as [string, string]]
      : []),
  ];
  // The fix's pages, whole: the site's own under its address, another's (a blocklist's) as it is.
  const links = (change.links ?? []).map(({ label, href }) => ({
    label: line(label, 200),
    url: line(href.startsWith('/') ? `${site}${href}` : href, 1024),
  }));
  const blocks = blocksOf(change);
  const lookalikes = (change.lookalikes ?? []).map(lookalikeLine);
  const help = `${change.help.label}: ${helpUrl}`;
  const name = emailCheckNames[change.check];
  return {
    text: [
      name,
      ...rows.map(([label, value]) => `  ${label}: ${value}`),
      ...(lookalikes.length ? [`  ${copy.newLookalikes(lookalikes.length)}`, ...lookalikes.map((words) => `    ${words}`)] : []),
      // Every line is indented: a record's empty line would end the change.
      ...links.map(({ label, url }) => `  ${label}: ${url}`),
      ...blocks.flatMap((block) => [`  ${block.heading}`, ...block.records.flat().map((words) => `    ${words}`)]),
      `  ${copy.help}: ${help}`,
      '',
    ],
    html: [
      `<h3>${escapeHtml(name)}</h3>`,
      `<ul>\n${[
        ...rows.map(([label, value]) => rowHtml(label, escapeHtml(value))),
        ...links.map(({ label, url }) => `<li>${linkHtml(url, `${label}:`)}</li>`),
      ].join('\n')}\n</ul>`,
      ...(lookalikes.length
        ? [
            `<p style="margin:8px 0 0"><strong>${escapeHtml(copy.newLookalikes(lookalikes.length))}</strong></p>`,
            listHtml(lookalikes),
          ]
        : []),
      ...blocks.map(
        (block) =>
          `<p style="margin:8px 0 0"><strong>${block.headingHtml}</strong></p>\n${block.records.map(recordBoxHtml).join('\n')}`,
      ),
      `<ul>${rowHtml(copy.help, site ? linkHtml(helpUrl, `${change.help.label}:`) : escapeHtml(help))}</ul>`,
    ].join('\n'),
  };
};
