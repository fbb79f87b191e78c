import { createSocket } from 'node:dgram';
import { startDnsLab } from '../support/email-lab';

// The DNS lab under the e-mail tests: a port it was handed may be taken before unbound binds it
// (another unbound's outgoing query, on a busy machine), and the lab must still start.

const held = createSocket('udp4');
let heldPort = 0;
let asked = 0;
jest.mock('../support/free-port', () => {
  const real = jest.requireActual<typeof import('../support/free-port')>('../support/free-port');
  // The second port asked for, the validating unbound's, is one a UDP socket holds.
  return { freePort: async () => (++asked === 2 ? heldPort : real.freePort()) };
});

beforeAll(async () => {
  await new Promise<void>((resolve) => held.bind(0, '127.0.0.1', () => resolve()));
  heldPort = held.address().port;
});
afterAll(() => new Promise<void>((resolve) => held.close(() => resolve())));

test('when a port the lab was handed is taken for UDP before unbound binds it, then the lab starts again on other ports', async () => {
  const lab = await startDnsLab([{ name: 'held.co.za', records: ['@ A 127.0.0.9'] }]);
  try {
    expect(lab.port).not.toBe(heldPort);
    // Two starts, three ports each; the system may hand the same free port twice, which is asked again.
    expect(asked).toBeGreaterThanOrEqual(6);
  } finally {
    await lab.stop();
  }
});
