import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

const nonceOf = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;

/** Third-party origins are allowed only when their service is configured (both off by default). */
function thirdParties(config: Config) {
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
  return { script, connect, frame, style, img };
}

const NONCE_BYTES = 16;
// One getrandom call per 256 nonces rather than per response; every nonce is still fresh CSPRNG output.
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function freshNonce(): string {
  if (poolOffset >= pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = freshNonce();
    next();
  };
}

function helmetFor(config: Config): RequestHandler {
  const extra = thirdParties(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceOf, ...extra.script],
        styleSrc: ["'self'", nonceOf, ...extra.style],
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
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * Browser features the site never uses, denied to it and to anything it embeds. Only features
 * Chromium knows are listed: an unknown one is reported as an error in every visitor's console.
 */
export const PERMISSIONS_POLICY = [
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

export interface SecurityHeaderSet {
  /** Headers that are the same on every response, in helmet's order. */
  fixed: [string, string][];
  /** The CSP split where the nonce goes: join with the response's nonce. */
  cspParts: string[];
}

/**
 * Runs helmet once against a recording response, so helmet stays the source of every header and
 * value, and a request pays only for copying them (helmet rebuilds the same strings each time).
 */
export function captureSecurityHeaders(config: Config): SecurityHeaderSet {
  const marker = `nonce${randomBytes(12).toString('hex')}`;
  const headers = new Map<string, string>();
  const recorder = {
    locals: { cspNonce: marker },
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  let done = false;
  helmetFor(config)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously; the security headers cannot be precomputed');
  const fixed: [string, string][] = [['Permissions-Policy', PERMISSIONS_POLICY]];
  let cspParts = [''];
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'content-security-policy') cspParts = value.split(marker);
    else fixed.push([name, value]);
  }
  return { fixed, cspParts };
}

/** Helmet's headers on every response, with the response's own nonce in the CSP. */
export function securityHeaders(config: Config): RequestHandler {
  const { fixed, cspParts } = captureSecurityHeaders(config);
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', cspParts.join(res.locals.cspNonce as string));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
