/**
 * The check address's daily budgets, per forwarder domain and for the site, as the site counts
 * them: its database's marks, written with each reply in the outbox (forward-answers.ts), on a
 * clock the test moves. The hourly budget per forwarder, over SMTP, is message-check-forward's.
 */
import { forwardsAtSite } from '../../server/message-check-mail/forward-answers';
import type { ForwardQuestion } from '../../server/message-check-mail/forward-intake';
import { openSiteDatabase } from '../../server/site-tables';
import { captureLogs, mailServiceIn, outboxIds, databaseIn } from '../support/mail-kit';

const HOUR_MS = 60 * 60_000;

async function siteWithBudgets(budget: { senderHour: number; domainDay: number; siteDay: number }) {
  const { service: mail, root } = await mailServiceIn('message-check-budgets', {});
  const database = openSiteDatabase(root);
  let at = Date.parse('2026-11-30T08:00:00Z');
  const forwards = forwardsAtSite({
    settings: { address: 'check@kopano-it.test', budget },
    database,
    mail,
    publicUrl: 'https://www.kopano-it.test',
    logger: captureLogs().logger,
    now: () => at,
  });
  let sent = 0;
  /** A forward from `forwarder` read and its reply asked to be queued: what the site said. */
  const forward = (forwarder: string) => {
    sent += 1;
    const reading: Extract<ForwardQuestion, { queue: unknown }>['queue'] = {
      outcome: 'inline',
      forwarder,
      key: `forward-${sent}`,
      messageId: `<forward-${sent}@example.test>`,
      references: [],
      subject: 'FW: Invoice',
    };
    return forwards.answer({ queue: reading });
  };
  return {
    forward,
    admit: async (sender: string) => (await forwards.answer({ admit: sender })).over,
    later: (ms: number) => (at += ms),
    queued: () => outboxIds(databaseIn(root)).length,
    close: () => database.close(),
  };
}

describe('the daily budgets of the check address', () => {
  test('when a domain’s forwarders have had their day’s answers, then its next forwarder is refused for the domain until the day has passed, and other domains are not', async () => {
    const site = await siteWithBudgets({ senderHour: 10, domainDay: 2, siteDay: 100 });
    try {
      expect(await site.forward('accounts@kopano.co.za')).toEqual({});
      // Another address, and a subdomain's, of the same organisational domain count against it.
      expect(await site.forward('creditors@mail.kopano.co.za')).toEqual({});
      expect(await site.admit('payroll@kopano.co.za')).toBe('domain');
      expect(await site.forward('payroll@kopano.co.za')).toEqual({ over: 'domain' });
      expect(await site.admit('accounts@protea.co.za')).toBeUndefined();
      expect(await site.forward('accounts@protea.co.za')).toEqual({});
      expect(site.queued()).toBe(3);
      site.later(23 * HOUR_MS);
      expect(await site.admit('payroll@kopano.co.za')).toBe('domain');
      site.later(HOUR_MS + 1);
      expect(await site.forward('payroll@kopano.co.za')).toEqual({});
    } finally {
      site.close();
    }
  });

  test('when the site has sent its day’s answers, then every forwarder is refused for the site until the day has passed', async () => {
    const site = await siteWithBudgets({ senderHour: 10, domainDay: 100, siteDay: 3 });
    try {
      for (const forwarder of ['a@one.co.za', 'b@two.co.za', 'c@three.co.za']) expect(await site.forward(forwarder)).toEqual({});
      expect(await site.admit('d@four.co.za')).toBe('site');
      expect(await site.forward('d@four.co.za')).toEqual({ over: 'site' });
      expect(site.queued()).toBe(3);
      site.later(23 * HOUR_MS);
      expect(await site.admit('d@four.co.za')).toBe('site');
      site.later(HOUR_MS + 1);
      expect(await site.forward('d@four.co.za')).toEqual({});
    } finally {
      site.close();
    }
  });
});
