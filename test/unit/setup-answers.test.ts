import {
  endOfLifeCopy,
  findPlanById,
  isPastEndOfLife,
  plansByKind,
  planKinds,
  vpsOperatingSystems,
  type PlanChoice,
} from '../../shared/catalogue/plans';
import { completeSetup, setupDefaults, setupLines, setupQuestions } from '../../shared/catalogue/plans/setup-questions';
import { formatSastDate, reviewDay } from '../../shared/format-date';
import {
  checkDomain,
  checkHostname,
  checkSshPublicKey,
  domainInBothForms,
  SETUP_MESSAGES as M,
} from '../../shared/validation/setup-answer-rules';
import { setupSchema } from '../../shared/validation/setup-schema';
import { validateForm } from '../../shared/validation/validate-form';
import { ecdsaPublicKey, ed25519PublicKey, PRIVATE_KEY_PROBE, rsaPublicKey } from '../support/ssh-keys';

const choice = (id: string): PlanChoice => findPlanById(id) as PlanChoice;
const firstOf = (kind: keyof typeof plansByKind): PlanChoice => choice(plansByKind[kind][0]!.id);
const problems = (of: PlanChoice, answers: unknown): string[] => validateForm(setupSchema(of), answers).messages;

describe('hostnames (RFC 1123)', () => {
  it.each(['web1', 'server1.example.co.za', 'a-b.c-d', `${'a'.repeat(63)}.example.com`])(
    'when the hostname is %p, then it is accepted',
    (name) => expect(checkHostname(name)).toBeNull(),
  );

  it.each([
    ['-web1', M.hostname],
    ['web1-', M.hostname],
    ['web_1', M.hostname],
    ['web 1', M.hostname],
    ['server1..example', M.hostname],
    [`${'a'.repeat(64)}.example.com`, M.hostnameLabel],
    [Array.from({ length: 64 }, () => 'abc').join('.'), M.hostnameMax],
  ])('when the hostname is %p, then it is refused with %p', (name, message) => expect(checkHostname(name)).toBe(message));
});

describe('domain names', () => {
  it.each(['example.co.za', 'Example.COM', 'sub.example.org.za', 'münchen.de', 'xn--mnchen-3ya.de'])(
    'when the domain is %p, then it is accepted',
    (name) => expect(checkDomain(name)).toBeNull(),
  );

  it.each([
    'https://example.co.za',
    'example.co.za/shop',
    'example',
    'user@example.com',
    '192.168.1.10',
    'exa mple.com',
    '-bad.com',
  ])('when the domain is %p, then it is refused with the example to follow', (name) => expect(checkDomain(name)).toBe(M.domain));

  it('when an internationalised name is given, then both forms are shown for the registrar', () => {
    expect(domainInBothForms('München.de')).toBe('münchen.de (xn--mnchen-3ya.de)');
    expect(domainInBothForms('example.co.za')).toBe('example.co.za');
  });
});

describe('SSH public keys', () => {
  it.each([
    ['ssh-ed25519', ed25519PublicKey()],
    ['ssh-rsa 2048', rsaPublicKey(2048)],
    ['ssh-rsa 4096', rsaPublicKey(4096)],
    ['ecdsa nistp256', ecdsaPublicKey('P-256')],
    ['ecdsa nistp384', ecdsaPublicKey('P-384')],
    ['ecdsa nistp521', ecdsaPublicKey('P-521')],
    ['a key with a trailing newline and no comment', `${ed25519PublicKey('').trim()}\n`],
  ])('when the key is %s, then it is accepted', (_what, key) => expect(checkSshPublicKey(key)).toBeNull());

  it.each([
    // A private key, whatever surrounds it, is refused with the warning.
    ['a private key', PRIVATE_KEY_PROBE, M.privateKey],
    ['a private key among spaces and blank lines', `  ${PRIVATE_KEY_PROBE}\n\n`, M.privateKey],
    ['the start of an RSA private key', '-----BEGIN RSA PRIVATE KEY-----\nMIIE...', M.privateKey],
    ['a PuTTY private key', 'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none', M.privateKey],
    ['an RSA key shorter than 2048 bits', rsaPublicKey(1024), M.rsaBits],
    ['two keys on two lines', `${ed25519PublicKey()}\n${ed25519PublicKey()}`, M.sshKeyLines],
    ['a DSA key', 'ssh-dss AAAAB3NzaC1kc3MAAACBAP probe', M.sshKey],
    ['a type that does not match its data', ed25519PublicKey().replace(/^ssh-ed25519/, 'ssh-rsa'), M.sshKey],
    ['data that is not base64', 'ssh-ed25519 not*base64 probe', M.sshKey],
    ['a truncated key', ed25519PublicKey().slice(0, 40), M.sshKey],
    ['a key over 8 KB', `${ed25519PublicKey()} ${'c'.repeat(8200)}`, M.sshKeyMax],
  ])('when the key is %s, then it is refused', (_what, key, message) => expect(checkSshPublicKey(key)).toBe(message));
});

