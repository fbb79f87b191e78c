import { DOMAIN_CHECK_PATH, type DomainCheckAnswer } from '../../shared/domain-check';

const STATUSES = new Set(['available', 'registered', 'unknown']);

/**
 * Asks the site whether a name is free. Resolves with the registry's answer; null when the site
 * could not answer (offline, over the limit, a name it refused): the visitor's order goes on
 * either way, so nothing here ever throws except an abort.
 */
export async function fetchDomainCheck(name: string, signal: AbortSignal): Promise<DomainCheckAnswer | null> {
  try {
    const response = await fetch(`${DOMAIN_CHECK_PATH}?name=${encodeURIComponent(name)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as Partial<DomainCheckAnswer> | null;
    if (typeof answer?.ascii !== 'string' || typeof answer.checkedAt !== 'string' || !STATUSES.has(String(answer.status))) {
      return null;
    }
    return answer as DomainCheckAnswer;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
