import { css } from '@emotion/react';
import { createElement, lazy, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isStatusPage, matchRoute } from '../../shared/routes';
import { retryImport } from '../lib/retry-import';
import { KEPT_ATTRIBUTE, serverHtmlOf } from './kept-html';

/*
 * A part of a page with nothing to press but links, plain forms and copy buttons (a legal
 * document's text, a service's details, a hosting page's questions, an e-mail check's findings) is
 * not hydrated: the browser keeps the server's HTML of it as it stands, so its code is not among the
 * page's scripts, and loads only when the browser draws it afresh: after a navigation within the
 * site, or for an answer made in the page (docs/decisions/021, 022).
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

/** A kept part's component, and `preload`, which brings its code ahead of a draw in the browser. */
export type KeptPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A kept part: `name` says, from its props, what it shows (two props that draw the same HTML have
 * the same name); `load` brings its component. The server draws the component; the browser, at
 * hydration, the server's HTML of that name, and otherwise the component: at once where its code
 * is in (`preload`), else once it comes (the page's nearest Suspense boundary waits for it).
 */
export function keptPart<P extends object>(name: (props: P) => string, load: () => Promise<ComponentType<P>>): KeptPart<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => retryImport(load).then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Kept(props: P) {
    const key = name(props);
    const follow = useFollowLinks();
    const html = serverHtmlOf(key);
    const named = { [KEPT_ATTRIBUTE]: key };
    return html === undefined ? (
      <div {...named} css={holder} onClick={follow}>
        {createElement(loaded ?? Lazy, props)}
      </div>
    ) : (
      <div {...named} css={holder} onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  return Object.assign(Kept, { preload });
}
