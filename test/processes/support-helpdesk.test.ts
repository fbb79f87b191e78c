import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createConnection, createServer, type Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { emailCheckNames } from '../../shared/catalogue/email-security-report-copy';
import { supportRequestCopy as copy } from '../../shared/catalogue/support-request-copy';
import { supportStatusCopy as statusCopy } from '../../shared/catalogue/support-status-copy';
import { supportServerCopy as serverCopy } from '../../shared/catalogue/support-server-copy';
import {
  SUPPORT_API_PATH,
  SUPPORT_BYTES_MAX,
  SUPPORT_RECEIVED_PARAM,
  SUPPORT_REPLY_FIELD,
  SUPPORT_REPLY_PROOF_PARAM,
  supportRepliedPath,
  supportStatusPath,
  type SupportAnswer,
} from '../../shared/support/request';
import { FRAMING_BYTES } from '../../server/support/read-request';
import { captchaToken, tempFolder } from '../support/endpoint-kit';
import { escapeRegExp } from '../support/pdf-text';
import {
  CLAMD_STREAM_MAX_BYTES,
  EICAR,
  helpdeskSettings,
  startClamd,
  startRequestTracker,
  type Clamd,
  type RequestTracker,
} from '../support/helpdesk-kit';
import { outboxEmpty, waitUntil } from '../support/mail-kit';
import { startPostgres, type Postgres } from '../support/postgres-process';
import { RT_PG_DATABASE } from '../support/rt-database';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { freePort } from '../support/free-port';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { supportFields } from '../support/support-fields';

/*
 * A support request through the built site, Debian's Request Tracker 5 on PostgreSQL (its production
 * database, in a cluster of the file's own) and clamd, each started once for the file. The site
 * reaches RT through a loopback relay that notes each create and lookup, and can pause RT (SIGSTOP
 * to all its processes) the moment a ticket's creation has been handed to it.
 */
let postgres: Postgres | undefined;
let rt: RequestTracker;
let clamd: Clamd;
let relay: Server;
let relayPort: number;
/** A test that stops, pauses or restarts RT or clamd: RT's start alone takes 10 to 20 s on a busy machine. */
const RESTARTS_MS = 90_000;
/** Set: the next POST of a ticket pauses RT once it has been passed on. */
let pauseOnCreate = false;
/** The site's calls to RT through the relay, in order: a ticket's create, a lookup of tickets. */
const calls: ('create' | 'lookup')[] = [];
const sites: SiteProcess[] = [];
/** For a test whose create must be cut off by the site's timeout (RT paused, a create held in its transaction). */
const CUT_OFF = { HELPDESK_RT_TIMEOUT_MS: '1500' };

beforeAll(async () => {
  // Each kept as soon as it runs: afterAll stops whatever started when another failed.
  await Promise.all([
    (async () => {
      postgres = await startPostgres();
      rt = await startRequestTracker(postgres);
    })(),
    startClamd().then((started) => void (clamd = started)),
  ]);
  relayPort = await freePort();
  const rtPort = Number(new URL(rt.url).port);
  relay = createServer((client) => {
    const upstream = createConnection(rtPort, '127.0.0.1');
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      upstream.write(chunk);
      if (text.includes('GET /REST/2.0/tickets?')) calls.push('lookup');
      if (!text.includes('POST /REST/2.0/ticket ')) return;
      calls.push('create');
      if (pauseOnCreate) {
        pauseOnCreate = false;
        // Once the whole request is with RT: its answer never comes while it is paused.
        setTimeout(() => rt.pause(), 200);
      }
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    // RT goes on with a request its client gave up on: a create commits all the same.
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
}, 60_000);

/** The sites still running once a test has ended: a failed test's site would go on calling RT. */
const stopSites = (from: number) =>
  Promise.all(sites.splice(from).map((site) => (site.child.exitCode === null ? site.stop() : undefined)));

afterAll(async () => {
  await stopSites(0);
  relay?.close();
  rt?.resume();
  await Promise.all([rt?.stop(), clamd?.stop()]);
  await postgres?.stop();
}, RESTARTS_MS);

const startSite = async (dataDir = tempFolder('support'), env: Record<string, string> = {}) => {
  const site = await startSiteProcess({
    DATA_DIR: dataDir,
    ...helpdeskSettings(rt, clamd, `http://127.0.0.1:${relayPort}`),
    // Longer than RT takes on a busy machine just after a restart: a handover cut off sooner is
    // tried again, and RT, still working on the calls given up, falls further behind.
    HELPDESK_RT_TIMEOUT_MS: '10000',
    MAIL_RETRY_POLL_MS: '100',
    MAIL_RETRY_FIRST_DELAY_MS: '100',
    MAIL_RETRY_MAX_DELAY_MS: '300',
    ...env,
  });
  sites.push(site);
  return { site, dataDir };
};

/** Waits until the site's outbox is empty; if it is not in time, says what the site logged last. */
const handedOver = async (site: SiteProcess, dataDir: string, timeoutMs = 30_000) =>
  waitUntil(() => outboxEmpty(dataDir), timeoutMs, 'the handover').catch((error: Error) => {
    const siteLog = site.output().trim().split('\n').slice(-12).join('\n');
    throw new Error(`${error.message}; the site's log ends:\n${siteLog}\nRT's:\n${rt.logTail()}`);
  });

type File = { name: string; bytes: Buffer };
const form = (subject: string, files: File[]) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(supportFields(subject))) data.set(name, value);
  for (const file of files) data.append('attachments', new Blob([new Uint8Array(file.bytes)]), file.name);
  return data;
};

