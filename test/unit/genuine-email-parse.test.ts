import PostalMime from 'postal-mime';
import { parseMessage, TEXT_READ } from '../../server/genuine-email/message-parse';

/**
 * A message parsed for what the answer reads: one long text part only from its start, with the
 * same first TEXT_READ characters as the whole parse gives; every other shape parsed whole.
 */

const HEAD = 'From: Supplier <billing@supplier.co.za>\r\nTo: accounts@kopano.co.za\r\nSubject: Invoice\r\nMIME-Version: 1.0\r\n';
/** About a megabyte of `line`s. */
const lines = (line: string) => `${line}\r\n`.repeat(Math.ceil(1_000_000 / (line.length + 2)));
const words = (at: number) => `Line ${at}: please pay invoice INV-${at} into the account below, thank you.`;
const numbered = Array.from({ length: 14_000 }, (_, at) => words(at)).join('\r\n');

const whole = (raw: string) =>
  PostalMime.parse(Buffer.from(raw, 'latin1'), { forceRfc822Attachments: true, attachmentEncoding: 'arraybuffer' });
const parsed = async (raw: string) => {
  const email = await parseMessage(Buffer.from(raw, 'latin1'));
  if ('refused' in email) throw new Error(email.refused);
  return email;
};
/** What the answer reads: the plain text, or the HTML as written where there is none. */
const read = (email: { text?: string; html?: string }) => (email.text ?? email.html ?? '').slice(0, TEXT_READ);

const oneTextPart: [string, string][] = [
  ['plain 7-bit text', `${HEAD}Content-Type: text/plain; charset=utf-8\r\n\r\n${numbered}`],
  ['no Content-Type at all', `${HEAD}\r\n${numbered}`],
  // Nine bytes a character as counted: a 3-byte letter (€) as quoted-printable.
  [
    'quoted-printable 3-byte letters',
    `${HEAD}Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${lines(`${'=E2=82=AC'.repeat(8)}=`)}`,
  ],
  [
    'base64',
    `${HEAD}Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(numbered).toString('base64').replace(/.{76}/g, '$&\r\n')}`,
  ],
  ['HTML', `${HEAD}Content-Type: text/html; charset=utf-8\r\n\r\n<html><body>\r\n${numbered.replace(/^.*$/gm, '<p>$&</p>')}`],
  [
    'bare line feeds, the header block ended by a line of carriage returns',
    `${HEAD}Content-Type: text/plain\r\n\r\r\n${numbered}`.replace(/\r\n/g, '\n'),
  ],
];

test.each(oneTextPart)(
  'when a message is one long text part (%s), then only its start is parsed, and it reads the same',
  async (_, raw) => {
    const [cut, all] = await Promise.all([parsed(raw), whole(raw)]);
    expect(read(cut)).toBe(read(all));
    expect(read(cut).length).toBe(TEXT_READ);
    expect((cut.text ?? cut.html)!.length).toBeLessThan((all.text ?? all.html)!.length / 2);
  },
);

const zip = Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1').toString('base64');
const otherShapes: [string, string][] = [
  [
    'a long text part beside an attachment',
    `${HEAD}Content-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\nContent-Type: text/plain\r\n\r\n${numbered}\r\n--b1\r\nContent-Type: application/zip; name="INV.zip"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="INV.zip"\r\n\r\n${zip}\r\n--b1--\r\n`,
  ],
  [
    'one text part given as an attachment',
    `${HEAD}Content-Type: text/plain\r\nContent-Disposition: attachment; filename="notes.txt"\r\n\r\n${numbered}`,
  ],
  [
    'a Content-Type other than text among its headers',
    `${HEAD}Content-Type: text/plain\r\nContent-Type: application/octet-stream\r\n\r\n${numbered}`,
  ],
];

test.each(otherShapes)('when a message is %s, then it is parsed whole', async (_, raw) => {
  const [email, all] = await Promise.all([parsed(raw), whole(raw)]);
  expect([email.text, email.attachments.map((part) => part.filename)]).toEqual([
    all.text,
    all.attachments.map((part) => part.filename),
  ]);
});
