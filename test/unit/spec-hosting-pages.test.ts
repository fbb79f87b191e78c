import {
  CONTACT_FOR_PRICING,
  cpanelPlans,
  displayPrice,
  findPlan,
  findPlanById,
  hostingPages,
  isPlanKind,
  microsoft365Plans,
  pastelPlans,
  pastelReasons,
  planDetails,
  planKinds,
  resellerPlans,
  sharedPlans,
  vpsOperatingSystems,
  vpsPlans,
  type PlanKind,
} from '../../shared/catalogue/plans';

describe('hosting page metadata', () => {
  // kind, path, nav label, title, order label, prices shown, columns on large and extra-large screens. The yearly labels are the
  // plans' own (spec-plans.test.ts): the spec's 'Save 17%' on Pastel stands beside no yearly
  // price (Pastel has none), so none shows.
  const table: [PlanKind, string, string, string, string, boolean, number, number][] = [
    ['vps', '/server-hosting', 'VPS Server Hosting', 'VPS Server Hosting', 'Order Now', true, 3, 4],
    ['shared', '/shared-hosting', 'Shared Hosting', 'Shared Web Hosting', 'Get Quote', false, 3, 3],
    ['reseller', '/reseller-hosting', 'Reseller Hosting', 'Reseller Hosting', 'Get Quote', false, 3, 3],
    ['cpanel', '/cpanel-hosting', 'cPanel Hosting', 'cPanel Hosting', 'Get Quote', false, 3, 3],
    ['pastel', '/pastel-hosting', 'Pastel Hosting', 'Pastel in the Cloud', 'Order Now', true, 4, 4],
    ['microsoft-365', '/microsoft-365', 'Microsoft 365', 'Microsoft 365', 'Get Quote', false, 3, 3],
  ];

  it('when the Hosting menu is drawn, then the kinds come in the spec order', () => {
    expect(planKinds).toEqual(table.map(([kind]) => kind));
  });

  it.each(table)(
    'when the %s page renders, then it is at %s, labelled %s, titled %s, with %s, its grid 1 and 2 columns wide on small and medium screens, then %i and %i',
    (kind, path, navLabel, title, orderLabel, showPrices, lg, xl) => {
      const page = hostingPages[kind];
      expect(page).toMatchObject({ kind, path, navLabel, title, orderLabel, showPrices });
      expect(page.columns).toEqual({ sm: 1, md: 2, lg, xl });
      expect(page.blurb.length).toBeGreaterThan(20);
    },
  );

  it('when plan sections are headed, then VPS reads Choose Your VPS Plan and shared Choose Your Plan', () => {
    expect(hostingPages.vps.sectionTitle).toBe('Choose Your VPS Plan');
    expect(hostingPages.shared.sectionTitle).toBe('Choose Your Plan');
  });

  it('when benefits are highlighted, then each page names the ones the spec lists', () => {
    const titles = (kind: PlanKind) => hostingPages[kind].benefits.map((b) => b.title);
    expect(titles('vps')).toEqual(['High Performance', 'Secure & Reliable', 'Scalable Resources']);
    expect(hostingPages.vps.benefits[0].text).toContain('NVMe');
    expect(hostingPages.vps.benefits[1].text).toContain('99.9% uptime');
    expect(hostingPages.vps.benefits[1].text).toContain('DDoS');
    expect(titles('shared')).toHaveLength(3);
    expect(titles('reseller')).toEqual(['Your Brand', 'Earn Revenue', 'Full Control']);
    expect(hostingPages.reseller.benefits[2].text).toContain('WHM');
    expect(titles('cpanel')).toEqual(['Full cPanel Access', 'One-Click Installs', 'Enhanced Security']);
    expect(hostingPages.cpanel.benefits[1].text).toMatch(/Softaculous.*400\+/);
    expect(titles('microsoft-365')).toEqual(['Business Email', 'Cloud Storage', 'Teams Collaboration', 'Enterprise Security']);
    expect(hostingPages['microsoft-365'].benefits[1].text).toContain('1 TB of OneDrive storage per user');
  });

  it('when the VPS operating systems are listed, then they are exactly the spec’s list', () => {
    expect(vpsOperatingSystems.title).toBe('Available Operating Systems');
    const versions = vpsOperatingSystems.systems.map(({ name, releases, note }) => ({
      name,
      versions: releases.map((release) => release.version),
      ...(note ? { note } : {}),
    }));
    expect(versions).toEqual([
      { name: 'Ubuntu Server', versions: ['20 LTS', '22 LTS', '23', '24 LTS'] },
      { name: 'Debian', versions: ['12', '13'] },
      { name: 'CentOS', versions: ['7', 'Stream 8', 'Stream 9'] },
      { name: 'AlmaLinux', versions: ['8', '9'] },
      { name: 'Windows Server', versions: [], note: 'Contact us' },
    ]);
  });

  it('when the Pastel reasons are shown, then there are the spec’s four reasons, each with a sentence', () => {
    expect(pastelReasons.title).toBe('Why Choose Cloud Hosting for Pastel?');
    expect(pastelReasons.reasons.map((r) => r.title)).toEqual([
      'Remote Access',
      'Data Security',
      'Scalability',
      'Cost Effective',
    ]);
    for (const reason of pastelReasons.reasons) expect(reason.text).toMatch(/^[A-Z].{20,}\.$/);
  });
});

