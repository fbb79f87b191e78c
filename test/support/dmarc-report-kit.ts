import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import type { AggregateReport as KeptReport } from '../../server/dmarc-reports/aggregate-report';

/** One row of an aggregate report, as RFC 7489 appendix C names its fields. */
interface ReportRow {
  sourceIp: string;
  count: number;
  disposition: 'none' | 'quarantine' | 'reject';
  dkim: 'pass' | 'fail';
  spf: 'pass' | 'fail';
  headerFrom: string;
  dkimResults: { domain: string; result: string; selector: string }[];
  spfResults: { domain: string; result: string }[];
}

export interface AggregateReport {
  orgName: string;
  email: string;
  reportId: string;
  begin: number;
  end: number;
  domain: string;
  rows: ReportRow[];
}

const DAY_S = 24 * 60 * 60;

/** The start of yesterday, UTC: a report is read only for a period around its arrival. */
export const yesterdayS = () => Math.floor(Date.now() / 1000 / DAY_S - 1) * DAY_S;

/** `count` messages from `sourceIp` as `domain`, DKIM and SPF passing for it. */
export const passingRow = (domain: string, sourceIp: string, count: number): ReportRow => ({
  sourceIp,
  count,
  disposition: 'none',
  dkim: 'pass',
  spf: 'pass',
  headerFrom: domain,
  dkimResults: [{ domain, result: 'pass', selector: 'google' }],
  spfResults: [{ domain, result: 'pass' }],
});

/** `n` passing rows from as many addresses, as a big sender's report has. */
export const manyRows = (domain: string, n: number) =>
  Array.from({ length: n }, (_, at) => passingRow(domain, `10.${at >> 8}.${at & 255}.1`, at + 1));

/** Google's report `reportId` of `domain` for the day from `beginS`. */
export const googleReport = (reportId: string, domain: string, beginS: number, rows: ReportRow[]): AggregateReport => ({
  orgName: 'google.com',
  email: 'noreply-dmarc-support@google.com',
  reportId,
  begin: beginS,
  end: beginS + DAY_S - 1,
  domain,
  rows,
});

/** A row as most reporters write it; Yahoo leaves out envelope_from, DKIM's selector and SPF's scope. */
const row = (r: ReportRow, yahoo: boolean) => `
  <record>
    <row>
      <source_ip>${r.sourceIp}</source_ip>
      <count>${r.count}</count>
      <policy_evaluated><disposition>${r.disposition}</disposition><dkim>${r.dkim}</dkim><spf>${r.spf}</spf></policy_evaluated>
    </row>
    <identifiers>${yahoo ? '' : `<envelope_from>${r.headerFrom}</envelope_from>`}<header_from>${r.headerFrom}</header_from></identifiers>
    <auth_results>
${r.dkimResults.map((d) => `      <dkim><domain>${d.domain}</domain><result>${d.result}</result>${yahoo ? '' : `<selector>${d.selector}</selector>`}</dkim>`).join('\n')}
${r.spfResults.map((s) => `      <spf><domain>${s.domain}</domain>${yahoo ? '' : '<scope>mfrom</scope>'}<result>${s.result}</result></spf>`).join('\n')}
    </auth_results>
  </record>`;

/** Who reports, and the report's id and period, as every reporter writes them. */
const metadataXml = (report: AggregateReport) => `  <report_metadata>
    <org_name>${report.orgName}</org_name>
    <email>${report.email}</email>
    <report_id>${report.reportId}</report_id>
    <date_range><begin>${report.begin}</begin><end>${report.end}</end></date_range>
  </report_metadata>`;

/**
 * The report as XML to the schema, as Google writes it; Microsoft adds the namespaces and version
 * Outlook.com writes; Yahoo's declaration has no encoding, and its policy no sp= (a report Yahoo
 * sent, as published on Server Fault, question 1045049).
 */
