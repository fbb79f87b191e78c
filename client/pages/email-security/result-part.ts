import { pagePart } from '../../app/page-part';

/**
 * A result in a chunk of its own (result-view.tsx): the page's bare address, the one most visitors
 * land on, carries none of it; a question's address lists it with the page's scripts, and a check
 * started from the page fetches it, and the findings' own chunk, as the visitor starts on the form.
 */
const load = () => import(/* webpackChunkName: "email-result" */ './result-view');

export const { Component: EmailResultPart, part: emailResultPart } = pagePart('email-result', () =>
  load().then((module) => module.Result),
);

/** The findings of a check as it runs, from the findings' chunk (the result's keeps them as the server drew them). */
const findingsPart = pagePart('email-result-body', () =>
  load()
    .then((module) => module.loadResultBody())
    .then((module) => module.CheckingFindings),
);
export const EmailFindingsPart = findingsPart.Component;

/**
 * Everything a check run from the page draws, fetched as the visitor starts on the form, so that no
 * part of the answer waits on the network (or draws empty for a moment) when it comes.
 */
export const preloadResult = () =>
  Promise.all([
    emailResultPart.load(),
    findingsPart.part.load(),
    load().then((module) => Promise.all([module.ResultBody.preload(), module.NothingToWatch.preload()])),
  ]);
