import { css } from '@emotion/react';
import { createElement, lazy, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isStatusPage, matchRoute } from '../../shared/routes';
import { retryImport } from '../lib/retry-import';
import { KEPT_ATTRIBUTE, serverHtmlOf } from './kept-html';

/*
 * A part of a page with nothing to press but links (a legal document's text, a service's details,
 * a hosting page's questions) is not hydrated: the browser keeps the server's HTML of it as it
 * stands, so its code is not among the page's scripts, and loads only when a navigation within the
 * site draws it afresh (docs/decisions/021).
 */

/** Its box is its content's: the holder is there only to carry the name and catch link presses. */
const holder = css`
  display: contents;
`;

/** A press on a link to one of the site's pages moves within the app, as a `Link` would. */
function useFollowLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    if (link.pathname === window.location.pathname && link.hash) return;
    if (isStatusPage(matchRoute(link.pathname).page)) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}

/**
 * A kept part: `name` says, from its props, what it shows (two props that draw the same HTML have
 * the same name); `load` brings its component. The server draws the component; the browser, at
 * hydration, the server's HTML of that name, and after a navigation the component, which suspends
 * until its code comes (the page's nearest Suspense boundary waits for it).
 */
export function keptPart<P extends object>(name: (props: P) => string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => retryImport(load).then((component) => ({ default: component })));
  return function KeptPart(props: P) {
    const key = name(props);
    const follow = useFollowLinks();
    const html = serverHtmlOf(key);
    const named = { [KEPT_ATTRIBUTE]: key };
    return html === undefined ? (
      <div {...named} css={holder} onClick={follow}>
        {createElement(Lazy, props)}
      </div>
    ) : (
      <div {...named} css={holder} onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
    );
  };
}