describe('displayPrice', () => {
  it('when a VPS or Pastel plan is ordered, then its own price is shown', () => {
    expect(displayPrice('vps', vpsPlans[2])).toBe(`${vpsPlans[2].price}/month incl. VAT`);
    expect(displayPrice('pastel', pastelPlans[0])).toBe(`${pastelPlans[0].price}/month incl. VAT`);
  });

  it.each<[PlanKind, { price: string }]>([
    ['shared', sharedPlans[0]],
    ['reseller', resellerPlans[1]],
    ['cpanel', cpanelPlans[2]],
    ['microsoft-365', microsoft365Plans[0]],
  ])('when a %s plan is ordered, then the dialog says Contact for Pricing', (kind, plan) => {
    expect(displayPrice(kind, plan)).toBe('Contact for Pricing');
    expect(CONTACT_FOR_PRICING).toBe('Contact for Pricing');
  });
});

describe('planDetails', () => {
  /** The one-line summary of each plan, by the plan's id (as an order names it). */
  const summaries: Record<string, string> = {
    CXN1: '1 vCPU, 2 GB RAM, 25 GB NVMe storage',
    CXN3: '4 vCPU, 8 GB RAM, 120 GB NVMe storage',
    'shared-starter': '1 website, 5 GB SSD storage, 50 GB bandwidth, 1 MySQL database, 5 email accounts',
    'shared-professional':
      'Unlimited websites, 50 GB SSD storage, unlimited bandwidth, unlimited MySQL databases, unlimited email accounts',
    'reseller-business': '50 accounts, 100 GB storage, 1 TB bandwidth',
    'cpanel-single': '1 account, 10 GB storage, 100 GB bandwidth',
    'cpanel-unlimited': 'Unlimited accounts, 100 GB storage, unlimited bandwidth',
    'pastel-sme-standard': '5 users, 6 CPUs, 8 GB RAM, 300 GB storage, Windows Server 2022, 30 days of backups',
    'm365-business-premium': 'Per user licence, 1 TB OneDrive storage, 100 GB mailbox',
  };

  it.each(Object.entries(summaries))('when %s is summarised, then the line reads "%s"', (id, expected) => {
    const choice = findPlanById(id);
    expect(choice).toBeDefined();
    expect(planDetails(choice!.plan)).toBe(expected);
  });
});

describe('findPlan and isPlanKind', () => {
  it('when the order dialog holds { kind, planId }, then the plan is found, and a wrong pair is not', () => {
    expect(findPlan('vps', 'CXN3')?.cpus).toBe(4);
    expect(findPlan('pastel', 'pastel-sme-premium')?.backupRetention).toBe('60 days');
    expect(findPlan('shared', 'CXN3')).toBeUndefined();
  });

  it('when a kind arrives from outside, then only the six kinds are accepted', () => {
    expect(planKinds.every(isPlanKind)).toBe(true);
    for (const value of ['', 'VPS', 'hosting', 7, null, undefined, {}]) expect(isPlanKind(value)).toBe(false);
  });
});