export const aggregateXml = (
  report: AggregateReport,
  { from = 'google' }: { from?: 'google' | 'microsoft' | 'yahoo' } = {},
): string => {
  const [microsoft, yahoo] = [from === 'microsoft', from === 'yahoo'];
  return `<?xml version="1.0"${yahoo ? '' : ' encoding="UTF-8"'} ?>
<feedback${microsoft ? ' xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' : ''}>
  ${microsoft ? '<version>1.0</version>' : ''}
${metadataXml(report)}
  <policy_published>
    <domain>${report.domain}</domain><adkim>r</adkim><aspf>r</aspf><p>none</p>${yahoo ? '' : '<sp>none</sp>'}<pct>100</pct>
  </policy_published>${report.rows.map((r) => row(r, yahoo)).join('')}
</feedback>
`;
};

/** A zip of one deflated entry, as the format lays it out (APPNOTE 4.3): local header, data, central directory, end. */
function zipOf(name: string, deflated: Buffer, size: number, crc: number): Buffer {
  const fileName = Buffer.from(name);
  const fields = (signature: number, head: number[], tail: number[]) => {
    const sizes = Buffer.alloc(12);
    sizes.writeUInt32LE(crc >>> 0, 0);
    sizes.writeUInt32LE(deflated.length, 4);
    sizes.writeUInt32LE(size, 8);
    const start = Buffer.alloc(4 + head.length * 2);
    start.writeUInt32LE(signature, 0);
    head.forEach((value, at) => start.writeUInt16LE(value, 4 + at * 2));
    const end = Buffer.alloc(tail.length * 2);
    tail.forEach((value, at) => end.writeUInt16LE(value, at * 2));
    return Buffer.concat([start, sizes, end]);
  };
  // version, flags, method 8 (deflate), time, date (1980-01-01)
  const local = Buffer.concat([fields(0x04034b50, [20, 0, 8, 0, 0x21], [fileName.length, 0]), fileName]);
  const central = Buffer.concat([
    fields(0x02014b50, [20, 20, 0, 8, 0, 0x21], [fileName.length, 0, 0, 0, 0, 0, 0, 0, 0]),
    fileName,
  ]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(local.length + deflated.length, 16);
  return Buffer.concat([local, deflated, central, end]);
}

const zipped = (name: string, content: Buffer) => zipOf(name, deflateRawSync(content), content.length, crc32(content));

const MB = 1024 * 1024;
/**
 * `mb` megabytes of zeros deflated, made in a moment: one megabyte's blocks flushed to a byte
 * boundary, repeated, then an empty final block. With their CRC-32.
 */
function zeros(mb: number): { deflated: Buffer; crc: number } {
  const one = Buffer.alloc(MB);
  const chunk = deflateRawSync(one, { finishFlush: constants.Z_SYNC_FLUSH });
  let crc = 0;
  for (let at = 0; at < mb; at += 1) crc = crc32(one, crc);
  return { deflated: Buffer.concat([...Array.from({ length: mb }, () => chunk), Buffer.from([3, 0])]), crc };
}

const base = (report: AggregateReport, submitter: string) => `${submitter}!${report.domain}!${report.begin}!${report.end}`;

/** As Google sends it: a zip holding one .xml, named submitter!domain!begin!end. */
export const googleAttachment = (report: AggregateReport) => ({
  filename: `${base(report, 'google.com')}.zip`,
  contentType: 'application/zip',
  content: zipped(`${base(report, 'google.com')}.xml`, Buffer.from(aggregateXml(report))),
});

/** As Microsoft sends it: the .xml gzipped. */
export const microsoftAttachment = (report: AggregateReport) => gzipAttachment(report);

/** As Yahoo sends it, gzipped. */
export const yahooAttachment = (report: AggregateReport) => ({
  filename: `${base(report, 'yahoo.com')}.xml.gz`,
  contentType: 'application/gzip',
  content: gzipSync(aggregateXml(report, { from: 'yahoo' })),
});

/**
 * `n` bytes of a comment that packs about as well as a real report's rows (a few times, never the
 * hundreds of times a bomb does) yet reads in a moment: letters a and b at random.
 */
const filler = (n: number) => {
  if (n === 0) return '';
  if (n < 7) throw new Error('too little room for a comment');
  const letters = randomBytes(n - 7);
  for (let at = 0; at < letters.length; at += 1) letters[at] = 97 + (letters[at]! & 1);
  return `<!--${letters.toString('latin1')}-->`;
};

/**
 * The report's XML gzipped, as Microsoft sends it, filled out with a comment before its last tag to
 * be `bytes` long unpacked, and with `tail` (such as a tag left open) before that tag.
 */
export function gzipAttachment(report: AggregateReport, { bytes = 0, tail = '' } = {}) {
  const xml = aggregateXml(report, { from: 'microsoft' }).replace(/<\/feedback>\n$/, `${tail}</feedback>\n`);
  if (bytes && Buffer.byteLength(xml) > bytes) throw new Error('the report is past the size asked');
  const at = xml.lastIndexOf('</feedback>');
  const padded = `${xml.slice(0, at)}${filler(Math.max(0, bytes - Buffer.byteLength(xml)))}${xml.slice(at)}`;
  return {
    filename: `${base(report, 'protection.outlook.com')}.xml.gz`,
    contentType: 'application/gzip',
    content: gzipSync(padded),
  };
}

/** A zip whose one entry, a few KB packed, unpacks to `mb` megabytes of zeros: a bomb. */
export const zipBomb = (mb: number) => {
  const { deflated, crc } = zeros(mb);
  return { filename: 'bomb.zip', contentType: 'application/zip', content: zipOf('report.xml', deflated, mb * MB, crc) };
};

/** The same as gzip. */
export const gzipBomb = (mb: number) => {
  const { deflated, crc } = zeros(mb);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((mb * MB) % 2 ** 32, 4);
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  return { filename: 'bomb.xml.gz', contentType: 'application/gzip', content: Buffer.concat([header, deflated, trailer]) };
};

/** XML whose entities, expanded, would be a billion "lol"s. */
export const billionLaughs = () => {
  const entities = Array.from({ length: 9 }, (_, at) => `<!ENTITY lol${at + 1} "${`&lol${at};`.repeat(10)}">`).join('\n');
  return `<?xml version="1.0"?>\n<!DOCTYPE feedback [\n<!ENTITY lol0 "lol">\n${entities}\n]>\n<feedback><report_metadata><org_name>&lol9;</org_name></report_metadata></feedback>\n`;
};

/**
 * Google's report of `domain` for day `day` of the week from `weekStartS`, as the intake keeps it:
 * each row an address, its messages, and whether DKIM and SPF passed (a row of none is left out).
 */
export const keptDayReport = (
  domain: string,
  weekStartS: number,
  day: number,
  rows: readonly (readonly [ip: string, count: number, passed: boolean])[],
): KeptReport & { signedBy: string } => ({
  signedBy: 'google.com',
  reporter: 'google.com',
  reporterEmail: 'noreply-dmarc-support@google.com',
  reportId: `day-${day}`,
  beginS: weekStartS + day * DAY_S,
  endS: weekStartS + (day + 1) * DAY_S - 1,
  policy: { domain, adkim: 'r', aspf: 'r', p: 'none', sp: null, pct: 100 },
  records: rows
    .filter(([, count]) => count > 0)
    .map(([sourceIp, count, passed]) => ({
      sourceIp,
      count,
      disposition: 'none',
      dkim: passed ? 'pass' : 'fail',
      spf: passed ? 'pass' : 'fail',
      headerFrom: domain,
      dkimResults: [],
      spfResults: [],
    })),
});

/**
 * Reporters' DKIM keys, as their DNS publishes them (`records`, for a DNS stub) and as nodemailer
 * signs with them (`dkim`): the intake keeps only reports signed for their reporter's domain.
 */
export function reporterKeys(domains: readonly string[]) {
  const keys = new Map(domains.map((domain) => [domain, generateKeyPairSync('rsa', { modulusLength: 2048 })]));
  const records = Object.fromEntries(
    [...keys].map(([domain, { publicKey }]) => [
      `report._domainkey.${domain}`,
      [`v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`],
    ]),
  );
  const dkim = (domain: string) => ({
    domainName: domain,
    keySelector: 'report',
    privateKey: keys.get(domain)!.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
  return { records, dkim };
}
