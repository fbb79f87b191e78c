import type { RequestHandler } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';
import type { SiteSettings } from '../site-settings';

/** A page's own inline scripts and styles as `'sha256-…'` sources (server/render/inline-hashes.ts makes them). */
interface InlineHashes {
  script: string[];
  style: string[];
}

const NO_INLINE: InlineHashes = { script: [], style: [] };

/** Third-party origins are allowed only when their service is configured (all off by default). */
function thirdParties(config: SiteSettings) {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  const style: string[] = [];
  const img: string[] = [];
  if (config.captcha.provider === 'hcaptcha') {
    const hc = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
    script.push(...hc);
    connect.push(...hc);
    frame.push(...hc);
    style.push(...hc);
  }
  if (config.chat.provider === 'tawk') {
    script.push('https://embed.tawk.to', 'https://*.tawk.to');
    connect.push('https://*.tawk.to', 'wss://*.tawk.to');
    frame.push('https://*.tawk.to');
    img.push('https://*.tawk.to', 'https://tawk.link');
    style.push('https://*.tawk.to');
  }
  if (config.chat.provider === 'crisp') {
    script.push('https://client.crisp.chat');
    connect.push('https://client.crisp.chat', 'wss://client.relay.crisp.chat');
    frame.push('https://game.crisp.chat');
    img.push('https://client.crisp.chat', 'https://image.crisp.chat');
    style.push('https://client.crisp.chat');
  }
  // The browser's Sentry SDK sends to its DSN's host, and only there.
  if (config.errorReports) connect.push(new URL(config.errorReports.dsn).origin);
  return { script, connect, frame, style, img };
}

/**
 * The CSP's directives: this site's files, and a page's own inline scripts and styles by their
 * hashes (any other response has none). Never a nonce, never 'unsafe-inline'.
 */
function directives(config: SiteSettings, inline: InlineHashes): Record<string, string[]> {
  const extra = thirdParties(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inline.script, ...extra.script],
    styleSrc: ["'self'", ...inline.style, ...extra.style],
    imgSrc: ["'self'", 'data:', ...extra.img],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...extra.connect],
    frameSrc: extra.frame.length > 0 ? extra.frame : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * A response's CSP header: the directives above with a page's inline hashes (none for any other
 * response), written as helmet writes them (`name value…` joined by `;`).
 */
export const cspHeader =
  (config: SiteSettings) =>
  (inline: InlineHashes): string =>
    Object.entries(directives(config, inline))
      .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
      .join(';');

/**
 * Helmet's headers on every response, and Permissions-Policy. The CSP is written once, as the
 * headers go out: the page route sets a page's own (allowing its inline parts by hash); any
 * response without one gets the policy that allows no inline code.
 */
export function securityHeaders(config: SiteSettings): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const noInline = cspHeader(config)(NO_INLINE);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    onHeaders(res, () => {
      if (!res.hasHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', noInline);
    });
    headers(req, res, next);
  };
}

/**
 * Browser features the site never uses, denied to it and to anything it embeds. Only features
 * Chromium knows are listed: an unknown one is reported as an error in every visitor's console.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');
