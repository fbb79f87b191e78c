import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { SEND_CONTACT_EMAIL_PATH } from '../shared/api';
import { CAPTCHA_CHALLENGE_PATH } from '../shared/captcha';
import { siteSpec, startServer, type BenchContext } from './site';

const POSTS = 200;
const WARM_UP = 10;

export interface PostFigures {
  posts: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * An accepted post, one at a time: the answer's time from the request to its last byte, which
 * covers the captcha's record of use and the message's durable write (the fsync a visitor waits
 * for). The captcha is solved before the clock starts (cheap proof of work, as the tests use), and
 * the data folder is a fresh one on the project's disk, not a tmpfs, so the fsync is real.
 */
export async function measurePosts(ctx: BenchContext, log: (line: string) => void): Promise<PostFigures> {
  const spec = siteSpec(ctx, 'posts-site');
  const dataDir = mkdtempSync(path.join(ctx.resultsDir, 'posts-data-'));
  const site = await startServer(ctx, {
    ...spec,
    env: { ...spec.env, DATA_DIR: dataDir, ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '40', CONTACT_RATE_LIMIT_MAX: '10000' },
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < WARM_UP + POSTS; i += 1) {
      const challenge = (await (await fetch(`${site.url}${CAPTCHA_CHALLENGE_PATH}`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const captcha = Buffer.from(
        JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
      ).toString('base64');
      const body = JSON.stringify({
        name: 'Bench Visitor',
        email: `bench-${i}@example.co.za`,
        company: '',
        phone: '+27 82 555 0100',
        message: `A message from the bench, number ${i}, please call.`,
        captcha,
      });
      const started = process.hrtime.bigint();
      const response = await fetch(`${site.url}${SEND_CONTACT_EMAIL_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.url },
        body,
      });
      await response.arrayBuffer();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.status !== 200) throw new Error(`post ${i} was answered ${response.status}`);
      if (i >= WARM_UP) times.push(ms);
    }
  } finally {
    await site.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const figures = { posts: POSTS, p50Ms: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), maxMs: sorted.at(-1) ?? 0 };
  log(
    `  accepted posts: p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms`,
  );
  return figures;
}
