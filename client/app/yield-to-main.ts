interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the task that is running and goes on in a new one, so the browser can draw and answer a tap
 * in between. `scheduler.yield()` (Chromium) goes on ahead of other waiting tasks; elsewhere a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
