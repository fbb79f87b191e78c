import { lazy, Suspense, type ComponentProps } from 'react';
import type { PagePart } from '../../app/page-types';
import { retryImport } from '../../lib/retry-import';

type VpsComparisonComponent = typeof import('./vps-comparison').VpsComparison;

let loaded: VpsComparisonComponent | undefined;

/**
 * The VPS table in a chunk of its own: the plans' cards, the spec's view and the one most
 * visitors see, carry none of its script. On the table's own address the server lists its chunk
 * with the page's and the browser loads it before hydrating, so its Order Now buttons work from
 * the first moment; from the cards it comes when the browser is idle, ready for the switch.
 */
export const vpsComparisonPart: PagePart = {
  chunk: 'vps-comparison',
  load: () =>
    retryImport(() => import(/* webpackChunkName: "vps-comparison" */ './vps-comparison')).then(
      (module) => (loaded = module.VpsComparison),
    ),
};

const LazyVpsComparison = lazy(() => vpsComparisonPart.load().then(() => ({ default: loaded! })));

/** The table, at once when its chunk is there (hydration), else as soon as it arrives. */
export function VpsComparisonPart(props: ComponentProps<VpsComparisonComponent>) {
  const Loaded = loaded;
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <LazyVpsComparison {...props} />}</Suspense>;
}