/** The form as the page's script posts it, with its captcha solved. */
const postApi = async (site: SiteProcess, subject: string, files: File[] = []) => {
  const data = form(subject, files);
  data.set('captcha', await captchaToken(site.url));
  const response = await fetch(`${site.url}${SUPPORT_API_PATH}`, { method: 'POST', body: data, headers: { Origin: site.url } });
  return { status: response.status, answer: ((await response.json()) as { answer: SupportAnswer }).answer };
};

/** A post of the form from `from`, declared as large as the site takes (20 MB and the framing), that sends a file's first bytes and then one every 200 ms; ends it. */
function trickle(url: string, from: string): () => void {
  const req = http.request(`${url}/support/request`, {
    method: 'POST',
    localAddress: from,
    headers: {
      Origin: url,
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': SUPPORT_BYTES_MAX + FRAMING_BYTES,
    },
  });
  const drip = setInterval(() => req.write('a'), 200);
  const end = () => clearInterval(drip);
  req.on('response', (res) => res.resume().on('end', end));
  req.on('error', end);
  req.write('--x\r\nContent-Disposition: form-data; name="attachments"; filename="screen.png"\r\n\r\n');
  return () => {
    end();
    req.destroy();
  };
}

const received = (answer: SupportAnswer) => {
  if (answer.step !== 'received') throw new Error(`refused: ${answer.problems.join('; ')}`);
  return answer;
};

/** What RT's user for `email` says of who they are. */
const requester = async (email: string) => {
  const { RealName, Organization, WorkPhone } = (await rt.rest(`user/${encodeURIComponent(email)}`)) as Record<string, string>;
  return { RealName, Organization, WorkPhone };
};

const png = (label: string) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`pixels of ${label}`)]);

