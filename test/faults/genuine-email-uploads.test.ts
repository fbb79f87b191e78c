import { readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { GENUINE_EMAIL_API_PATH, GENUINE_EMAIL_FIELDS as fields, MESSAGE_BYTES_MAX } from '../../shared/genuine-email/answer';
import { tempFolder } from '../support/endpoint-kit';
import { atMicrosoft, letter } from '../support/genuine-email-kit';
import { withSiteProcess } from '../support/site-process';

/**
 * "Is this e-mail genuine?" under the uploads outside reviews sent: 240 of them from four clients,
 * each sending 9 MB of its message and then waiting; and three clients trickling two uploads each.
 * The built site, as its own process, takes a place before it reads a body, so it holds a few of
 * them at most; the rest are told "busy" at once, and the request deadline (REQUEST_TIMEOUT_MS)
 * drops the ones it holds. A place is kept by progress: a visitor who finds none free takes one
 * from an upload too slow, or from a client holding two.
 */

const UPLOADS = 240;
const CLIENTS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
/** The process's resident memory (Linux's VmRSS), or its peak so far (VmHWM), in MB. */
const memoryMb = (pid: number | string, kind: 'VmHWM' | 'VmRSS' = 'VmHWM') =>
  Number(new RegExp(`${kind}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const peakMb = (pid: number) => memoryMb(pid);
/** The processes `pid` started: the site's are its message readers. */
const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);

/** A form post from `from` of a file declared `declared` bytes long, of which `body` is sent; its status, 0 where the connection was closed first. */
function post(url: string, from: string, body: Buffer, declared = body.length): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(`${url}${GENUINE_EMAIL_API_PATH}`, {
      method: 'POST',
      localAddress: from,
      headers: { Origin: url, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': declared },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', () => resolve(0));
    req.write(body);
    if (declared === body.length) req.end();
  });
}

/** An upload from `from` that sends its first bytes and then one every 200 ms; ends it. */
function trickle(url: string, from: string): () => void {
  const req = http.request(`${url}${GENUINE_EMAIL_API_PATH}`, {
    method: 'POST',
    localAddress: from,
    headers: { Origin: url, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': MESSAGE_BYTES_MAX },
  });
  const drip = setInterval(() => req.write('a'), 200);
  const end = () => clearInterval(drip);
  req.on('response', (res) => res.resume().on('end', end));
  req.on('error', end);
  req.write(PART_HEAD);
  return () => {
    end();
    req.destroy();
  };
}

const PART_HEAD = `--x\r\nContent-Disposition: form-data; name="${fields.file}"; filename="m.eml"\r\n\r\n`;
const framed = (raw: Buffer) => Buffer.concat([Buffer.from(PART_HEAD), raw, Buffer.from('\r\n--x--\r\n')]);

/** A visitor's message: a genuine invoice as Microsoft 365 hands it over, as the form posts it. */
const visitorsMessage = async () =>
  framed(
    Buffer.from(
      atMicrosoft(await letter({ from: 'billing@supplier.co.za' }), { domain: 'supplier.co.za', compauth: 'pass reason=100' }),
    ),
  );

it(`when four clients start ${UPLOADS} uploads of 9 MB that stall, then the site's memory grows by under 100 MB, and once they are dropped a visitor's message is read`, async () => {
  await withSiteProcess(
    { DATA_DIR: tempFolder('genuine-uploads'), REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000' },
    async (site) => {
      const message = await visitorsMessage();
      expect(await post(site.url, '127.0.0.6', message)).toBe(200);
      const before = peakMb(site.child.pid!);
      const nineMb = Buffer.concat([Buffer.from(PART_HEAD), Buffer.alloc(9 * 1024 * 1024, 'a')]);
      const uploads = Array.from({ length: UPLOADS }, (_, at) =>
        post(site.url, CLIENTS[at % CLIENTS.length]!, nineMb, MESSAGE_BYTES_MAX),
      );
      const statuses = await Promise.all(uploads);
      const during = peakMb(site.child.pid!);
      console.log(
        `${UPLOADS} stalled uploads: peak RSS ${before.toFixed(0)} -> ${during.toFixed(0)} MB; answers ${[...new Set(statuses)].map((status) => `${status}: ${statuses.filter((one) => one === status).length}`).join(', ')}`,
      );
      expect(during - before).toBeLessThan(100);
      // Past the six places, each is told "busy" and its connection closed: a client still sending
      // may see the close (0) before the 503. Only the places' uploads run to the deadline (408).
      expect(statuses.filter((status) => status === 408).length).toBeLessThanOrEqual(6);
      expect(statuses.filter((status) => ![503, 408, 0].includes(status))).toEqual([]);
      expect(await post(site.url, '127.0.0.6', message)).toBe(200);
    },
  );
}, 60_000);

it('when three clients each trickle two uploads, then a fourth visitor is answered within a second, by a reader already started', async () => {
  await withSiteProcess({ DATA_DIR: tempFolder('genuine-trickles'), REQUEST_TIMEOUT_MS: '30000' }, async (site) => {
    const message = await visitorsMessage();
    const trickles = CLIENTS.slice(0, 3).flatMap((from) => [trickle(site.url, from), trickle(site.url, from)]);
    // Every place held, and each upload past the time in which it may be slow.
    await sleep(3000);
    const readers = childrenOf(site.child.pid!);
    const readersMb = readers.map((pid) => memoryMb(pid, 'VmRSS').toFixed(0));
    const started = Date.now();
    const status = await post(site.url, '127.0.0.6', message);
    const took = Date.now() - started;
    trickles.forEach((stop) => stop());
    console.log(
      `a fourth visitor beside three trickling clients: ${status} in ${took} ms; readers before it ${readersMb.join(' and ')} MB`,
    );
    expect(readers).toHaveLength(2);
    expect(status).toBe(200);
    expect(took).toBeLessThan(1000);
  });
}, 30_000);
