import { createElement, lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { retryImport } from '../lib/retry-import';
import { reportError } from '../features/error-reporting/report-error';
import type { PagePart } from './page-types';

/*
 * Why: a part most of a page's addresses never show has a chunk of its own, so the others carry
 * none of its code: the VPS table (3.9 KB gzip) shows only on `?view=compare`, the domain search
 * (2.3 KB) only on the three hosting pages that offer it. Where an address shows it, the page
 * lists it (`partsFor`): the server names its chunk with the page's scripts, the browser loads it
 * before hydrating, and it hydrates with the page. Elsewhere its code loads when it first renders
 * (the switch to the table, which also fetches it once the browser is idle).
 *
 * Every other part hydrates with its page. Holding back the code of the footer, the toasts, the
 * home page under its hero and a hosting page under its plans until the browser was idle after
 * hydration gained, measured on a 412×823 phone with slow 4G and a 4× slower CPU (11 cold loads
 * of each build, paired medians): interactive 0.16 s sooner on the home page (1.56 s against
 * 1.69 s), 0.14 s on the VPS page and 0.10 s on the shared hosting page, with 17 KB gzip less
 * script before it, and 0.05 to 0.16 s more main-thread work in all; the same server HTML was on
 * screen as soon either way. Nothing a visitor would notice, against three wrappers over
 * React.lazy whose mistakes showed only as server HTML vanishing (docs/decisions/010).
 */

/**
 * A page part's component and the part a page lists. Which of the two it is (the loaded
 * component, or a lazy one waiting for its code) is chosen once, when it mounts: switching a
 * mounted part from one to the other would mount it afresh, losing a sort order or the focus. It
 * sits behind memo in a Suspense boundary of its own: were the page to render again into a part
 * still waiting for its code during hydration, React would drop the part's server HTML until the
 * code came. If its chunk cannot be loaded even after retries, the server HTML simply stays.
 *
 * `shows` says whether its props show the part at all: where not, the boundary is drawn empty and
 * no code is fetched. It is for a part the server may draw or not at an address the browser cannot
 * yet tell apart (the contact page's `?plan=`: the server draws only a plan it knows, which the
 * browser learns from the part's code): the page draws the part's boundary at every address, and
 * the part draws nothing for what the server did not draw.
 */
export function pagePart<P extends object>(
  chunk: string,
  load: () => Promise<ComponentType<P>>,
  shows: (props: P) => boolean = () => true,
): { Component: ComponentType<P>; part: PagePart } {
  let loaded: ComponentType<P> | undefined;
  const loadPart = () => retryImport(load).then((component) => (loaded = component));
  const Lazy = lazy(() =>
    loadPart().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (typeof window === 'undefined') throw error;
        console.error('A part of the page could not be loaded; its server HTML stays', error);
        reportError('error', error);
        return new Promise<never>(() => undefined);
      },
    ),
  );
  const Component = memo(function PagePart(props: P) {
    const [Ready] = useState(() => loaded);
    return createElement(Suspense, { fallback: null }, shows(props) ? createElement(Ready ?? Lazy, props) : null);
  });
  return { Component, part: { chunk, load: loadPart } };
}