describe('a support request handed to Request Tracker', () => {
  let site: SiteProcess;
  let dataDir: string;
  /** The requester's mailbox: the receipt's status link, the only one that may reply, is read there. */
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ site, dataDir } = await startSite(undefined, { SMTP_URL: sink.url }));
  });
  afterAll(() => sink?.stop());

  /** The status link of the receipt for `reference`, as a path on the site (as the requester clicks it). */
  const receiptLink = async (reference: string) => {
    const receipt = () => sink.withSubject(reference).find((message) => message.envelope.to.includes('thandi@example.co.za'));
    await sink.waitFor(() => receipt() !== undefined, 20_000);
    const link = /https?:\/\/[^\s<>"]+\/support\/status\?[^\s<>"]+/.exec(receipt()!.mail.text ?? '')?.[0];
    if (!link) throw new Error(`no status link in the receipt:\n${receipt()!.mail.text}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

  it('when a request has two attachments, then RT has one ticket whose attachments have the same bytes, and the log none of them', async () => {
    const shot = png('the error');
    const log = Buffer.from('09:00 smtp: connection refused\n');
    const { status, answer } = await postApi(site, 'Mail is down', [
      { name: '../Screen shot (1).png', bytes: shot },
      { name: 'mail.log', bytes: log },
    ]);
    expect(status).toBe(200);
    const { reference } = received(answer);
    await handedOver(site, dataDir, 20_000);
    const tickets = await rt.ticketsWith(reference);
    expect(tickets).toHaveLength(1);
    expect(await rt.files(tickets[0]!)).toEqual({ 'Screen shot 1.png': shot, 'mail.log': log });
    const ticket = (await rt.rest(`ticket/${tickets[0]}`)) as { Subject: string; Requestor: { id: string }[]; Priority: string };
    expect(ticket.Subject).toBe(`[${reference}] Asked for urgent: Mail is down`);
    expect(ticket.Requestor.map((r) => r.id)).toEqual(['thandi@example.co.za']);
    // Urgent is RT's High (its default %PriorityAsString), and the requester is named on RT's user.
    expect(Number(ticket.Priority)).toBe(100);
    expect(await requester('thandi@example.co.za')).toEqual({
      RealName: 'Thandi Nkosi',
      Organization: 'Nkosi Logistics',
      WorkPhone: '+27 82 555 0199',
    });
    expect(site.output()).not.toContain('Screen shot');
    expect(site.output()).not.toContain('smtp: connection refused');
    // RT's autoreply, which would quote the subject to whatever address was typed, is off for the
    // queue (deploy/request-tracker): RT recorded no e-mail it sent; the site's receipt is the proof.
    const history = (await rt.rest(`ticket/${tickets[0]}/history?fields=Type&per_page=50`)) as { items: { Type: string }[] };
    expect(history.items.map((item) => item.Type)).not.toContain('EmailRecord');
  });

  it('when a known requester asks with another name and company, at normal priority, then RT keeps what its user has and fills only what it lacks', async () => {
    const email = 'sipho@example.co.za';
    // Known to RT already: a name and an organisation staff gave it, no phone.
    await rt.rest('user', {
      method: 'POST',
      body: JSON.stringify({ Name: email, EmailAddress: email, RealName: 'Sipho Dlamini', Organization: 'Dlamini Freight' }),
    });
    const data = form('Printer jams', []);
    data.set('email', email);
    data.set('name', 'Someone Else');
    data.set('company', 'Another Company');
    data.set('priority', 'degraded');
    data.set('captcha', await captchaToken(site.url));
    const posted = await fetch(`${site.url}${SUPPORT_API_PATH}`, { method: 'POST', body: data, headers: { Origin: site.url } });
    const { reference } = received(((await posted.json()) as { answer: SupportAnswer }).answer);
    await handedOver(site, dataDir, 20_000);
    const [ticket] = await rt.ticketsWith(reference);
    expect(Number(((await rt.rest(`ticket/${ticket}`)) as { Priority: string }).Priority)).toBe(50);
    expect(await requester(email)).toEqual({
      RealName: 'Sipho Dlamini',
      Organization: 'Dlamini Freight',
      WorkPhone: '+27 82 555 0199',
    });
  });

  it('when the ticket moves from new to resolved, then its status page (server HTML, no script) follows it, and an unknown link is a 404', async () => {
    const { statusPath, reference } = received((await postApi(site, 'Printer offline')).answer);
    await handedOver(site, dataDir, 20_000);
    const [ticket] = await rt.ticketsWith(reference);
    const shown = async () => {
      const response = await fetch(`${site.url}${statusPath}`);
      expect(response.status).toBe(200);
      return /data-state="([a-z]+)"/.exec(await response.text())?.[1];
    };
    expect(await shown()).toBe('received');
    for (const [status, state] of [
      ['open', 'open'],
      ['stalled', 'waiting'],
      ['resolved', 'resolved'],
    ]) {
      await rt.rest(`ticket/${ticket}`, { method: 'PUT', body: JSON.stringify({ Status: status }) });
      expect(await shown()).toBe(state);
    }
    const unknown = await fetch(`${site.url}${supportStatusPath('A'.repeat(43))}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(statusCopy.unknown);
    // The link is the visitor's key: the site's log never holds it (only its hash is kept).
    expect(site.output()).not.toContain(new URL(statusPath, site.url).searchParams.get('token') ?? statusPath);
  });

  it('when staff reply and comment, then the status page shows the reply as text and never the comment; a reply posted from the receipt e-mail’s link without a script reaches RT as correspondence with its file, is not mailed back to the client as staff’s reply is, and opens the ticket waiting on the client, as an e-mailed answer does; the confirmation’s link shows the state alone and takes no reply', async () => {
    const { statusPath, reference } = received((await postApi(site, 'VPN drops')).answer);
    await handedOver(site, dataDir, 20_000);
    const [ticket] = await rt.ticketsWith(reference);
    const mailedPath = await receiptLink(reference);
    const corresponds = async () =>
      ((await rt.rest(`ticket/${ticket}/history?fields=Type&per_page=100`)) as { items: { Type: string }[] }).items.filter(
        (txn) => txn.Type === 'Correspond',
      ).length;
    const say = (kind: 'correspond' | 'comment', Content: string, ContentType = 'text/plain') =>
      rt.rest(`ticket/${ticket}/${kind}`, { method: 'POST', body: JSON.stringify({ Content, ContentType }) });
    /** The e-mails RT recorded sending the client (RT runs with MailCommand testfile): its EmailRecords addressed to them. */
    const mailedToClient = async () => {
      const history = (await rt.rest(`ticket/${ticket}/history?fields=Type&per_page=100`)) as {
        items: { id: number; Type: string }[];
      };
      const records = new Set(history.items.filter((txn) => txn.Type === 'EmailRecord').map((txn) => String(txn.id)));
      const parts = (await rt.rest(`ticket/${ticket}/attachments?fields=TransactionId,Headers&per_page=100`)) as {
        items: { TransactionId: string; Headers: string }[];
      };
      const toClient = parts.items.filter(
        (part) => records.has(String(part.TransactionId)) && /^To:.*thandi@example\.co\.za/im.test(part.Headers),
      );
      return new Set(toClient.map((part) => String(part.TransactionId))).size;
    };
    // As RT's own editor keeps a staff reply: HTML alone.
    await say('correspond', '<p>Which office? <b>Restart</b> the router &amp; say &lt;b&gt;now&lt;/b&gt;.</p>', 'text/html');
    // Staff's reply reaches the client by e-mail too, RT's own way.
    expect(await mailedToClient()).toBe(1);
    await say('comment', 'Internal: their router is end of life');
    const waiting = async () => rt.rest(`ticket/${ticket}`, { method: 'PUT', body: JSON.stringify({ Status: 'stalled' }) });
    const status = async () => ((await rt.rest(`ticket/${ticket}`)) as { Status: string }).Status;
    await waiting();
    // The status part of the page alone: a failure shows it, not the whole page.
    const statusOf = async (url: string) => {
      const html = await (await fetch(new URL(url, site.url))).text();
      return html.slice(html.indexOf('data-testid="support-status"'), html.indexOf('</main>'));
    };
    // The confirmation screen's link (the token alone) shows the state, neither the conversation nor
    // a reply: whoever typed the address there may not be its owner, and RT mails every reply to it.
    const page = await statusOf(statusPath);
    expect(page).toContain('data-state="waiting"');
    expect(page).not.toContain('Which office?');
    expect(page).not.toContain(supportFields('VPN drops').description);
    const before = await corresponds();
    const stranger = new FormData();
    stranger.set(SUPPORT_REPLY_FIELD, 'Words of a stranger.');
    const refusedReply = await fetch(`${site.url}${statusPath}`, {
      method: 'POST',
      body: stranger,
      headers: { Origin: site.url },
      redirect: 'manual',
    });
    expect(refusedReply.status).toBe(403);
    expect(await refusedReply.text()).toContain(statusCopy.replyFromEmailLink);
    expect(await corresponds()).toBe(before);
    expect(await status()).toBe('stalled');
    expect(page).toContain(statusCopy.replyFromEmailLink);
    expect(page).not.toContain('data-testid="support-reply"');

    // The reply form as a browser posts it without JavaScript: multipart, to the page's own address,
    // the receipt e-mail's link, its hidden field holding the link's proof.
    const mailedPage = await statusOf(mailedPath);
    expect(mailedPage).toContain('Which office? Restart the router &amp; say &lt;b&gt;now&lt;/b&gt;.');
    expect(mailedPage).toContain(supportFields('VPN drops').description);
    // The request as the client wrote it, not the site's rows and footer for staff round it.
    expect(mailedPage).not.toContain(supportFields('VPN drops').phone);
    expect(mailedPage).not.toContain('end of life');
    expect(mailedPage).toContain('data-testid="support-reply"');
    const hidden = new RegExp(`name="${SUPPORT_REPLY_PROOF_PARAM}" value="([^"]+)"`).exec(mailedPage)?.[1];
    expect(hidden).toBe(new URL(mailedPath, site.url).searchParams.get(SUPPORT_REPLY_PROOF_PARAM));
    const shot = png('the router');
    const reply = new FormData();
    reply.set(SUPPORT_REPLY_FIELD, 'The Durban office.');
    reply.set(SUPPORT_REPLY_PROOF_PARAM, hidden!);
    reply.append('attachments', new Blob([new Uint8Array(shot)]), 'router.png');
    const posted = await fetch(`${site.url}${mailedPath}`, {
      method: 'POST',
      body: reply,
      headers: { Origin: site.url },
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    // The client's own words are not mailed back to them (the site's RT user posted them: RT would).
    expect(await mailedToClient()).toBe(1);
    const token = new URL(statusPath, site.url).searchParams.get('token')!;
    expect(posted.headers.get('location')).toBe(supportRepliedPath(token, hidden!));
    const after = await statusOf(posted.headers.get('location')!);
    expect(after).toContain(statusCopy.replySent);
    expect(after).toContain('data-state="open"');
    expect(await status()).toBe('open');
    expect(await rt.files(ticket!)).toEqual({ 'router.png': shot });
    const parts = (await rt.rest(`ticket/${ticket}/attachments?fields=TransactionId,Filename&per_page=50`)) as {
      items: { TransactionId: string; Filename: string }[];
    };
    const carried = parts.items.find((part) => part.Filename === 'router.png')!.TransactionId;
    expect(((await rt.rest(`transaction/${carried}`)) as { Type: string }).Type).toBe('Correspond');
    // Shown back as the client's, after the helpdesk's question.
    expect(after.indexOf('The Durban office.')).toBeGreaterThan(after.indexOf('Which office?'));

    // The client answers RT's e-mail instead: RT's own intake opens the ticket (the shipped scrip).
    await waiting();
    const answer = [
      'From: thandi@example.co.za',
      'To: helpdesk@helpdesk.test',
      `Subject: [helpdesk.test #${ticket}] Re: VPN drops`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'It dropped again at ten.',
      '',
    ].join('\r\n');
    const gate = spawnSync('rt-mailgate-5', ['--url', `${rt.url}/`, '--queue', 'General', '--action', 'correspond'], {
      input: answer,
      encoding: 'utf8',
    });
    expect([gate.status, gate.stderr]).toEqual([0, '']);
    expect(await status()).toBe('open');
    // About 30 s on a busy machine: some twenty calls to RT, each about 0.5 s there, and two handovers.
  }, 60_000);

  it.each([
    ['an infected file', [{ name: 'invoice.pdf', bytes: Buffer.from(EICAR) }], 422, 'invoice.pdf: a virus was found in it'],
    [
      'an executable named .png',
      [{ name: 'screen.png', bytes: Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(64)]) }],
      422,
      `screen.png: ${serverCopy.notPlainText}`,
    ],
    [
      'a file clamd answers with an error',
      [{ name: 'scan.png', bytes: Buffer.concat([png('too big for clamd'), Buffer.alloc(CLAMD_STREAM_MAX_BYTES)]) }],
      422,
      `scan.png: ${serverCopy.unreadFile}`,
    ],
    [
      'a sixth file',
      Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.png`, bytes: png(String(i)) })),
      413,
      copy.refusals['too-many-files'],
    ],
    [
      '21 MB',
      [{ name: 'big.png', bytes: Buffer.concat([png('big'), Buffer.alloc(21 * 1024 * 1024)]) }],
      413,
      copy.refusals['too-large'],
    ],
  ])(
    'when the request carries %s, then it is refused with its reason and nothing reaches RT',
    async (_case, files, status, reason) => {
      const subject = `Refused ${status} ${files.length}`;
      const answer = await postApi(site, subject, files);
      expect(answer.status).toBe(status);
      expect(answer.answer.step === 'refused' && answer.answer.problems).toContain(reason);
      expect(await rt.ticketsWith(subject)).toEqual([]);
    },
  );

  it('when "Ask us to fix this" opens the form, then it is filled in with the domain and the known checks only, for that request alone', async () => {
    const response = await fetch(`${site.url}/support/request?domain=Example.co.za&fix=spf,nope,dmarc`);
    const html = (await response.text()).replaceAll('&#x27;', "'");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('value="Fix the e-mail security of example.co.za"');
    expect(html).toContain(`${emailCheckNames.spf}\n- ${emailCheckNames.dmarc}</textarea>`);
    expect(html).not.toContain('nope');
  });

  it('when the form is posted without JavaScript, then it is sent to its confirmation (303), which shows the reference and the status link however often it is loaded, and RT has one ticket', async () => {
    const response = await fetch(`${site.url}/support/request`, {
      method: 'POST',
      body: form('No script, loaded again', []),
      headers: { Origin: site.url },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const confirmation = new URL(response.headers.get('location')!, site.url).href;
    const shown = async () => {
      const page = await fetch(confirmation);
      expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      const html = await page.text();
      expect(html).toMatch(/\/support\/status\?token=[A-Za-z0-9_-]{43}/);
      return /data-testid="support-reference">([A-Z]+-[0-9A-Z]{8})</.exec(html)?.[1];
    };
    const reference = await shown();
    expect(await shown()).toBe(reference);
    await handedOver(site, dataDir, 20_000);
    expect(await rt.ticketsWith('No script, loaded again')).toHaveLength(1);
    // The confirmation's address is the visitor's alone: a token of another shape names nothing.
    const forged = new URL(confirmation);
    forged.searchParams.set(SUPPORT_RECEIVED_PARAM, 'A'.repeat(43));
    expect((await fetch(forged)).status).toBe(404);
  });

  it('when three clients trickle uploads of 20 MB, then a fourth client’s request is still taken', async () => {
    const trickles = ['127.0.0.2', '127.0.0.3', '127.0.0.4'].map((from) => trickle(site.url, from));
    // Every byte the site holds for uploads is theirs, and each is past the time in which it may be slow.
    await sleep(3000);
    const response = await fetch(`${site.url}/support/request`, {
      method: 'POST',
      body: form('Beside three slow uploads', []),
      headers: { Origin: site.url },
    });
    trickles.forEach((stop) => stop());
    expect(response.status).toBe(200);
  });

  it('when a post without JavaScript is refused, then the page that answers holds what was typed, with the problem', async () => {
    const data = form('Short one', []);
    data.set('description', 'Down.');
    const response = await fetch(`${site.url}/support/request`, { method: 'POST', body: data, headers: { Origin: site.url } });
    expect(response.status).toBe(400);
    const html = (await response.text()).replaceAll('&#x27;', "'");
    for (const [name, value] of Object.entries(supportFields('Short one')).filter(([name]) => name !== 'description'))
      expect(html).toMatch(
        new RegExp(
          `name="${name}"[^>]*value="${escapeRegExp(value)}"|value="${escapeRegExp(value)}"[^>]*name="${name}"|<option[^>]*value="${escapeRegExp(value)}"[^>]*selected`,
        ),
      );
    expect(html).toMatch(/value="urgent"[^>]*checked|checked[^>]*value="urgent"/);
    expect(html).toContain('>Down.</textarea>');
  });
});

/** The form as the page's script posts it, from the loopback address `from`, for the e-mail `email`: its status. */
async function postApiFrom(site: SiteProcess, from: string, email: string, subject: string): Promise<number> {
  const data = form(subject, []);
  data.set('email', email);
  data.set('captcha', await captchaToken(site.url));
  const made = new Request(`${site.url}${SUPPORT_API_PATH}`, { method: 'POST', body: data });
  const body = Buffer.from(await made.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = http.request(`${site.url}${SUPPORT_API_PATH}`, {
      method: 'POST',
      localAddress: from,
      headers: { Origin: site.url, 'Content-Type': made.headers.get('content-type')!, 'Content-Length': body.length },
    });
    req.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode!)));
    req.on('error', reject);
    req.end(body);
  });
}

describe('the support request’s own budget', () => {
  it('when an office sends two refused uploads and six requests, then all six are taken and a seventh is not; one e-mail address is taken so many times an hour, from any address', async () => {
    // The contact form's limit as shipped (5 posts in 10 minutes): the support request's is its own.
    const { site } = await startSite(tempFolder('support-office'), {
      CONTACT_RATE_LIMIT_MAX: '5',
      SUPPORT_CLIENT_HOURLY_MAX: '6',
      SUPPORT_EMAIL_HOURLY_MAX: '2',
    });
    // From the office's address (127.0.0.1): refused, they spend nothing.
    const infected = await postApi(site, 'Office refused', [{ name: 'a.pdf', bytes: Buffer.from(EICAR) }]);
    const tooMany = await postApi(
      site,
      'Office refused',
      Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.png`, bytes: png(String(i)) })),
    );
    const office = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      office.push(await postApiFrom(site, '127.0.0.1', `staff${n}@office.test`, `Outage ${n}`));
    expect([infected.status, tooMany.status, ...office]).toEqual([422, 413, 200, 200, 200, 200, 200, 200, 429]);
    const oneMailbox = [];
    for (const from of ['127.0.0.6', '127.0.0.7', '127.0.0.8'])
      oneMailbox.push(
        await postApiFrom(site, from, from === '127.0.0.8' ? 'Staff1+again@Office.test' : 'staff1@office.test', 'Again'),
      );
    // staff1 was taken once above: one more this hour, then no more, however the address is written.
    expect(oneMailbox).toEqual([200, 429, 429]);
    await site.stop();
  });
});

