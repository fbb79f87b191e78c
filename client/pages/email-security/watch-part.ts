import { pagePart } from '../../app/page-part';

/**
 * "E-mail me if this gets worse" in a chunk of its own: only a result shows it, so the page's
 * bare address carries none of it; a question's address lists it with the page's scripts.
 */
export const { Component: EmailWatchPart, part: emailWatchPart } = pagePart('email-watch-form', () =>
  import(/* webpackChunkName: "email-watch-form" */ '../../features/email-watch-form/email-watch-form').then(
    (module) => module.EmailWatchSection,
  ),
);
