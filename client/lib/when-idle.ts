/**
 * Runs `task` when the browser is next idle (at most two seconds on), or a moment later where
 * there is no requestIdleCallback (WebKit). Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
