import { ConfigError, loadConfig, publicConfig } from '../../server/config';
import { cspHeader } from '../../server/security/headers';
import { DEFAULT_RETRY } from '../../server/mail/retry-policy';
import { parseWhoisServers, ZACR_WHOIS } from '../../server/domains/whois-servers';

describe('configuration', () => {
  it('when no variable is set, then the embedded defaults give a working site', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.chat).toEqual({ provider: 'none' });
    expect(config.rateLimit).toEqual({ windowMs: 600000, max: 5 });
    expect(config.trustProxyHops).toBe(0);
    expect(config.captcha).toMatchObject({ provider: 'altcha', cost: 500, maxNumber: 10_000 });
    expect(config.challengeRateLimit).toEqual({ windowMs: 600_000, max: 600 });
    expect(config.errorReportRateLimit).toEqual({ windowMs: 600_000, max: 30 });
    expect(config.mail.retry).toEqual(DEFAULT_RETRY);
    // No metrics and no error reports, so the browser sends neither.
    expect(config.metrics).toBeUndefined();
    expect(publicConfig(config).webVitalsSampleRate).toBe(0);
    expect(config.errorReports).toBeUndefined();
    expect(publicConfig(config).errorReportsDsn).toBeNull();
  });

  it('when several values are bad, then one error names every bad variable', () => {
    const boot = () =>
      loadConfig({
        PORT: 'eighty',
        PUBLIC_URL: 'ftp://x',
        SMTP_URL: 'mail.example.com',
        TRUST_PROXY_HOPS: '-1',
        LOG_LEVEL: 'loud',
        CAPTCHA_PROVIDER: 'hcaptcha',
      });
    expect(boot).toThrow(ConfigError);
    const named = ['PORT', 'PUBLIC_URL', 'SMTP_URL', 'TRUST_PROXY_HOPS', 'LOG_LEVEL', 'HCAPTCHA_SITE_KEY', 'HCAPTCHA_SECRET'];
    for (const name of named) expect(boot).toThrow(name);
  });

  it('when EMAIL_WATCH_EVERY is set, then it is a duration of 10 s or more, a week unset, and EMAIL_WATCH=off has no watch', () => {
    expect(loadConfig({}).emailWatch?.everyMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(loadConfig({ EMAIL_WATCH_EVERY: '10s' }).emailWatch?.everyMs).toBe(10_000);
    expect(loadConfig({ EMAIL_WATCH_EVERY: '12h' }).emailWatch?.everyMs).toBe(12 * 60 * 60 * 1000);
    for (const bad of ['9s', '7 days', '1w', '-1d'])
      expect(() => loadConfig({ EMAIL_WATCH_EVERY: bad })).toThrow(/EMAIL_WATCH_EVERY must be a duration of 10s or more/);
    expect(loadConfig({ EMAIL_WATCH: 'off' }).emailWatch).toBeUndefined();
    expect(publicConfig(loadConfig({ EMAIL_WATCH: 'off' })).emailWatch).toBe(false);
  });

  it('when a chat provider is chosen without its id, then the id variable is named', () => {
    expect(() => loadConfig({ CHAT_PROVIDER: 'crisp' })).toThrow(/CRISP_WEBSITE_ID is required/);
  });

  it('when hCaptcha is configured, then the browser gets the site key and never the secret', () => {
    const config = loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', HCAPTCHA_SITE_KEY: 'site-key', HCAPTCHA_SECRET: 'top-secret' });
    const sent = JSON.stringify(publicConfig(config));
    expect(sent).toContain('site-key');
    expect(sent).not.toContain('top-secret');
  });

  it('when the default captcha is used, then its HMAC key stays on the server', () => {
    const config = loadConfig({ ALTCHA_HMAC_KEY: 'server-only-key' });
    expect(JSON.stringify(publicConfig(config))).not.toContain('server-only-key');
  });

  it('when several processes share Redis and hand requests to RT, then SUPPORT_REPLY_KEY must be set, as each would sign status links with its own', () => {
    const shared = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      ALTCHA_HMAC_KEY: 'shared-captcha-key',
      HELPDESK_RT_URL: 'http://rt.example.test',
      HELPDESK_RT_TOKEN: '1-14-0123456789abcdef',
    };
    expect(() => loadConfig(shared)).toThrow(/SUPPORT_REPLY_KEY must be set when REDIS_URL is set/);
    const config = loadConfig({ ...shared, SUPPORT_REPLY_KEY: 'a shared key of the site' });
    expect(config.support.replyKey).toBe('a shared key of the site');
    expect(JSON.stringify(publicConfig(config))).not.toContain('a shared key of the site');
  });
});

