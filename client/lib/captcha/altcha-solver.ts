import { solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { CAPTCHA_CHALLENGE_PATH } from '../../../shared/captcha';
import { rateLimitedFrom } from '../rate-limited';
import { altchaConcurrency, createAltchaWorker } from './altcha-worker-pool';

const SOLVE_TIMEOUT_MS = 90_000;

async function fetchChallenge(): Promise<Challenge> {
  const response = await fetch(CAPTCHA_CHALLENGE_PATH, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    credentials: 'same-origin',
  });
  const limited = rateLimitedFrom(response, 'The captcha challenge');
  if (limited) throw limited;
  if (!response.ok) throw new Error(`The captcha challenge could not be fetched (${response.status})`);
  return (await response.json()) as Challenge;
}

/** Fetches a challenge from this site and solves it in workers; returns the payload the server verifies. */
export async function solveAltchaChallenge(): Promise<string> {
  const challenge = await fetchChallenge();
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: altchaConcurrency(),
    createWorker: createAltchaWorker,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error('The captcha challenge could not be solved in time');
  // The same payload the widget produces: base64 of the signed challenge and the solution.
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}
