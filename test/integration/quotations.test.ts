import { company } from '../../shared/catalogue/company';
import { hostingPages, plansByKind, planKinds, type Plan, type PlanKind } from '../../shared/catalogue/plans';
import { QUOTE_VALID_DAYS } from '../../shared/catalogue/quotation';
import { formatSastDate, sastIsoDay } from '../../shared/format-date';
import { siteForTests, withSite } from '../support/site-server';
import { escapeRegExp as escape, pdfText } from '../support/pdf-text';

/**
 * GET /quote from the real HTTP server, read as a buyer's PDF viewer reads it (`pdftotext
 * -layout`): every plan whose price the site shows, its amounts worked out here from the
 * catalogue's price (VAT included: excl. = incl. / 1.15 to the cent, VAT the rest); the plans
 * whose prices are hidden, and anything the catalogue does not have, refused without a price.
 */
// Every plan and refusal below is asked from one address: the limit itself is tested at the end.
const site = siteForTests({ QUOTE_RATE_LIMIT_MAX: '1000' });

const plansOf = (shown: boolean): Array<{ kind: PlanKind; plan: Plan }> =>
  planKinds
    .filter((kind) => hostingPages[kind].showPrices === shown)
    .flatMap((kind) => plansByKind[kind].map((plan) => ({ kind, plan })));
const priced = plansOf(true);
const hidden = plansOf(false);

const DAY_MS = 24 * 60 * 60 * 1000;

function split(price: string): { excl: string; vat: string; incl: string } {
  const incl = Number(price.replace(/^R/, '')) * 100;
  const excl = Math.round(incl / 1.15);
  const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;
  return { excl: rand(excl), vat: rand(incl - excl), incl: rand(incl) };
}

async function fetchQuote(query: string, accept?: string) {
  const response = await fetch(`${site.url}/quote?${query}`, accept ? { headers: { Accept: accept } } : {});
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a quotation for every plan whose price is shown', () => {
  it.each(priced.map(({ plan }) => [plan.id, plan] as const))(
    'when /quote?plan=%s is fetched, then a PDF names the company, its quote number, date, validity and the amounts excl. VAT, VAT and incl. VAT',
    async (id, plan) => {
      const before = new Date();
      const { response, bytes } = await fetchQuote(`plan=${encodeURIComponent(id)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const number = `Q-${sastIsoDay(before).replace(/-/g, '')}-${id}-M`;
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="[\\w-]*Quotation-${escape(number)}\\.pdf"$`),
      );
      const maxAge = Number(/^public, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(DAY_MS / 1000);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const text = pdfText(bytes);
      expect(text).toMatch(/^\s*\S.*\n+\s*Quotation\s*$/m);
      for (const fact of [company.legalName, company.registrationNumber, company.vatNumber, ...company.address.lines])
        expect(text).toContain(fact);
      expect(text).toMatch(new RegExp(`Quote number\\s+${escape(number)}`));
      expect(text).toMatch(new RegExp(`Date\\s+${escape(formatSastDate(before))}`));
      expect(text).toMatch(
        new RegExp(`Valid until\\s+${escape(formatSastDate(new Date(before.getTime() + QUOTE_VALID_DAYS * DAY_MS)))}`),
      );
      expect(text).toContain(plan.name);

      const { excl, vat, incl } = split(plan.price);
      expect(text).toMatch(new RegExp(`billed monthly \\(per month\\)\\s+1\\s+${escape(excl)}\\s+${escape(excl)}`));
      expect(text).toMatch(new RegExp(`Total excl\\. VAT\\s+${escape(excl)}\\n`));
      expect(text).toMatch(new RegExp(`VAT at 15%\\s+${escape(vat)}\\n`));
      expect(text).toMatch(new RegExp(`Total incl\\. VAT, per month\\s+${escape(incl)}\\n`));
      expect(text).toContain(`To accept, quote ${number}`);
      expect(text).toContain(company.email.display);
      expect(text).toContain(company.phone.display);
    },
  );

  it.each(priced.filter(({ plan }) => plan.yearlyPrice).map(({ plan }) => [plan.id, plan] as const))(
    'when %s is quoted billed yearly, then its number ends in Y, its totals are per year and the monthly amounts are given beside them',
    async (id, plan) => {
      const { response, bytes } = await fetchQuote(`plan=${id}&billing=yearly`);
      expect(response.status).toBe(200);
      const text = pdfText(bytes);
      expect(text).toMatch(new RegExp(`Quote number\\s+Q-\\d{8}-${escape(id)}-Y\\n`));
      const yearly = split(plan.yearlyPrice!);
      expect(text).toMatch(new RegExp(`Total excl\\. VAT\\s+${escape(yearly.excl)}\\n`));
      expect(text).toMatch(new RegExp(`VAT at 15%\\s+${escape(yearly.vat)}\\n`));
      expect(text).toMatch(new RegExp(`Total incl\\. VAT, per year\\s+${escape(yearly.incl)}\\n`));
      const monthly = split(plan.price);
      expect(text.replace(/\s+/g, ' ')).toContain(
        `If billed monthly instead: ${monthly.excl} excl. VAT + ${monthly.vat} VAT at 15% = ${monthly.incl} incl. VAT, per month.`,
      );
    },
  );

  it('when the same quotation is fetched twice on a day, then the same file comes back', async () => {
    const [first, second] = [await fetchQuote('plan=CXN1&billing=yearly'), await fetchQuote('plan=CXN1&billing=yearly')];
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });
});

