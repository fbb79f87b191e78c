import { supportRequestCopy as copy } from '../../shared/catalogue/support-request-copy';
import { SUPPORT_API_PATH, SUPPORT_REPLY_PROOF_PARAM, type SupportAnswer } from '../../shared/support/request';
import { captchaToken, startEndpointSite, type EndpointSite } from '../support/endpoint-kit';
import { decodeEntities } from '../support/html-entities';
import { outboxEmpty, waitUntil } from '../support/mail-kit';
import { escapeRegExp } from '../support/pdf-text';
import { smtpSinkForTests } from '../support/smtp-sink';

/*
 * The requester's receipt of a support request: the site's own e-mail, through the outbox and a
 * real SMTP server, is the proof of the address (decision 038). Whatever the visitor typed is a
 * stranger's: none of it reaches the address typed, which the confirmation shows back.
 */
const PUBLIC_URL = 'https://www.kopano-it.test';
const sink = smtpSinkForTests();
let site: EndpointSite;
beforeAll(async () => (site = await startEndpointSite({ PUBLIC_URL }, sink.url)));
afterAll(() => site.close());

/** What a stranger may type to make the site mail a lure: none of it may reach the address. */
const typed = {
  name: 'Mailbox Administrator',
  company: 'Account Security Team',
  phone: '+27 82 555 0199',
  service: 'service:managed-infrastructure',
  priority: 'urgent',
  subject: 'Action required: mailbox closing',
  description: 'Your mailbox closes today. Keep it open at https://lure.example/keep',
};

const form = (email: string) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...typed, email })) data.set(name, value);
  return data;
};

/** The posts of a browser on the site's own page: its origin is PUBLIC_URL's, whatever address the test reaches it at. */
const fromPage = { Origin: PUBLIC_URL };

const toAddress = (address: string) => sink.messages.filter((message) => message.envelope.to.includes(address));

/** Once the outbox is empty (nothing more will go): the messages the address got. */
const receivedBy = async (address: string) => {
  await sink.waitFor(() => toAddress(address).length > 0, 10_000);
  await waitUntil(() => outboxEmpty(site.dataDir), 10_000, 'the outbox to be empty');
  return toAddress(address);
};

const expectNothingTyped = (text: string) => {
  for (const words of [typed.name, typed.company, typed.phone, typed.subject, 'mailbox closes', 'lure.example'])
    expect(text).not.toContain(words);
};

describe('the receipt of a support request, the proof of its address', () => {
  it('when the page’s script sends a request, then the address typed gets one e-mail: the reference and the absolute status link, nothing typed; the answer names the address', async () => {
    const email = 'thandi@example.co.za';
    const data = form(email);
    data.set('captcha', await captchaToken(site.url));
    const response = await fetch(`${site.url}${SUPPORT_API_PATH}`, { method: 'POST', body: data, headers: fromPage });
    const { answer } = (await response.json()) as { answer: SupportAnswer };
    expect([response.status, answer.step]).toEqual([200, 'received']);
    if (answer.step !== 'received') return;
    expect(answer.email).toBe(email);
    const receipts = await receivedBy(email);
    expect(receipts).toHaveLength(1);
    const { mail } = receipts[0]!;
    const statusUrl = `${PUBLIC_URL}${answer.statusPath}`;
    expect(mail.header('subject')).toContain(answer.reference);
    expect(mail.text).toContain(answer.reference);
    // The e-mail's link alone carries the reply proof: the confirmation's shows the conversation, and takes no reply.
    expect(new URL(statusUrl).searchParams.has(SUPPORT_REPLY_PROOF_PARAM)).toBe(false);
    const mailedUrl = `${escapeRegExp(statusUrl)}&${SUPPORT_REPLY_PROOF_PARAM}=[A-Za-z0-9_-]{22}`;
    expect(mail.text).toMatch(new RegExp(`${mailedUrl}\\b`));
    expect(decodeEntities(mail.html ?? '')).toMatch(new RegExp(`href="${mailedUrl}"`));
    expectNothingTyped(mail.headers.map((header) => `${header.name}: ${header.value}`).join('\n'));
    expectNothingTyped(mail.text ?? '');
    expectNothingTyped(decodeEntities(mail.html ?? ''));
    // The helpdesk's copy (by e-mail here: no Request Tracker) goes to the helpdesk, never to the address.
    expect(sink.withSubject(answer.reference).filter((message) => !message.envelope.to.includes(email))).toHaveLength(1);
  });

  it('when the form is sent without JavaScript, then its confirmation shows the address however often it is loaded, and the address gets one receipt', async () => {
    const email = 'lerato@example.co.za';
    const response = await fetch(`${site.url}/support/request`, {
      method: 'POST',
      body: form(email),
      headers: fromPage,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const confirmation = new URL(response.headers.get('location')!, site.url).href;
    for (const load of [1, 2]) {
      const html = decodeEntities(await (await fetch(confirmation)).text());
      expect([load, html]).toEqual([load, expect.stringContaining(copy.received.sentTo(email))]);
    }
    expect(await receivedBy(email)).toHaveLength(1);
  });

  it('when the address has no domain a mail can reach (thabo@umoya), then the request is refused with the e-mail field’s error and nothing is mailed', async () => {
    const data = form('thabo@umoya');
    data.set('captcha', await captchaToken(site.url));
    const response = await fetch(`${site.url}${SUPPORT_API_PATH}`, { method: 'POST', body: data, headers: fromPage });
    const { answer } = (await response.json()) as { answer: SupportAnswer };
    expect(response.status).toBe(400);
    expect(answer.step === 'refused' && Object.keys(answer.errors ?? {})).toEqual(['email']);
    expect(toAddress('thabo@umoya')).toEqual([]);
  });
});
