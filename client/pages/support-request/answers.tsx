/**
 * What the support request's page shows in the form's place or beside it: the confirmation of a
 * request taken, and the reasons a post without JavaScript was refused.
 */
import { useEffect, useRef } from 'react';
import { supportRequestCopy as copy } from '../../../shared/catalogue/support-request-copy';
import { SUPPORT_RECEIVED_ID, type SupportAnswer } from '../../../shared/support/request';

/** Where the form posted without JavaScript and refused opens: its reasons, focused, atop the form. */
export const PROBLEMS_ID = 'support-problems';

/**
 * The answer in the form's place: focus and the view move to it (the form was longer, and the page
 * stayed scrolled to where its button was), so a screen reader reads it and the eye finds it.
 */
export function Received({ answer }: { answer: Extract<SupportAnswer, { step: 'received' }> }) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    shown.current?.focus({ preventScroll: true });
    shown.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div className="answer" id={SUPPORT_RECEIVED_ID} ref={shown} tabIndex={-1} role="status" data-testid="support-received">
      <h2>{copy.received.heading}</h2>
      <p>{copy.received.reference}</p>
      <p className="reference" data-testid="support-reference">
        {answer.reference}
      </p>
      <p>{copy.received.status}</p>
      <p>
        {/* A whole page load: the server answers the link with the request's state as the helpdesk says it now. */}
        <a href={answer.statusPath} data-testid="support-status-link">
          {copy.received.statusLink}
        </a>
      </p>
      {answer.email && (
        <>
          <p data-testid="support-sent-to">{copy.received.sentTo(answer.email)}</p>
          <p>{copy.received.checkAddress}</p>
        </>
      )}
    </div>
  );
}

/**
 * Atop the form posted without JavaScript and refused: the page opens at it (the form's action
 * names it) and it holds focus, so the reasons are read first, with the files to choose again
 * (a browser keeps none).
 */
export function Problems({ problems, chosen }: { problems: string[]; chosen: string[] }) {
  return (
    <div className="wide problems" id={PROBLEMS_ID} tabIndex={-1} autoFocus data-testid="support-problems">
      <h2>{copy.refusedHeading}</h2>
      <ul>
        {problems.map((problem) => (
          <li className="problem" key={problem}>
            {problem}
          </li>
        ))}
      </ul>
      {chosen.length > 0 && <p>{copy.chooseAgain(chosen)}</p>}
    </div>
  );
}