describe('the form posted without JavaScript, which has a budget instead of a captcha', () => {
  it('when a client’s posts are refused for their fields, then they spend none of its hour; its posts taken do, and the counts keep no address', async () => {
    const { site, dataDir } = await startSite(tempFolder('support-budget'), { SUPPORT_NOSCRIPT_CLIENT_HOURLY_MAX: '1' });
    const post = async (description: string) => {
      const data = form('Budget', []);
      data.set('description', description);
      return (await fetch(`${site.url}/support/request`, { method: 'POST', body: data, headers: { Origin: site.url } })).status;
    };
    const statuses = [await post('Down.'), await post('Down.'), await post('Nobody can send mail since nine this morning.')];
    expect([...statuses, await post('And the printer is offline as well now.')]).toEqual([400, 400, 200, 429]);
    const database = new DatabaseSync(path.join(dataDir, 'site.db'), { timeout: 10_000 });
    const keys = database
      .prepare('SELECT key FROM counters')
      .all()
      .map((row) => String(row.key));
    database.close();
    expect(keys.filter((key) => key.startsWith('support-noscript'))).toHaveLength(2);
    expect(keys.join(' ')).not.toContain('127.0.0.1');
  });
});

describe('a support request when RT or the site fails', () => {
  let running = 0;
  beforeEach(() => void (running = sites.length));
  afterEach(() => stopSites(running), RESTARTS_MS);
  it(
    'when RT is stopped, three requests are sent, the site is killed and restarted and RT started, then RT has three tickets, once each, and /readyz named RT while it was away',
    async () => {
      const details = { READYZ_DETAILS: 'on' };
      const { site, dataDir } = await startSite(undefined, details);
      await rt.stop();
      try {
        const references = [];
        for (const subject of ['Down one', 'Down two', 'Down three'])
          references.push(received((await postApi(site, subject, [{ name: 'a.png', bytes: png(subject) }])).answer).reference);
        const database = new DatabaseSync(path.join(dataDir, 'site.db'), { timeout: 10_000 });
        await waitUntil(() => database.prepare('SELECT 1 FROM support_outages').get() !== undefined, 10_000, 'the outage seen');
        // Seen for twenty minutes, as if RT had been away that long.
        database.prepare("UPDATE support_outages SET since_ms = since_ms - 1200000 WHERE part = 'helpdesk'").run();
        database.close();
        const away = await fetch(`${site.url}/readyz`);
        expect([away.status, Object.keys(((await away.json()) as { unreachable?: object }).unreachable ?? {})]).toEqual([
          200,
          ['helpdesk'],
        ]);
        site.child.kill('SIGKILL');
        await site.exited;
        const again = await startSite(dataDir, details);
        await sleep(500);
        await rt.start();
        await handedOver(again.site, dataDir);
        for (const reference of references) expect(await rt.ticketsWith(reference)).toHaveLength(1);
        expect(await (await fetch(`${again.site.url}/readyz`)).json()).not.toHaveProperty('unreachable');
        await again.site.stop();
      } finally {
        await rt.start();
      }
    },
    RESTARTS_MS,
  );

  it(
    'when clamd is down, then a request with a screenshot, an infected file and one clamd cannot read is taken, and once clamd is back RT has the screenshot alone, and the ticket and the status page name the files not sent',
    async () => {
      const { site, dataDir } = await startSite();
      await clamd.stop();
      try {
        const shot = png('while the scanner was down');
        const { status, answer } = await postApi(site, 'Scanner down', [
          { name: 'shot.png', bytes: shot },
          { name: 'notes.txt', bytes: Buffer.from(EICAR) },
          { name: 'scan.png', bytes: Buffer.concat([png('too big for clamd'), Buffer.alloc(CLAMD_STREAM_MAX_BYTES)]) },
        ]);
        expect(status).toBe(200);
        const { reference, statusPath } = received(answer);
        await sleep(1000);
        // Held while nothing can scan it: no ticket, nothing sent unscanned.
        expect([await outboxEmpty(dataDir), await rt.ticketsWith(reference)]).toEqual([false, []]);
        await clamd.start();
        await handedOver(site, dataDir);
        const [ticket, ...others] = await rt.ticketsWith(reference);
        expect(others).toEqual([]);
        expect(await rt.files(ticket!)).toEqual({ 'shot.png': shot });
        expect(await rt.content(ticket!)).toContain(serverCopy.staffRemoved(['notes.txt']));
        expect(await rt.content(ticket!)).toContain(serverCopy.staffUnread(['scan.png']));
        // The client is told too, on the status page (server HTML).
        const page = await (await fetch(`${site.url}${statusPath}`)).text();
        expect(/data-testid="support-dropped"[^>]*>([^<]*)</.exec(page)?.[1]).toBe(statusCopy.dropped(['notes.txt']));
        expect(/data-testid="support-unread"[^>]*>([^<]*)</.exec(page)?.[1]).toBe(statusCopy.unread(['scan.png']));
      } finally {
        await clamd.start();
      }
      await site.stop();
    },
    RESTARTS_MS,
  );

  it(
    'when a create is still committing in RT on PostgreSQL past the site’s timeout and the attempts after it look it up before it commits, then there is one ticket',
    async () => {
      const { site, dataDir } = await startSite(undefined, CUT_OFF);
      // The create's transaction waits for RT's Attachments table, as a large create waits on its
      // writes; RT's other workers answer the lookups from what is committed, without that ticket.
      const lock = await postgres!.hold(RT_PG_DATABASE, 'LOCK TABLE attachments IN SHARE MODE');
      const from = calls.length;
      const lookupsAfterCreate = () => {
        const create = calls.indexOf('create', from);
        return create < 0 ? 0 : calls.slice(create).filter((call) => call === 'lookup').length;
      };
      let reference: string;
      try {
        ({ reference } = received((await postApi(site, 'Slow create')).answer));
        // By the second lookup after the create, an attempt that asks for the ticket again has done so.
        await waitUntil(() => lookupsAfterCreate() >= 2, 30_000, 'two lookups after the create');
        expect(await rt.ticketsWith(reference)).toEqual([]);
      } finally {
        await lock.release();
      }
      await handedOver(site, dataDir);
      expect(await rt.ticketsWith(reference)).toHaveLength(1);
      await site.stop();
    },
    RESTARTS_MS,
  );

  it(
    'when RT is paused with SIGSTOP during the create, then after it resumes there is one ticket, and the metrics say so',
    async () => {
      const metricsPort = await freePort();
      const { site, dataDir } = await startSite(undefined, { ...CUT_OFF, METRICS_PORT: String(metricsPort) });
      pauseOnCreate = true;
      const { reference } = received((await postApi(site, 'Paused create')).answer);
      await waitUntil(() => site.output().includes('"errorCode":"EHELPDESK"'), 20_000, 'a handover cut off');
      await sleep(1000);
      rt.resume();
      await handedOver(site, dataDir);
      expect(await rt.ticketsWith(reference)).toHaveLength(1);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toContain('support_handovers_total{outcome="ticket-found"} 1');
      expect(metrics).toMatch(/support_handovers_total\{outcome="helpdesk-unreachable"\} [1-9]/);
      expect(metrics).toContain('support_state{of="waiting"} 0');
      expect(metrics).toContain('support_state{of="helpdeskDownS"} 0');
      await site.stop();
    },
    RESTARTS_MS,
  );
});

