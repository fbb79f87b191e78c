/**
 * Every file in client/ and shared/ that reads a size, a position or the viewport, with how it
 * follows a resize (why: test/README.md, the layout project); a new reader fails this test until
 * it is added, with its reason, and test/e2e/resized-screens.test.ts covers its page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');

/** What reads the window's size or a box's, or watches the viewport. */
const READS =
  /\b(innerWidth|innerHeight|outerWidth|outerHeight|clientWidth|clientHeight|offsetWidth|offsetHeight|offsetTop|offsetLeft|scrollWidth|scrollHeight|getBoundingClientRect|getClientRects|visualViewport|IntersectionObserver|ResizeObserver|devicePixelRatio)\b|\bscreen\.(width|height|orientation)|matchMedia\(\s*['"`]\((min|max)-|matchMedia\((?!\s*['"`]\(prefers-)/;

/** The readers, and how each follows a resize. */
const FOLLOW_A_RESIZE: Record<string, string> = {
  'client/ui/use-near-viewport.ts':
    'an IntersectionObserver, which reports again as the viewport changes; what it loads stays once loaded (the walk brings it in at its first width)',
  'client/features/toasts/use-toast-placement.ts': "measures the toasts' place again on every resize and scroll",
  'client/ui/focusable.ts': 'asks whether a control is drawn at all at the moment Tab is pressed (a focus trap), keeping nothing',
  'client/pages/email-security/live-in-place.ts':
    'reads the live section\'s place when "Ask again" is pressed and again when its answer comes, only to keep it where it stood, keeping nothing after',
  'client/ui/modal-dialog.tsx':
    "reads a closed dialog's height once, only to have the browser lay it out before it first opens (layOutUnseen), keeping nothing",
};

const files = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );

it("when the site's script is read, then only the files that follow a resize read the window's size or a box's", () => {
  const readers = ['client', 'shared']
    .flatMap(files)
    .filter((file) => READS.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
  expect(readers).toEqual(Object.keys(FOLLOW_A_RESIZE).sort());
});
