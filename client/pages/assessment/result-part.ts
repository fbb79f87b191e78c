import { pagePart } from '../../app/page-part';

/**
 * The result in a chunk of its own (assessment-result.tsx, with its chart, the services it names
 * and the review form's loader): the questions, where every visit starts, hydrate without it. The
 * first focus or answer on the form brings it; a result shown from the start (drawn from a post,
 * or kept by the tab) is listed with the page's scripts (the page's `partsFor`) and hydrates with it.
 */
export const { Component: AssessmentResultPart, part: assessmentResultPart } = pagePart('assessment-result', () =>
  import(/* webpackChunkName: "assessment-result" */ './assessment-result').then((module) => module.AssessmentResult),
);

/** Fetches the result's code ahead of its showing; a failure waits for the showing, which retries. */
export const preloadResult = (): Promise<unknown> => assessmentResultPart.load().catch(() => undefined);