describe('a support request handed over by e-mail', () => {
  it('when no RT is set, then the helpdesk address gets one e-mail, From the site, Reply-To the requester, with the files, which rt-mailgate makes a ticket of', async () => {
    const sink = await startSmtpSink();
    const site = await startSiteProcess({
      DATA_DIR: tempFolder('support-mail'),
      ...helpdeskSettings(rt, clamd),
      HELPDESK_RT_URL: '',
      HELPDESK_RT_TOKEN: '',
      HELPDESK_EMAIL: 'helpdesk@helpdesk.test',
      MAIL_FROM: 'website@kopano-it.co.za',
      SMTP_URL: sink.url,
    });
    sites.push(site);
    try {
      const shot = png('by mail');
      const log = Buffer.from('smtp: 421 try again later\n');
      const { reference } = received(
        (
          await postApi(site, 'Mail by e-mail', [
            { name: 'shot.png', bytes: shot },
            { name: 'mail.log', bytes: log },
          ])
        ).answer,
      );
      // The requester's receipt names the reference too (support-receipt.test.ts): the helpdesk's alone here.
      const toHelpdesk = () => sink.withSubject(reference).filter((m) => !m.envelope.to.includes('thandi@example.co.za'));
      await sink.waitFor(() => toHelpdesk().length > 0, 20_000);
      const [sent, ...more] = toHelpdesk();
      expect(more).toEqual([]);
      expect(sent!.envelope.to).toEqual(['helpdesk@helpdesk.test']);
      expect([sent!.mail.header('from'), sent!.mail.header('reply-to')]).toEqual([
        'website@kopano-it.co.za',
        'thandi@example.co.za',
      ]);
      expect(sent!.mail.header('subject')).toBe(`[${reference}] Asked for urgent: Mail by e-mail`);
      const gate = spawnSync('rt-mailgate-5', ['--url', `${rt.url}/`, '--queue', 'General', '--action', 'correspond'], {
        input: sent!.raw,
        encoding: 'utf8',
      });
      expect([gate.status, gate.stderr]).toEqual([0, '']);
      const [ticket] = await rt.ticketsWith(reference);
      expect(await rt.files(ticket!)).toEqual({ 'shot.png': shot, 'mail.log': log });
      const made = (await rt.rest(`ticket/${ticket}`)) as { Requestor: { id: string }[] };
      expect(made.Requestor.map((r) => r.id)).toEqual(['thandi@example.co.za']);
    } finally {
      await site.stop();
      await sink.stop();
    }
  });
});
