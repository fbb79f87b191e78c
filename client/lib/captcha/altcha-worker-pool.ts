/** Creates a proof-of-work worker; webpack bundles it as its own file, allowed by worker-src 'self'. */
export const createAltchaWorker = (): Worker => new Worker(new URL('./altcha-worker.ts', import.meta.url), { name: 'altcha' });

/** Two to four workers: enough to finish quickly without taking every core of a phone. */
export const altchaConcurrency = (): number => Math.min(4, Math.max(2, navigator.hardwareConcurrency || 2));
