import fc from 'fast-check';
import { composeMail } from '../../server/contact/compose-written';
import type { WrittenRequest } from '../../server/contact/contact-request';
import { siteMailKinds } from '../../server/site-mail';
import { composeSettings as settings, makeRecord, makeRequest, renderMail } from '../support/mail-kit';
import { decodeWords } from '../support/mail-parse';

const render = async (request: WrittenRequest) => {
  const { raw, mail } = await renderMail(composeMail(request, settings));
  return { mail, head: raw.slice(0, raw.indexOf('\r\n\r\n')) };
};

const BASE_HEADERS = ['content-type', 'date', 'from', 'message-id', 'mime-version', 'subject', 'to'];
const headerNames = (head: string) =>
  head
    .split('\r\n')
    .filter((line) => !/^[ \t]/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
    .sort();

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

describe('composeMail', () => {
  test('when single-line fields carry CR/LF and header text, then no extra header is produced', async () => {
    const { mail, head } = await render(
      makeRequest({
        name: 'Eve\r\nBcc: victim@example.org\r\nX-Injected: 1',
        email: 'eve@example.com\r\nBcc: other@example.org',
        company: 'Co\nX-Company: yes',
        phone: '082\r\nX-Phone: 1',
        requestId: 'r1\r\nX-Request: 1',
      }),
    );
    expect(headerNames(head)).toEqual(BASE_HEADERS);
    expect(mail.header('subject')).toBe('Contact: Eve Bcc: victim@example.org X-Injected: 1, Co X-Company: yes');
    expect(mail.text).toContain('Name: Eve Bcc: victim@example.org X-Injected: 1\n');
    expect(mail.text).toContain('Request id: r1 X-Request: 1\n');
  });

  test('when the visitor address is plain, then Reply-To carries the address alone', () => {
    const composed = composeMail(makeRequest({ name: 'Sipho\u2028 "Dlamini"', email: ' sipho@example.co.za ' }), settings);
    expect(composed.replyTo).toBe('sipho@example.co.za');
    expect(composed.messageId).toBe('<1772440000000-abcdef0123@company.example>');
    expect(composeMail(makeRequest({ email: 'a@b.example, c@d.example' }), settings).replyTo).toBeUndefined();
  });

  test('when the name holds an RFC 2047 encoded word, then the mail client shows the name as typed, not what it encodes', async () => {
    const name = '=?utf-8?q?=E2=80=AEtxt.exe?=';
    const { mail } = await render(makeRequest({ name }));
    expect(mail.header('subject')).toBe(`Contact: ${name}, Nkosi Logistics`);
    expect(mail.header('subject')).not.toMatch(/\u202e/);
  });

  test('when the name looks like another address, then Reply-To shows only the visitor’s real address', async () => {
    const { mail, head } = await render(
      makeRequest({ name: 'Bank Support <support@bank.example>', email: 'attacker@evil.test' }),
    );
    expect(mail.header('reply-to')).toBe('attacker@evil.test');
    expect(head).not.toMatch(/support@bank\.example>?"? </);
    expect(mail.header('subject')).toBe('Contact: Bank Support <support@bank.example>, Nkosi Logistics');
  });

  test('when the request is an order from before orders named their plan, then the subject still names an order', () => {
    expect(composeMail(makeRequest({ kind: 'order', name: 'Lindiwe' }), settings).subject).toBe(
      'Order: Lindiwe (Acme Managed IT)',
    );
  });

  test('when a name is very long, then the subject is capped', () => {
    const { subject } = composeMail(makeRequest({ name: 'N'.repeat(500) }), settings);
    expect(Array.from(subject).length).toBeLessThanOrEqual(160);
  });

  test('when visitor text holds HTML specials and newlines, then the HTML part escapes them and keeps the lines', () => {
    const composed = composeMail(
      makeRequest({
        name: `<img src=x onerror="a">`,
        company: `O'Brien & Sons`,
        phone: '<0>',
        message: `a & b\n<i>"q"</i>\r\n'z'`,
      }),
      settings,
    );
    expect(composed.html).toContain('&lt;img src=x onerror=&quot;a&quot;&gt;');
    expect(composed.html).toContain('O&#39;Brien &amp; Sons');
    expect(composed.html).toContain('&lt;0&gt;');
    expect(composed.html).toContain('a &amp; b<br>\n&lt;i&gt;&quot;q&quot;&lt;/i&gt;<br>\n&#39;z&#39;');
    expect(composed.html).not.toMatch(/<img|<i>/);
    expect(composed.text).toContain(`a & b\n<i>"q"</i>\n'z'`);
  });

  test('when any field holds arbitrary text, then the rendered message has exactly the expected headers', async () => {
    const hostile = fc.constantFrom(
      '\r\n',
      '\n',
      '\r',
      '\r\nBcc: x@y.z',
      '\nX-Injected: 1',
      '\u2028',
      '\u0000',
      '=?utf-8?q?a=0D=0AX?=',
      ':',
      '<',
      '"',
    );
    const field = fc
      .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), hostile), { maxLength: 6 })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(
        field,
        fc.oneof(field, fc.emailAddress()),
        field,
        field,
        field,
        fc.constantFrom('contact' as const, 'order' as const),
        async (name, email, company, phone, requestId, kind) => {
          const request = makeRequest({ kind, name, email, company, phone, requestId });
          const composed = composeMail(request, settings);
          const shownSubject = decodeWords(composed.subject);
          expect(shownSubject).not.toMatch(CONTROL);
          expect(Array.from(shownSubject).length).toBeLessThanOrEqual(160);
          if (composed.replyTo) expect(composed.replyTo).not.toMatch(CONTROL);

          const { head, mail } = await render(request);
          const expected = composed.replyTo ? [...BASE_HEADERS, 'reply-to'].sort() : BASE_HEADERS;
          expect(headerNames(head)).toEqual(expected);
          if (composed.replyTo) expect(mail.header('reply-to')).toBe(composed.replyTo);
          expect(mail.header('subject')).toBe(shownSubject);
        },
      ),
      { numRuns: 150 },
    );
  });
});

test('no bidi control reaches any e-mail, whoever it is for: U+200F and U+061C from a stranger’s record are taken out', () => {
  const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
  const request = makeRequest({ name: 'Thandi \u200fNkosi', message: 'See gpj.\u202eexe and \u061c\u2067this\u2069 \u200e' });
  for (const audience of ['company', 'visitor'] as const) {
    const mail = siteMailKinds.compose(makeRecord(`bidi-${audience}`, { request, audience }), settings);
    expect(mail.text).toContain(audience === 'company' ? 'Thandi Nkosi' : 'Thank you');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(bidi);
  }
});
