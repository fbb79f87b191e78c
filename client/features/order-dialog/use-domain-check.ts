import { useCallback, useEffect, useRef, useState } from 'react';
import type { DomainCheckAnswer } from '../../../shared/domain-check';
import { checkDomain } from '../../../shared/validation/setup-answer-rules';
import { usePublicConfig } from '../../app/public-config-context';
import { fetchDomainCheck } from '../../lib/fetch-domain-check';

/** A pause in typing this long counts as done: long enough not to ask for every letter. */
const TYPING_PAUSE_MS = 700;

export type DomainCheckState =
  | { state: 'idle' }
  | { state: 'checking'; name: string }
  /** The site could not answer (offline, over its limit): shown as "couldn't check", never carried into the order. */
  | { state: 'failed'; name: string }
  | { state: 'answered'; name: string; answer: DomainCheckAnswer };

/**
 * The answer for the domain name being typed: asked when the visitor leaves the field or pauses
 * typing, only for a well-formed name, once per name; a name changed meanwhile drops the answer
 * for the old one. Nothing waits on it: the order can be sent at any moment.
 */
export function useDomainCheck(typed: string | undefined) {
  const { domainCheck: enabled } = usePublicConfig();
  const name = (typed ?? '').trim();
  const [check, setCheck] = useState<DomainCheckState>({ state: 'idle' });
  const asking = useRef<{ name: string; controller: AbortController } | null>(null);

  const ask = useCallback(() => {
    if (!enabled || !name || checkDomain(name) !== null || asking.current?.name === name) return;
    asking.current?.controller.abort();
    const controller = new AbortController();
    asking.current = { name, controller };
    setCheck({ state: 'checking', name });
    fetchDomainCheck(name, controller.signal).then(
      (answer) => setCheck(answer ? { state: 'answered', name, answer } : { state: 'failed', name }),
      () => undefined, // aborted: a newer name is being asked
    );
  }, [enabled, name]);

  useEffect(() => {
    if (asking.current && asking.current.name !== name) {
      asking.current.controller.abort();
      asking.current = null;
    }
    const timer = setTimeout(ask, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [ask, name]);

  useEffect(() => () => asking.current?.controller.abort(), []);

  const current: DomainCheckState = check.state !== 'idle' && check.name === name ? check : { state: 'idle' };
  /** The answer the order carries: only the registry's, and only for the name as it now stands. */
  const carried = current.state === 'answered' ? current.answer : undefined;
  return { check: current, onLeave: ask, carried };
}
