import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { emailSecurityQuestion, LIVE_PARAM } from '../../../shared/email-security/result';
import { paths } from '../../../shared/routes';
import { LIVE_SECTION_ID } from './check-address';
import { preloadResult } from './result-part';

const withoutLive = (question: string) => {
  const params = new URLSearchParams(question);
  params.delete(LIVE_PARAM);
  return params.toString();
};

/** Whether two questions ask the same check, "is it live?" aside: the one's result stands while the other is asked. */
export const sameCheck = (one: string, other: string) => withoutLive(one) === withoutLive(other);

/**
 * "Is it live?" asked in place: its plain GET form (in the result kept as the server drew it) is
 * caught as it submits, and the page's address takes its question, which the page then asks; when
 * the answer (`answeredAt`) comes, the section stands where it stood on screen.
 */
export function useLiveInPlace(answeredAt: string | undefined) {
  const navigate = useNavigate();
  const top = useRef<number | null>(null);
  useLayoutEffect(() => {
    const section = document.getElementById(LIVE_SECTION_ID);
    if (top.current === null || !section) return;
    window.scrollBy({ top: section.getBoundingClientRect().top - top.current, behavior: 'instant' });
    top.current = null;
  }, [answeredAt]);
  return (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.elements.namedItem(LIVE_PARAM)) return;
    event.preventDefault();
    top.current = document.getElementById(LIVE_SECTION_ID)?.getBoundingClientRect().top ?? null;
    void preloadResult().catch(() => undefined);
    const fields = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    // A press asks again where the visitor is: not a new place to go Back to.
    void navigate(`${paths['email-security']}?${emailSecurityQuestion(fields)}#${LIVE_SECTION_ID}`, { replace: true });
  };
}
