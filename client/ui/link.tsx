import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/*
 * react-router's own `Link` carries its framework mode's prefetching (route modules, data URLs,
 * `<link rel=prefetch>`), which this site never uses, on every page: 3.4 KB brotli of the shell.
 * These are the same anchors, built on the hooks react-router offers for a link of one's own
 * (`useHref`, `useLinkClickHandler`), so a press still moves within the app (docs/decisions/034).
 */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  /** Keeps the page where it is scrolled (the VPS page's view switch). */
  preventScrollReset?: boolean;
  /** A plain link: the browser loads the page afresh (the self-assessment's "start again"). */
  reloadDocument?: boolean;
}

/** An anchor to one of the site's pages: a plain link in server HTML, a move within the app once hydrated. */
export function Link({ to, replace, preventScrollReset, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, preventScrollReset, target });
  const onPress = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={reloadDocument ? onClick : onPress} />;
}

/**
 * A link marked `aria-current="page"` and `active` where the address is its page or, unless `end`,
 * a page under it: as react-router's `NavLink` marks it.
 */
export function NavLink({ end = false, className, ...rest }: LinkProps & { to: string; end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(rest.to).pathname.toLowerCase();
  const slashAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(slashAt) === '/');
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} className={classes} aria-current={active ? 'page' : undefined} />;
}
