/**
 * Where the visitor was on each history entry, so Back and Forward return there: the router's own
 * key in `history.state` names the entry, and each scroll is noted under the entry current when it
 * happens (a link followed changes the entry before the new page draws, so the old place is never
 * overwritten). Kept in sessionStorage too, so a page loaded afresh by Back finds its place.
 */

const STORE_KEY = 'scroll-places';
/** Places kept at most: the oldest go first. */
const PLACES_MAX = 50;
/** How long a restore waits for a page still drawing (a chunk, a part) to grow tall enough. */
const RESTORE_WAIT_MS = 2000;

const places = new Map<string, number>();

/** The current history entry: the key react-router gives it ('default' for a page load's first), and its path. */
const entryKey = (): string => `${(history.state as { key?: string } | null)?.key ?? 'default'} ${location.pathname}`;

let read = false;

/**
 * The places kept by earlier page loads, read once, when first needed (a restore, or keeping them):
 * a page's first read of sessionStorage waits on the browser, so a load never pays it up front.
 * Places noted since the load stay the newer.
 */
function readStored(): void {
  if (read) return;
  read = true;
  const noted = [...places];
  places.clear();
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '[]') as [string, number][];
    for (const [key, y] of stored) if (typeof key === 'string' && Number.isFinite(y)) places.set(key, y);
  } catch {
    // Storage refused or unreadable: places are then kept in memory only.
  }
  for (const [key, y] of noted) {
    places.delete(key);
    places.set(key, y);
  }
}

function store(): void {
  readStored();
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify([...places].slice(-PLACES_MAX)));
  } catch {
    // Storage full or refused: the places in memory still serve this page load.
  }
}

let noting = false;

/** From now on, each scroll is noted under the entry it happens on. Once per page load. */
export function notePlaces(): void {
  if (noting) return;
  noting = true;
  let pending = false;
  window.addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        const key = entryKey();
        places.delete(key);
        places.set(key, Math.round(window.scrollY));
      });
    },
    { passive: true },
  );
  window.addEventListener('pagehide', store);
}

/**
 * Scrolls to where the visitor was on the current entry (the top where nothing was noted). A page
 * still drawing is followed until it is tall enough, for at most RESTORE_WAIT_MS, and a visitor who
 * scrolls, taps or presses a key in the meantime is never moved again.
 */
export function restorePlace(): void {
  readStored();
  const target = places.get(entryKey()) ?? 0;
  const scroll = () => window.scrollTo({ top: target, left: 0, behavior: 'instant' });
  scroll();
  if (target === 0 || Math.abs(window.scrollY - target) <= 1) return;
  const started = performance.now();
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(event, stop);
  };
  for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(event, stop, { passive: true, once: true });
  const follow = () => {
    if (stopped) return;
    scroll();
    if (Math.abs(window.scrollY - target) <= 1 || performance.now() - started > RESTORE_WAIT_MS) stop();
    else requestAnimationFrame(follow);
  };
  requestAnimationFrame(follow);
}
