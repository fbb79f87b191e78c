import { ConfigError, loadConfig, publicConfig } from '../../server/config';

describe('configuration', () => {
  it('when no variable is set, then the embedded defaults give a working site', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.captcha.provider).toBe('altcha');
    expect(config.chat).toEqual({ provider: 'none' });
    expect(config.rateLimit).toEqual({ windowMs: 600000, max: 5 });
    expect(config.trustProxyHops).toBe(0);
  });

  it('when several values are bad, then one error names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        PUBLIC_URL: 'ftp://x',
        SMTP_URL: 'mail.example.com',
        TRUST_PROXY_HOPS: '-1',
        LOG_LEVEL: 'loud',
        CAPTCHA_PROVIDER: 'hcaptcha',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'PORT',
      'PUBLIC_URL',
      'SMTP_URL',
      'TRUST_PROXY_HOPS',
      'LOG_LEVEL',
      'HCAPTCHA_SITE_KEY',
      'HCAPTCHA_SECRET',
    ]) {
      expect(message).toContain(name);
    }
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
});
