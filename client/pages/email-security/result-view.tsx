import { useRef } from 'react';
import { emailSecurityCopy as copy } from '../../../shared/catalogue/email-security-page-copy';
import { givesVerdict } from '../../../shared/email-security/result';
import { takesNoMail } from '../../../shared/email-security/takes-no-mail';
import { useCopyPresses } from '../../app/copy-presses';
import { keptPart } from '../../app/kept-part';
import { usePublicConfig } from '../../app/public-config-context';
import { LazyEmailSecurityReviewForm, reviewFormPlaceholder } from '../../features/email-security-review/lazy-review-form';
import { useNearViewport } from '../../ui/use-near-viewport';
import { WATCH_SECTION_ID } from './check-address';
import type { ResultBodyProps } from './result-body';
import { EmailWatchPart } from './watch-part';

/** The result's own chunk: what it shows, kept as the server drew it, and the findings of a check as it runs. */
export const loadResultBody = () => import(/* webpackChunkName: "email-result-body" */ './result-body');

/** Named by the result it shows: a new check, or "is it live?" asked again, draws afresh. */
export const ResultBody = keptPart(
  ({ result, selector }: ResultBodyProps) =>
    `email-result:${result.domain}:${result.checkedAt}:${result.live?.askedAt ?? ''}:${selector ?? ''}`,
  () => loadResultBody().then((module) => module.ResultBody),
);

/** In the watch's place for a domain that takes no e-mail: words only, kept likewise. */
export const NothingToWatch = keptPart(
  ({ shown }: { id: string; shown: string }) => `email-nothing-to-watch:${shown}`,
  () => import(/* webpackChunkName: "email-nothing-to-watch" */ './nothing-to-watch').then((module) => module.NothingToWatch),
);

/**
 * A domain's result: what it found (ResultBody, kept), then the review and the watch, whose forms
 * run scripts and hydrate with the page.
 */
export function Result({ result, selector }: ResultBodyProps) {
  const { emailWatch } = usePublicConfig();
  // The kept body's copy buttons have none of its code to listen for them.
  useCopyPresses();
  // The review form's code (yup, the captcha) comes as its place nears the screen, under every
  // finding, as the contact and call-back forms' do: not while the page loads.
  const reviewArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(reviewArea, true);
  const answered = result.exists && result.findings.some(givesVerdict);
  return (
    <>
      <ResultBody result={result} selector={selector} />
      {answered && (
        <>
          <section aria-labelledby="review-heading">
            <h2 id="review-heading">{copy.reviewHeading}</h2>
            <p>{copy.reviewIntro}</p>
            <div className="review-form" ref={reviewArea}>
              {near ? <LazyEmailSecurityReviewForm domain={result.domain} /> : reviewFormPlaceholder}
            </div>
          </section>
          {emailWatch &&
            (takesNoMail(result) ? (
              <NothingToWatch id={WATCH_SECTION_ID} shown={result.shown} />
            ) : (
              <EmailWatchPart id={WATCH_SECTION_ID} domain={result.domain} shown={result.shown} />
            ))}
        </>
      )}
    </>
  );
}
