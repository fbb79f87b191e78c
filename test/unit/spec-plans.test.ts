/**
 * The catalogue against the tables of the spec, transcribed by hand here rather than derived from
 * the code, so a typo in either place fails.
 */
import {
  cpanelPlans,
  endOfLifeCopy,
  isPastEndOfLife,
  microsoft365Plans,
  pastelPlans,
  resellerPlans,
  sharedPlans,
  releaseLabel,
  vpsOperatingSystems,
  vpsPlans,
  yearlySaving,
} from '../../shared/catalogue/plans';

describe('VPS plans', () => {
  // id, CPUs, RAM, storage, price
  const table: [string, number, string, string, string][] = [
    ['CXN1', 1, '2 GB', '25 GB', 'R124'],
    ['CXN2', 2, '4 GB', '60 GB', 'R249'],
    ['CXN3', 4, '8 GB', '120 GB', 'R499'],
    ['CXN4', 6, '8 GB', '200 GB', 'R624'],
    ['CXN5', 6, '10 GB', '400 GB', 'R874'],
    ['CXN6', 8, '12 GB', '400 GB', 'R1061'],
    ['CXN7', 8, '16 GB', '500 GB', 'R1249'],
    ['CXN8', 10, '16 GB', '500 GB', 'R1499'],
    ['CXN9', 12, '24 GB', '500 GB', 'R1749'],
    ['CXN10', 16, '32 GB', '650 GB', 'R2249'],
    ['CXN11', 16, '48 GB', '1000 GB', 'R2749'],
    ['CXN12', 16, '64 GB', '1250 GB', 'R3749'],
    ['CXN13', 16, '64 GB', '2000 GB', 'R4749'],
    ['CXN14', 16, '64 GB', '2500 GB', 'R5374'],
  ];

  it("when the VPS page lists its plans, then the spec's rows are among them in the spec's order", () => {
    const specIds = new Set(table.map(([id]) => id));
    expect(vpsPlans.map((plan) => plan.id).filter((id) => specIds.has(id))).toEqual(table.map(([id]) => id));
  });

  it.each(table)('when %s is shown, then it has %i CPUs, %s RAM, %s storage at %s', (id, cpus, ram, storage, price) => {
    const plan = vpsPlans.find((p) => p.id === id);
    expect(plan).toMatchObject({ id, name: id, cpus, ram, storage, price });
    expect(plan?.locations).toEqual(['Cape Town', 'Johannesburg']);
    expect(plan && 'features' in plan).toBe(false);
  });

  it('when yearly prices and badges are shown, then only CXN1 has a yearly price (R750), labelled Save 50%, and only CXN3 is popular', () => {
    expect(vpsPlans.filter((p) => p.yearlyPrice).map((p) => [p.id, p.yearlyPrice, yearlySaving(p)])).toEqual([
      ['CXN1', 'R750', 'Save 50%'],
    ]);
    expect(vpsPlans.filter((p) => p.popular).map((p) => p.id)).toEqual(['CXN3']);
  });
});

describe('shared hosting plans', () => {
  // name, websites, storage, bandwidth, databases, email accounts, price, yearly price, popular
  const table = [
    ['Starter', 1, '5 GB', '50 GB', 1, 5, 'R49', 'R499', false],
    ['Business', 5, '20 GB', '200 GB', 10, 25, 'R99', 'R999', true],
    // Databases and email are not in the spec for Professional; the module chose Unlimited.
    ['Professional', 'Unlimited', '50 GB', 'Unlimited', 'Unlimited', 'Unlimited', 'R199', 'R1999', false],
  ];

  it('when the shared page lists its plans, then Starter, Business and Professional match the spec', () => {
    const columns = ['name', 'websites', 'storage', 'bandwidth', 'databases', 'email', 'price', 'yearlyPrice'] as const;
    expect(sharedPlans.map((p) => [...columns.map((column) => p[column]), p.popular === true])).toEqual(table);
  });
});

describe('reseller and cPanel plans', () => {
  // name, accounts, storage, bandwidth, price, yearly price, popular
  type Row = [string, number | 'Unlimited', string, string, string, string, boolean];
  const reseller: Row[] = [
    ['Starter', 25, '50 GB', '500 GB', 'R299', 'R2999', false],
    ['Business', 50, '100 GB', '1 TB', 'R499', 'R4999', true],
    ['Pro', 100, '200 GB', '2 TB', 'R899', 'R8999', false],
  ];
  const cpanel: Row[] = [
    ['Single', 1, '10 GB', '100 GB', 'R79', 'R799', false],
    ['Multi', 5, '30 GB', '300 GB', 'R149', 'R1499', true],
    ['Unlimited', 'Unlimited', '100 GB', 'Unlimited', 'R299', 'R2999', false],
  ];

  it.each([
    ['reseller', resellerPlans, reseller],
    ['cPanel', cpanelPlans, cpanel],
  ] as const)('when the %s page lists its plans, then its three rows match the spec', (_, plans, rows) => {
    const shown = plans.map((p) => [p.name, p.accounts, p.storage, p.bandwidth, p.price, p.yearlyPrice, p.popular === true]);
    expect(shown).toEqual(rows);
  });
});

