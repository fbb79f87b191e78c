import { kindTerms, plansByKind, planKinds, USERS_LIMITS, type BillingPeriod } from '../../shared/catalogue/plans';
import { QUOTE_VALID_DAYS, quotation, quoteHref } from '../../shared/catalogue/quotation';

/**
 * The quotation's sums for every plan of every kind (the per-user plans included, whose prices no
 * page shows today), on each billing period it has and for several numbers of users.
 */
const cases = planKinds.flatMap((kind) =>
  plansByKind[kind].flatMap((plan) =>
    (plan.yearlyPrice ? (['monthly', 'yearly'] as BillingPeriod[]) : (['monthly'] as BillingPeriod[])).flatMap((billing) =>
      (kindTerms[kind].perUser ? [USERS_LIMITS.min, 7, USERS_LIMITS.max] : [1]).map((users) => ({ kind, plan, billing, users })),
    ),
  ),
);

const at = new Date('2026-11-24T23:30:00Z'); // 01:30 on 25 November in South Africa

describe('a quotation’s amounts and number', () => {
  it.each(cases.map((c) => [`${c.plan.id} ${c.billing} ×${c.users}`, c] as const))(
    'when %s is quoted, then the unit times the users is the total, and excl. plus VAT is the catalogue price times the users, to the cent',
    (_name, choice) => {
      const quote = quotation(choice, at);
      const price = choice.billing === 'yearly' ? choice.plan.yearlyPrice! : choice.plan.price;
      const incl = Number(price.slice(1)) * 100 * choice.users;
      const { quoted } = quote;
      expect(quoted.total.inclCents).toBe(incl);
      expect(quoted.total.exclCents + quoted.total.vatCents).toBe(incl);
      // The unit's split, excl. VAT to the cent: vat.test's 'when %s is split…', for every price.
      expect(quoted.total.exclCents).toBe(quoted.unit.exclCents * choice.users);
      expect(quote.number).toBe(
        `Q-20261125-${choice.plan.id}-${choice.billing === 'yearly' ? 'Y' : 'M'}${kindTerms[choice.kind].perUser ? choice.users : ''}`,
      );
      expect(quote.validUntil.getTime() - quote.madeOn.getTime()).toBe(QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000);
      expect(quote.alternative?.billing).toBe(
        choice.plan.yearlyPrice ? (choice.billing === 'yearly' ? 'monthly' : 'yearly') : undefined,
      );
    },
  );

  it('when a link to a quotation is made, then it carries the billing period only where yearly exists and the users only on a per-user plan', () => {
    const [cxn1, cxn3] = [plansByKind.vps[0]!, plansByKind.vps[2]!];
    const basic = plansByKind['microsoft-365'][0]!;
    expect(quoteHref({ kind: 'vps', plan: cxn1, billing: 'yearly', users: 4 })).toBe(`/quote?plan=${cxn1.id}&billing=yearly`);
    expect(quoteHref({ kind: 'vps', plan: cxn3, billing: 'yearly' })).toBe(`/quote?plan=${cxn3.id}`);
    expect(quoteHref({ kind: 'microsoft-365', plan: basic, billing: 'monthly', users: 4 })).toBe(
      `/quote?plan=${basic.id}&users=4`,
    );
  });
});
