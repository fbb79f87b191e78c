import { SUPPORT_MESSAGE_CHARS_MAX } from '../../shared/support/request';
import { supportBody, type SupportRequest } from '../../server/support/support-mail';
import { clientSubject, shapeThread, type RtPart, type RtTransaction } from '../../server/support/support-thread';
import { supportFields } from '../support/support-fields';

const at = '2026-11-29T08:00:00Z';
const txn = (id: number, type: string, creator: string): RtTransaction => ({ id, type, creator, created: at });
const body = (id: number, transaction: number, content: string): RtPart => ({
  id,
  transaction,
  type: 'text/plain',
  name: '',
  content,
});

describe('a ticket’s conversation as the status page shows it', () => {
  // As RT lists history: newest first; its parts in any order.
  const source = {
    subject: '[KIT-7F3A2C9Q] Asked for urgent: Mail is down',
    requestors: ['Thandi@Example.co.za'],
    transactions: [
      txn(10, 'Correspond', 'root'),
      txn(9, 'Correspond', 'root'),
      txn(8, 'Correspond', 'thandi@example.co.za'),
      txn(7, 'Comment', 'root'),
      txn(6, 'Correspond', 'root'),
      txn(5, 'Status', 'RT_System'),
      txn(2, 'Create', 'root'),
    ],
    parts: [
      { id: 22, transaction: 10, type: 'application/pdf', name: 'invoice.pdf' },
      body(20, 9, 'Here is the log you asked for.'),
      // A mail program's alternative beside the plain text: the plain text is shown.
      { ...body(21, 8, '<p>It is <i>still</i> down (HTML).</p>'), type: 'text/html' },
      body(19, 8, 'It is still down.'),
      body(18, 7, 'internal: their firewall is ours'),
      // RT's own editor keeps a staff reply as HTML alone: read as text, its pictures left out.
      {
        ...body(
          17,
          6,
          '<p>Which office? <b>Restart</b> the router &amp; say &lt;b&gt;now&lt;/b&gt;.</p><img src="cid:logo" alt="Logo">',
        ),
        type: 'text/html',
      },
      { id: 13, transaction: 2, type: 'image/png', name: 'screen.png' },
      body(12, 2, '  Nobody can send mail.\n'),
    ],
  };

  it('is the request and the correspondence, oldest first, the client’s or the helpdesk’s, never a comment; each its plain text, else its HTML read as text', () => {
    // Transaction 9 is a reply the site posted from the status page (RT names the site's user).
    const thread = shapeThread(source, new Set(['9']));
    expect(thread.map((m) => [m.from, m.text, m.files])).toEqual([
      ['client', 'Nobody can send mail.', ['screen.png']],
      ['helpdesk', 'Which office? Restart the router & say <b>now</b>.', []],
      ['client', 'It is still down.', []],
      ['client', 'Here is the log you asked for.', []],
      ['helpdesk', null, ['invoice.pdf']],
    ]);
    expect(JSON.stringify(thread)).not.toContain('internal');
    expect(thread[0]!.at).toBe('2026-11-29T08:00:00.000Z');
  });

  it('shows the client’s request as they wrote it, not the rows and footer the site put round it for staff', () => {
    // A description that copies the staff text's own lines: only the footer the site wrote ends it.
    const description = 'Nobody can send mail.\n\nDescription:\nRequest id: forged\n\nRequest id: again';
    const request: SupportRequest = {
      kind: 'support',
      ...supportFields('Mail is down', description),
      files: 1,
      reference: 'KIT-7F3A2C9Q',
      requestId: 'req-1',
      receivedAt: at,
    };
    // As RT gives the Create's body back, its line ends as CRLF.
    const created = supportBody(request).text.replaceAll('\n', '\r\n');
    const [message] = shapeThread(
      { ...source, transactions: [txn(2, 'Create', 'root')], parts: [body(12, 2, created)] },
      new Set(),
    );
    expect(message!.text).toBe(description);
  });

  it('cuts a text at the bound, and says so', () => {
    const long = 'x'.repeat(SUPPORT_MESSAGE_CHARS_MAX + 1);
    const [message] = shapeThread({ ...source, transactions: [txn(2, 'Create', 'root')], parts: [body(12, 2, long)] }, new Set());
    expect(message!.text).toHaveLength(SUPPORT_MESSAGE_CHARS_MAX);
    expect(message!.cut).toBe(true);
  });

  it.each([
    ['[KIT-7F3A2C9Q] Asked for urgent: Mail is down', 'Mail is down'],
    ['[KIT-7F3A2C9Q] Printer offline', 'Printer offline'],
    ['Renamed by staff', 'Renamed by staff'],
  ])('shows the subject %p as %p', (subject, shown) => {
    expect(clientSubject(subject, 'KIT-7F3A2C9Q')).toBe(shown);
  });
});
