import fc from 'fast-check';
import type { writeToStream } from 'mailauth/lib/tools';
import { HeaderFields, parseHeaderFields } from '../../server/email-security/header-fields';

/** mailauth's own reading, from a copy of the module loaded apart (the one the readers use is replaced). */
const mailauthReading: (block: Buffer) => { parsed: unknown[] } = (() => {
  let loaded: { parseHeaders: (block: Buffer) => { parsed: unknown[] } } | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<{ parseHeaders: (block: Buffer) => { parsed: unknown[] } }>('mailauth/lib/tools');
  });
  return loaded!.parseHeaders;
})();

/** Lines as a stranger may write them: fields, folds, a name folded before its colon, lines that open none, other spaces, bytes not ASCII. */
const line = fc.constantFrom(
  'From: a@b.co.za',
  'Reply-To: r@d1.co,',
  ' r@d2.co',
  '\tr@d3.co',
  'X-Name',
  ' : folded before its colon',
  'Subject :obsolete space',
  'no colon here',
  '',
  ' ',
  '\u00a0nbsp-led line',
  'Ünïcode-Name: x',
  'DKIM-Signature: v=1; a=rsa-sha256; d=b.co.za;',
  '  b=abc',
  ':empty name',
);

it('when any header block is read, then it is read field for field as mailauth reads it', () => {
  fc.assert(
    fc.property(
      fc.array(line, { maxLength: 12 }),
      fc.constantFrom('\r\n', '\n'),
      fc.constantFrom('', '\r\n', '\r\n\r\n'),
      (lines, eol, end) => {
        const block = Buffer.from(lines.join(eol) + end, 'binary');
        expect({ ...parseHeaderFields(block) }).toEqual({ ...mailauthReading(block) });
      },
    ),
    { numRuns: 2000 },
  );
});

type Loaded = { DkimVerifier: new (options: object) => { headers?: unknown } };

// Each reader that hands mailauth a stranger's message, loaded alone as its process loads it.
it.each(['genuine-email/read-worker', 'dmarc-reports/read-worker', 'message-check-mail/forward-reading'])(
  "when %s is loaded, then mailauth's DKIM verifier reads header blocks with these fields",
  async (reader) => {
    let verifier: InstanceType<Loaded['DkimVerifier']> | undefined;
    let fields: typeof HeaderFields | undefined;
    let write: typeof writeToStream | undefined;
    jest.isolateModules(() => {
      jest.requireActual(`../../server/${reader}`);
      verifier = new (jest.requireActual<Loaded>('mailauth/lib/dkim/dkim-verifier').DkimVerifier)({});
      fields = jest.requireActual<{ HeaderFields: typeof HeaderFields }>(
        '../../server/email-security/header-fields',
      ).HeaderFields;
      write = jest.requireActual<{ writeToStream: typeof writeToStream }>('mailauth/lib/tools').writeToStream;
    });
    await write!(verifier!, Buffer.from('From: a@b.co.za\r\nReply-To: r@d1.co,\r\n r@d2.co\r\n\r\nBody\r\n'));
    expect(verifier!.headers).toBeInstanceOf(fields!);
  },
);
