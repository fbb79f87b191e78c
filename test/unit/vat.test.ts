import { excludingVat, plansByKind, randsAndCents, VAT_RATE_PERCENT, vatSplit } from '../../shared/catalogue/plans';

const everyPrice = Object.values(plansByKind)
  .flat()
  .flatMap((plan) => [plan.price, ...(plan.yearlyPrice ? [plan.yearlyPrice] : [])]);

describe('prices excluding VAT', () => {
  it('when the issue’s example is shown, then R499 incl. VAT is R433.91 excl. VAT', () => {
    expect(excludingVat('R499')).toBe('R433.91 excl. VAT');
    expect(VAT_RATE_PERCENT).toBe(15);
  });

  it.each(everyPrice)(
    'when %s is split, then excl. VAT is it over 1.15 to the cent, and excl. plus VAT is it exactly',
    (price) => {
      const { inclCents, exclCents, vatCents } = vatSplit(price);
      expect(inclCents).toBe(Number(price.slice(1)) * 100);
      expect(Math.abs(exclCents - inclCents / 1.15)).toBeLessThanOrEqual(0.5);
      expect(exclCents + vatCents).toBe(inclCents);
      expect(Number.isInteger(exclCents)).toBe(true);
      expect(excludingVat(price)).toBe(`${randsAndCents(exclCents)} excl. VAT`);
      expect(randsAndCents(exclCents)).toMatch(/^R\d+\.\d\d$/);
    },
  );
});
