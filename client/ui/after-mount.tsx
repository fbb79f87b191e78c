import type { SerializedStyles } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

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
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div id={id} css={reserve} data-mounted={mounted ? 'true' : 'false'}>
      {mounted ? children : fallback}
    </div>
  );
}
