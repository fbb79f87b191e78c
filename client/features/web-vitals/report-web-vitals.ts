import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { WEB_VITALS_PATH, type VitalsBeacon } from '../../../shared/web-vitals';

/**
 * Real visitors' Core Web Vitals (the web-vitals library), sent to the site in one beacon when
 * the page is hidden, as the library's documentation batches them: the route pattern and the
 * values only, nothing about the visitor. Loaded after the page is interactive, for a sample of
 * visits (app/app.tsx).
 */
export function reportWebVitals(route: string): void {
  const queue = new Map<Metric['name'], number>();
  const add = (metric: Metric) => queue.set(metric.name, metric.value);
  const flush = () => {
    if (queue.size === 0) return;
    const beacon: VitalsBeacon = { route, metrics: [...queue].map(([name, value]) => ({ name, value })) };
    queue.clear();
    navigator.sendBeacon(WEB_VITALS_PATH, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onFCP(add);
  onTTFB(add);
  // After the library's own listeners, which report the final values on the same event.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