describe('Pastel plans', () => {
  // name, users, RAM, storage, CPUs, price, backup retention
  const table: [string, number, string, string, number, string, string][] = [
    ['Start-up', 2, '4 GB', '120 GB', 2, 'R876', '15 days'],
    ['SME Standard', 5, '8 GB', '300 GB', 6, 'R1821', '30 days'],
    ['SME Advanced', 8, '16 GB', '500 GB', 8, 'R2699', '30 days'],
    ['SME Premium', 10, '24 GB', '500 GB', 10, 'R3644', '60 days'],
  ];

  it('when the Pastel page lists its plans, then the four rows appear in order', () => {
    expect(pastelPlans.map((p) => p.name)).toEqual(table.map(([name]) => name));
  });

  it.each(table)(
    'when %s is shown, then it has %i users, %s RAM, %s storage, %i CPUs at %s with %s of backups',
    (name, users, ram, storage, cpus, price, backupRetention) => {
      const plan = pastelPlans.find((p) => p.name === name);
      expect(plan).toMatchObject({ name, users, ram, storage, cpus, price, backupRetention, os: 'Windows Server 2022' });
    },
  );

  it('when prices are shown, then Pastel is monthly only and SME Standard alone is popular', () => {
    expect(pastelPlans.every((p) => p.yearlyPrice === undefined)).toBe(true);
    expect(pastelPlans.filter((p) => p.popular).map((p) => p.name)).toEqual(['SME Standard']);
  });
});

describe('Microsoft 365 plans', () => {
  it('when the Microsoft 365 page lists its plans, then prices, mailboxes and OneDrive match the spec', () => {
    expect(microsoft365Plans).toMatchObject([
      { name: 'Business Basic', price: 'R129', yearlyPrice: 'R1299', mailbox: '50 GB' },
      // No mailbox size in the spec for Standard; the module chose 50 GB.
      { name: 'Business Standard', price: 'R249', yearlyPrice: 'R2499', popular: true, mailbox: '50 GB' },
      { name: 'Business Premium', price: 'R449', yearlyPrice: 'R4499', mailbox: '100 GB' },
    ]);
    expect(microsoft365Plans).toHaveLength(3);
    for (const plan of microsoft365Plans) expect(plan).toMatchObject({ users: 'Per User', storage: '1 TB OneDrive' });
  });
});

describe('catalogue as a whole', () => {
  const featured = [...sharedPlans, ...resellerPlans, ...cpanelPlans, ...pastelPlans, ...microsoft365Plans];
  const all = [...vpsPlans, ...featured];

  it('when a plan is chosen by id, then ids are unique across every kind', () => {
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });

  it('when a card is drawn, then every price is text with the R prefix', () => {
    for (const plan of all) {
      expect(plan.price).toMatch(/^R\d+$/);
      if (plan.yearlyPrice !== undefined) expect(plan.yearlyPrice).toMatch(/^R\d+$/);
    }
  });

  it('when a non-VPS card is drawn, then it lists at least three features', () => {
    for (const plan of featured) expect(plan.features.length).toBeGreaterThanOrEqual(3);
  });

  it('when each page shows its popular badge, then exactly one plan per kind has it', () => {
    for (const plans of [vpsPlans, sharedPlans, resellerPlans, cpanelPlans, pastelPlans, microsoft365Plans]) {
      expect(plans.filter((p) => p.popular)).toHaveLength(1);
    }
  });
});

describe('VPS operating systems’ end of life', () => {
  const release = (system: string, version: string) =>
    vpsOperatingSystems.systems.find((s) => s.name === system)!.releases.find((r) => r.version === version)!;

  it('when the list is read today, then CentOS 7, CentOS Stream 8, Ubuntu Server 20 LTS and 23 are past their end of life', () => {
    for (const [system, version] of [
      ['CentOS', '7'],
      ['CentOS', 'Stream 8'],
      ['Ubuntu Server', '20 LTS'],
      ['Ubuntu Server', '23'],
    ])
      expect([system, version, isPastEndOfLife(release(system, version))]).toEqual([system, version, true]);
  });

  it('when a release’s last day is still running in South Africa, then it is not yet past; from midnight after, it is', () => {
    const ubuntu20 = release('Ubuntu Server', '20 LTS');
    expect(isPastEndOfLife(ubuntu20, new Date(`${ubuntu20.endOfLife}T23:59:59+02:00`))).toBe(false);
    expect(isPastEndOfLife(ubuntu20, new Date(`${ubuntu20.endOfLife}T23:59:59Z`))).toBe(true);
    expect(releaseLabel(ubuntu20, new Date('2025-01-01T12:00:00Z'))).toBe(ubuntu20.version);
    expect(releaseLabel(ubuntu20, new Date('2026-01-01T12:00:00Z'))).toBe(`${ubuntu20.version} (${endOfLifeCopy.mark})`);
  });

  it('when each release declares its end of life, then it is a real calendar day', () => {
    for (const { releases } of vpsOperatingSystems.systems)
      for (const { endOfLife } of releases) expect(new Date(`${endOfLife}T00:00:00Z`).toISOString().slice(0, 10)).toBe(endOfLife);
  });
});