describe('no quotation where the price is not shown, or the plan is not ours', () => {
  it.each(hidden.map(({ plan }) => [plan.id, plan] as const))(
    'when /quote?plan=%s is asked for (its price is hidden), then a page sends the visitor to ask for one, with no price',
    async (id, plan) => {
      const { response, bytes } = await fetchQuote(`plan=${id}`, 'text/html');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = bytes.toString();
      expect(html).toContain('Quotation on request');
      expect(html).toContain(`href="/contact?plan=${id}"`);
      expect(html).not.toContain(plan.price);
      expect(html).not.toMatch(/R\d/);
    },
  );

  it.each([
    ['', 400],
    ['plan=', 400],
    ['plan=NOPE', 404],
    ['plan=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
    ['plan=CXN3&plan=CXN4', 400],
    ['plan[x]=CXN3', 400],
    ['plan=CXN3&billing=weekly', 400],
    ['plan=CXN3&billing=yearly', 400],
    ['plan=CXN3&users=5', 400],
    ['plan=CXN1&billing=yearly&billing=monthly', 400],
  ])(
    'when /quote?%s is asked for, then %i with a clear message: JSON for a program, a page for a browser, never a stack',
    async (query, status) => {
      const asJson = await fetchQuote(query, 'application/json');
      expect(asJson.response.status).toBe(status);
      const body = JSON.parse(asJson.bytes.toString()) as { success: boolean; error: string };
      expect(body).toEqual({ success: false, error: expect.stringMatching(/^[A-Z].{10,}\.$/) });
      const asPage = await fetchQuote(query, 'text/html');
      expect(asPage.response.status).toBe(status);
      const html = asPage.bytes.toString();
      expect(html).toContain(`<p>${body.error.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`);
      for (const text of [asJson.bytes.toString(), html]) expect(text).not.toMatch(/\bat .*\(|Error:|<script>/);
    },
  );
});

describe('the limit per client', () => {
  it('when a client asks for more quotations than QUOTE_RATE_LIMIT_MAX in the window, then it gets 429', async () => {
    await withSite({ QUOTE_RATE_LIMIT_MAX: '2' }, async (limited) => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${limited.url}/quote?plan=CXN3`)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await fetch(`${limited.url}/quote?plan=CXN3`, { headers: { Accept: 'application/json' } });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, error: 'Too many requests. Please try again later.' });
    });
  });
});