describe('the endpoint, mail and metrics settings', () => {
  it('when SENTRY_DSN is set, then errors are reported there, a tenth of requests traced, the browser told the DSN and allowed to connect to its host only', () => {
    const dsn = 'https://0123abcd@glitchtip.example.co.za/7';
    const config = loadConfig({ SENTRY_DSN: dsn });
    expect(config.errorReports).toEqual({ dsn, tracesSampleRate: 0.1 });
    expect(publicConfig(config).errorReportsDsn).toBe(dsn);
    expect(cspHeader(config)({ script: [], style: [] })).toContain("connect-src 'self' https://glitchtip.example.co.za;");
    expect(cspHeader(loadConfig({}))({ script: [], style: [] })).toContain("connect-src 'self';");
    expect(loadConfig({ SENTRY_DSN: dsn, SENTRY_TRACES_SAMPLE_RATE: '0' }).errorReports?.tracesSampleRate).toBe(0);
  });

  it('when METRICS_PORT is set, then metrics are on, on loopback, and every visit sends its web vitals unless sampled down', () => {
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({
      metrics: { host: '127.0.0.1', port: 9464 },
      webVitals: { sampleRate: 1, rateLimit: { windowMs: 600_000, max: 60 } },
    });
    expect(publicConfig(loadConfig({ METRICS_PORT: '9464', WEB_VITALS_SAMPLE_RATE: '0.25' })).webVitalsSampleRate).toBe(0.25);
  });

  it.each([
    ['ALTCHA_COST', '0'],
    ['ALTCHA_MAX_NUMBER', 'many'],
    ['CAPTCHA_CHALLENGE_RATE_LIMIT_MAX', '-3'],
    ['CLIENT_ERROR_RATE_LIMIT_MAX', 'x'],
    ['MAIL_RETRY_FIRST_DELAY_MS', '1'],
    ['MAIL_RETRY_POLL_MS', 'soon'],
    ['METRICS_PORT', '70000'],
    ['WEB_VITALS_SAMPLE_RATE', '2'],
    ['SENTRY_DSN', 'https://sentry.example.co.za/7'],
    ['SENTRY_DSN', 'ftp://key@sentry.example.co.za/7'],
    ['SENTRY_DSN', 'https://key@sentry.example.co.za/project'],
    ['SENTRY_TRACES_SAMPLE_RATE', 'all'],
  ])('when %s is %p, then boot stops naming it and the value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name} .*\\(got "${value}"\\)`));
  });
});

describe('the domain check settings', () => {
  it('when none is set, then the shipped copy of IANA’s bootstrap file, ZACR’s WHOIS servers and 60 questions a minute per registry host are used', () => {
    expect(loadConfig({}).domainCheck).toMatchObject({
      bootstrap: { publication: '2026-06-26T18:00:02Z' },
      whois: parseWhoisServers(ZACR_WHOIS),
      registryBudgetPerMinute: 60,
    });
  });

  it.each([
    ['DOMAIN_CHECK_BOOTSTRAP_FILE', '/nonexistent/dns.json', 'cannot be read'],
    ['DOMAIN_CHECK_BOOTSTRAP_FILE', 'README.md', 'is not JSON'],
    ['DOMAIN_CHECK_WHOIS', 'co.za', 'must be suffix=host[:port] pairs'],
    ['DOMAIN_CHECK_REGISTRY_BUDGET', 'lots', 'must be a whole number'],
  ])('when %s is %p, then boot stops naming it: %s', (name, value, reason) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name} ${reason}`);
  });
});

describe('the e-mail check’s blocklists', () => {
  it('when none is set, then SpamCop, PSBL and Mailspike are asked, each with its removal page, and Spamhaus is not', () => {
    expect(loadConfig({}).emailCheck.blocklists).toEqual([
      { zone: 'bl.spamcop.net', name: 'bl.spamcop.net', removal: 'https://www.spamcop.net/bl.shtml' },
      { zone: 'psbl.surriel.com', name: 'psbl.surriel.com', removal: 'https://psbl.org/remove' },
      { zone: 'bl.mailspike.net', name: 'bl.mailspike.net', removal: 'https://mailspike.io/ip_verify' },
    ]);
    expect(loadConfig({ EMAIL_CHECK_BLOCKLISTS: 'none' }).emailCheck.blocklists).toEqual([]);
  });

  it('when a Spamhaus key is set, then ZEN is asked through its Data Query Service, named without the key', () => {
    const { blocklists } = loadConfig({
      EMAIL_CHECK_BLOCKLISTS: 'dnsbl.example.net=https://dnsbl.example.net/remove',
      EMAIL_CHECK_SPAMHAUS_KEY: 'abcdefghij0123456789klmnop',
    }).emailCheck;
    expect(blocklists).toEqual([
      { zone: 'dnsbl.example.net', name: 'dnsbl.example.net', removal: 'https://dnsbl.example.net/remove' },
      { zone: 'abcdefghij0123456789klmnop.zen.dq.spamhaus.net', name: 'Spamhaus ZEN', removal: 'https://check.spamhaus.org/' },
    ]);
  });

  it.each([
    ['EMAIL_CHECK_BLOCKLISTS', 'bl.spamcop.net,not a zone', 'is not a blocklist zone'],
    ['EMAIL_CHECK_BLOCKLISTS', 'dnsbl.example.net=ftp://x', 'its removal page must be'],
    ['EMAIL_CHECK_BLOCKLISTS', 'zen.spamhaus.org', 'only through EMAIL_CHECK_SPAMHAUS_KEY'],
    ['EMAIL_CHECK_BLOCKLISTS', 'abcdefghij0123456789klmnop.zen.dq.spamhaus.net', 'only through EMAIL_CHECK_SPAMHAUS_KEY'],
    ['EMAIL_CHECK_SPAMHAUS_KEY', 'key.with.dots', 'must be a Spamhaus Data Query Service key'],
  ])('when %s is %p, then boot stops naming it: %s', (name, value, reason) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name} .*${reason}`));
  });
});
