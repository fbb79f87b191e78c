import { pagePart } from '../../app/page-part';

/**
 * A result, and the findings of a check as it runs, in a chunk of their own (result-view.tsx):
 * the page's bare address, the one most visitors land on, carries none of it; a question's address
 * lists it with the page's scripts, and a check started from the page fetches it as the visitor
 * starts on the form.
 */
const load = () => import(/* webpackChunkName: "email-result" */ './result-view');

export const { Component: EmailResultPart, part: emailResultPart } = pagePart('email-result', () =>
  load().then((module) => module.Result),
);

export const { Component: EmailFindingsPart } = pagePart('email-result', () => load().then((module) => module.CheckingFindings));
