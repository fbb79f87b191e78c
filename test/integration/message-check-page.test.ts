/**
 * "Is this e-mail genuine?" names the check address where the site has one: the page as the server
 * renders it (what a visitor without JavaScript reads), through the app's page route.
 */
import request from 'supertest';
import { messageCheckMailCopy as copy } from '../../shared/catalogue/message-check-mail-copy';
import { paths } from '../../shared/routes';
import { freePort } from '../support/free-port';
import { textOf } from '../support/html-entities';
import { testApp } from '../support/site-server';

const CHECK = 'check@kopano-it.test';

const pageWith = async (env: Record<string, string>) => {
  const { status, text } = await request(testApp(env)).get(paths['genuine-email']);
  expect(status).toBe(200);
  return text;
};

describe('the check address on the page', () => {
  test('when MESSAGE_CHECK_ADDRESS is set, then the page says to forward it as an attachment there, with each program’s steps', async () => {
    const html = await pageWith({ MESSAGE_CHECK_ADDRESS: CHECK, DMARC_REPORTS_PORT: String(await freePort()) });
    const words = textOf(html);
    expect(words).toContain(`${copy.forwardTo} ${CHECK}`);
    expect(html).toContain(`href="mailto:${CHECK}"`);
    expect(words).toContain(copy.forwardHint);
    // Folded in a native <details>: it opens without JavaScript.
    expect(html).toMatch(new RegExp(`<details><summary>${copy.forwardSteps}</summary>`));
    for (const program of copy.programs) expect(words).toContain(`${program.name} ${program.steps}`);
  });

  test('when it is not set, then the page names no address to forward to', async () => {
    const words = textOf(await pageWith({}));
    expect(words).not.toContain(copy.forwardTo);
    expect(words).not.toContain(copy.forwardSteps);
  });
});
