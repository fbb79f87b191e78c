import { createElement, lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { retryImport } from '../lib/retry-import';
import { whenIdle } from '../lib/when-idle';
import { reportError } from '../features/error-reporting/report-error';
import type { PagePart } from './page-types';

/*
 * Parts of the page a visitor does not need in order to start using it (the footer, the lower
 * sections of the home page) hydrate after the rest. Their code is fetched when the browser is
 * first idle after hydration, or at the first client-side navigation, so it is not among the
 * scripts the page waits for. Until then React keeps their server HTML as it is: it is on screen,
 * and its links work as ordinary links. On the server they render in full like everything else.
 */
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => {
  release = resolve;
});

/** Lets the deferred parts load now (on the first client-side navigation). */
export const releaseDeferredParts = (): void => release();

/** Called once the page has hydrated: the deferred parts load when the browser is next idle. */
export function releaseDeferredPartsWhenIdle(): void {
  whenIdle(release);
}

/** Runs `task` when the deferred parts load: once the page has hydrated and the browser is idle. */
export const whenIdleAfterHydration = (task: () => void): void => void released.then(task);

/**
 * Real visitors' Core Web Vitals, for a sampled share of visits (`sampleRate`, from the server's
 * settings; 0 sends nothing and loads nothing): the web-vitals library loads with the deferred
 * parts, after the page is interactive, and reads the page's timings from the browser's buffer.
 */
export function reportWebVitalsWhenIdle(sampleRate: number, route: string): void {
  if (!(Math.random() < sampleRate)) return;
  void released
    .then(() => import(/* webpackChunkName: "web-vitals" */ '../features/web-vitals/report-web-vitals'))
    .then(
      ({ reportWebVitals }) => reportWebVitals(route),
      (error: unknown) => console.error('Web vitals could not be loaded', error),
    );
}

/**
 * A component whose code loads after hydration (see above). If its chunk cannot be loaded even
 * after retries, the server HTML simply stays: the error is logged and reported. Its chunk is
 * fetched once released, whether or not the part has rendered yet, unless `onlyWhereShown` (a
 * part some pages of a module do not show): then only when it renders.
 */
export function lazyAfterHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { onlyWhereShown = false } = {},
): ComponentType<P> {
  const asModule = () => load().then((component) => ({ default: component }));
  if (typeof window === 'undefined') return lazy(asModule);
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= retryImport(asModule).catch((error: unknown) => {
      console.error('A part of the page could not be loaded; its server HTML stays', error);
      reportError('error', error);
      return new Promise<never>(() => undefined);
    }));
  if (!onlyWhereShown) void released.then(start);
  return lazy(() => released.then(start));
}

/**
 * A part that hydrates after the page (lazyAfterHydration), in a Suspense boundary of its own and
 * behind memo. The page may render again just after hydrating (a hook that reads the browser once
 * mounted); were that render to reach a part still waiting for its code, React would drop the
 * part's server HTML until the code came, and the part would leave the screen for a moment. With
 * memo, the same props stop the render at the part, so its server HTML stays until it hydrates.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { onlyWhereShown?: boolean } = {},
): ComponentType<P> {
  const Part = lazyAfterHydration(load, options);
  return memo(function DeferredPart(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
  });
}

/**
 * A deferred part (above) that some of a page's addresses show from the start, where a visitor
 * means to use it at once (the domain search's answer, on the address a search comes back to; the
 * VPS table on its own): there the page lists `part` among its parts (partsFor), the browser loads
 * its chunk before hydrating, and the part hydrates with the page, its buttons working from the
 * first moment. Elsewhere it waits like any deferred part. Which of the two is chosen once, when
 * it mounts: switching a mounted part from the one to the other would mount it afresh, and a
 * visitor would lose the focus or the scroll inside it.
 */
export function deferredPagePart<P extends object>(
  chunk: string,
  load: () => Promise<ComponentType<P>>,
  options: { onlyWhereShown?: boolean } = {},
): { Component: ComponentType<P>; part: PagePart } {
  let loaded: ComponentType<P> | undefined;
  const part: PagePart = { chunk, load: () => retryImport(load).then((component) => (loaded = component)) };
  const Deferred = deferredPart(load, options);
  const Component = memo(function PagePartOrDeferred(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Suspense, { fallback: null }, createElement(Ready, props)) : createElement(Deferred, props);
  });
  return { Component, part };
}
