import type { SerializedStyles } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while hydrating, true after (and at once on a page reached within the
 * site): what only the browser can show is never in server HTML, so hydration matches it.
 */
export const useMounted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * Renders its children only once the page has mounted in the browser. The server HTML (and the
 * hydration pass) hold a frame styled by `reserve` around `fallback`, so the content that arrives
 * later takes space already set aside and nothing below it moves.
 */
export function AfterMount({
  id,
  reserve,
  fallback = null,
  children,
}: {
  id?: string;
  reserve: SerializedStyles;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const mounted = useMounted();
  return (
    <div id={id} css={reserve} data-mounted={mounted ? 'true' : 'false'}>
      {mounted ? children : fallback}
    </div>
  );
}
