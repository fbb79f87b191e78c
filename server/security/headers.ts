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

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
}

export function securityHeaders(config: Config): RequestHandler {
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