describe('the set-up questions of each kind', () => {
  const vps = firstOf('vps');
  /** A VPS question that is a choice from a list, and its options for the first VPS plan. */
  const vpsChoice = (id: string) => {
    const question = setupQuestions.vps.find((q) => q.id === id);
    if (question?.type !== 'choice') throw new Error(`the VPS asks for ${id} from a list`);
    const options = question.options(vps.plan);
    return { question, options, labels: options.map((o) => o.label) };
  };

  it('when a kind is ordered, then every one of its questions starts at a default that asks nothing of the visitor', () => {
    for (const kind of planKinds) {
      const defaults = setupDefaults(kind);
      expect(Object.keys(defaults)).toEqual(setupQuestions[kind].map((q) => q.id));
      expect(problems(firstOf(kind), defaults)).toEqual([]);
      expect(problems(firstOf(kind), {})).toEqual([]);
    }
  });

  it('when a VPS plan is ordered, then the data centres offered are the plan’s own locations, or no preference', () => {
    const locations = 'locations' in vps.plan ? vps.plan.locations : [];
    expect(vpsChoice('dataCentre').labels).toEqual(['No preference', ...locations]);
  });

  it('when a VPS operating system is chosen, then each release past its end of life is marked in its option, and no other is', () => {
    const { labels } = vpsChoice('operatingSystem');
    for (const { name, releases } of vpsOperatingSystems.systems)
      for (const release of releases) {
        const marked = `${name} ${release.version} (${endOfLifeCopy.mark})`;
        expect(labels).toContain(isPastEndOfLife(release) ? marked : `${name} ${release.version}`);
        if (!isPastEndOfLife(release)) expect(labels).not.toContain(marked);
      }
  });

  it('when a release past its end of life is chosen, then the dialog says when it ended and the staff e-mail names it marked', () => {
    const { question, options } = vpsChoice('operatingSystem');
    const ended = options.filter((o) => o.label.endsWith(`(${endOfLifeCopy.mark})`));
    expect(ended.length).toBeGreaterThan(0);
    for (const option of ended) {
      const answers = { ...setupDefaults('vps'), operatingSystem: option.value };
      const release = vpsOperatingSystems.systems
        .flatMap((system) => system.releases.map((r) => ({ label: `${system.name} ${r.version}`, ...r })))
        .find((r) => option.label.startsWith(`${r.label} (`))!;
      expect(question.hint?.(answers)).toBe(endOfLifeCopy.hint(release.label, formatSastDate(reviewDay(release.endOfLife))));
      expect(problems(vps, answers)).toEqual([]);
      expect(setupLines('vps', vps.plan, answers).find((line) => line.id === 'operatingSystem')?.answer).toBe(option.label);
    }
    expect(question.hint?.(setupDefaults('vps'))).toBeUndefined();
    expect(question.hint?.({ ...setupDefaults('vps'), operatingSystem: 'debian-13' })).toBeUndefined();
  });

  it('when a choice starts at its default, then the default is never a release past its end of life', () => {
    for (const kind of planKinds)
      for (const question of setupQuestions[kind]) {
        if (question.type !== 'choice') continue;
        const start = question.options(firstOf(kind).plan).find((o) => o.value === question.default);
        expect(start?.label).not.toMatch(endOfLifeCopy.mark);
      }
  });

  it('when answers are bad, then each is refused under its own field with a clear message', () => {
    const result = validateForm(setupSchema(vps), {
      dataCentre: 'durban',
      operatingSystem: 'freebsd-14',
      hostname: 'web_1',
      sshPublicKey: PRIVATE_KEY_PROBE,
    });
    expect(result.errors).toEqual({
      dataCentre: 'Data centre must be one of the listed choices',
      operatingSystem: 'Operating system must be one of the listed choices',
      hostname: M.hostname,
      sshPublicKey: M.privateKey,
    });
  });

  it('when a question of another kind reaches the server, then it is refused by name', () => {
    const strictly = (of: PlanChoice, answers: unknown) => () =>
      setupSchema(of).validateSync(answers, { strict: true, abortEarly: false });
    expect(strictly(firstOf('vps'), { domainAction: 'register' })).toThrow('This plan has no set-up question domainAction');
    expect(strictly(firstOf('shared'), { hostname: 'web1' })).toThrow('This plan has no set-up question hostname');
  });

  it('when the domain is not sure yet, then a domain name is not asked, and giving one is refused', () => {
    const shared = firstOf('shared');
    expect(problems(shared, { domainAction: 'not-sure', domainName: 'example.co.za' })).toEqual([
      'Domain name is not asked with this choice',
    ]);
    expect(problems(shared, { domainAction: 'transfer', domainName: 'example.co.za', movingWebsite: 'yes' })).toEqual([]);
  });

  it('when an order arrives with some answers, then the rest are filled with their defaults and nothing foreign is kept', () => {
    expect(completeSetup('pastel', { licence: 'need', hostname: 'x' })).toEqual({
      pastelProduct: 'not-sure',
      licence: 'need',
      moveCompanyData: 'no',
    });
  });
});
