import type { SerializedStyles } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * Renders its children only once the page has mounted in the browser. The server HTML (and the
 * hydration pass) hold an empty frame styled by `reserve`, so the content that arrives later
 * takes space already set aside and nothing below it moves.
 */
export function AfterMount({ id, reserve, children }: { id?: string; reserve: SerializedStyles; children: ReactNode }) {
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div id={id} css={reserve} data-mounted={mounted ? 'true' : 'false'}>
      {mounted ? children : null}
    </div>
  );
}
