import type { Page } from 'puppeteer';

/**
 * What a person looking at the screen would notice, read off the live page in Chromium; each check
 * is named where it is made. Each problem comes back as one readable line: what a visitor would see.
 */
export interface LayoutScope {
  /** Only controls inside this element are checked for being on screen and uncovered. */
  within?: string;
  /** Every entry matched here must be fully inside the viewport (an open menu's links). */
  menuEntries?: string;
  /**
   * An open menu that takes over the screen (the mobile menu): the page around it is behind its
   * scrim (the foot of the screen belongs to it) and does not scroll.
   */
  takesOver?: string;
  /** Toasts on screen may not overlap any visible element matched here (a form's send button). */
  toastsClearOf?: string;
}

export async function layoutProblems(page: Page, scope: LayoutScope = {}): Promise<string[]> {
  return page.evaluate(inPageLayoutProblems, scope);
}

/* Runs inside the page: plain DOM code only, nothing from the test's module scope. */
function inPageLayoutProblems(scope: LayoutScope): string[] {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const slack = 1;
  const describe = (el: Element) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim();
    return `<${el.tagName.toLowerCase()}> "${text.replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) && box.width > 0 && box.height > 0;
  };
  // Skip links sit off screen on purpose until focused.
  const offScreenByDesign = (el: Element) => el.matches('.skip-link, [data-skip-link]');

  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > vw) problems.push(`page scrolls sideways: scrollWidth ${scrollWidth} > viewport ${vw}`);

  const root = scope.within ? document.querySelector(scope.within) : document.body;
  if (!root) return [`nothing matches ${scope.within}`];

  // Controls: inside the viewport horizontally, and the element at their centre is theirs.
  const controls = [...root.querySelectorAll('a[href], button, input, select, textarea, summary')].filter(
    (el) => shown(el) && !offScreenByDesign(el) && !(el as HTMLInputElement).matches('input[type="hidden"]'),
  );
  const startY = window.scrollY;
  // A box that scrolls inside the page (a dialog's fields): a visitor scrolls it to reach a control.
  const scrollerOf = (el: Element): HTMLElement | null => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight + slack) return box;
    }
    return null;
  };
  const scrolled = new Map<HTMLElement, number>();
  const header = document.querySelector('header');
  const headerBottom = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
  for (const el of controls) {
    const box = el.getBoundingClientRect();
    if (box.left < -slack || box.right > vw + slack) {
      problems.push(`${describe(el)} outside the viewport: x ${Math.round(box.left)}..${Math.round(box.right)} of ${vw}`);
      continue;
    }
    const scroller = scrollerOf(el);
    if (scroller) {
      if (!scrolled.has(scroller)) scrolled.set(scroller, scroller.scrollTop);
      const area = scroller.getBoundingClientRect();
      const inner = el.getBoundingClientRect();
      if (inner.top < area.top || inner.bottom > area.bottom) {
        scroller.scrollTop += inner.top - area.top - Math.max(0, (area.height - inner.height) / 2);
      }
    }
    // Bring it into view below the sticky header, unless it is itself fixed or sticky.
    const pinned = el.closest('header, [data-pinned]') !== null || fixedAncestor(el);
    if (!pinned && (box.top < headerBottom || box.bottom > vh)) {
      window.scrollTo({ top: window.scrollY + box.top - Math.max(headerBottom, (vh - box.height) / 2), behavior: 'instant' });
    }
    const now = el.getBoundingClientRect();
    const x = now.left + now.width / 2;
    const y = now.top + now.height / 2;
    if (y < 0 || y > vh) continue;
    // A pinned control cut by the foot of the screen (a sticky table of contents before it sticks)
    // cannot be scrolled into view by the page; it is checked on the screens where it is whole.
    if (pinned && (now.top < 0 || now.bottom > vh)) continue;
    // A button's or a menu entry's label reads as one line.
    if (el.matches('button, summary') || getComputedStyle(el).display !== 'inline') {
      const lines = lineCount(el);
      if (lines > 1 && (el.textContent ?? '').trim().length <= 40)
        problems.push(`${describe(el)} label wraps onto ${lines} lines`);
    }
    const hit = document.elementFromPoint(x, y);
    const own = hit !== null && (hit === el || el.contains(hit) || hit.contains(el) || labelOf(hit) === el || decorates(hit, el));
    if (!own) problems.push(`${describe(el)} covered at its centre by ${hit ? describe(hit) : 'nothing'}`);
  }
  window.scrollTo({ top: startY, behavior: 'instant' });
  for (const [scroller, top] of scrolled) scroller.scrollTop = top;

  // A select shows whichever option is chosen whole: a native select cuts a label longer than its
  // box with no sign of it. Its arrow takes up to 24 px beside the padding (Chromium draws it in about 20).
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const select of root.querySelectorAll('select')) {
    if (!shown(select)) continue;
    const style = getComputedStyle(select);
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    for (const option of select.options) {
      const label = option.text.trim();
      const width = measure.measureText(label).width;
      if (width > room + slack)
        problems.push(
          `<select name="${select.name}"> cuts its option "${label}" when chosen: ${Math.round(width)} px of text in ${Math.round(room)} px`,
        );
    }
  }

  // A card grid whose last row holds one card: it sits in the middle, not stranded on the left.
  for (const list of root.querySelectorAll('ul, ol')) {
    const style = getComputedStyle(list);
    if (style.display !== 'grid' || !shown(list)) continue;
    const columns = style.gridTemplateColumns.split(' ').length;
    const items = [...list.children].filter(shown);
    if (columns < 2 || items.length <= columns || items.length % columns !== 1) continue;
    const lone = items[items.length - 1]!;
    const [box, first] = [lone.getBoundingClientRect(), items[0]!.getBoundingClientRect()];
    const name = describe(lone.querySelector('h2, h3') ?? lone);
    if (Math.abs(box.left - first.left) <= slack)
      problems.push(`${name} is alone at the left of the last row of ${columns} columns`);
    if (box.width > first.width + slack)
      problems.push(
        `${name}, alone on the last row, is wider than the cards above it: ${Math.round(box.width)} > ${Math.round(first.width)} px`,
      );
  }

  // Icons in controls keep the size they are drawn at: one squeezed by its label has vanished.
  for (const el of controls) {
    for (const icon of el.querySelectorAll('svg[width]')) {
      // One of a pair shown in turn (the theme toggle's sun and moon) is hidden, not squeezed.
      if (!icon.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })) continue;
      const drawn = Number(icon.getAttribute('width'));
      const width = icon.getBoundingClientRect().width;
      if (drawn > 0 && width < drawn - slack)
        problems.push(`the icon in ${describe(el)} is squeezed to ${Math.round(width)} of ${drawn} px`);
    }
  }

  // Text nodes: their lines stay inside the nearest box that lays them out.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (!text.trim()) continue;
    const parent = node.parentElement;
    if (!parent || !shown(parent) || offScreenByDesign(parent) || visuallyHidden(parent)) continue;
    let box: Element = parent;
    while (box.parentElement && getComputedStyle(box).display === 'inline') box = box.parentElement;
    const style = getComputedStyle(box);
    if (style.textOverflow === 'ellipsis') continue;
    // A box that scrolls sideways by design (a command in a help article) holds its wide lines.
    if (scrollsSideways(parent)) continue;
    const outer = box.getBoundingClientRect();
    range.selectNodeContents(node);
    const inner = range.getBoundingClientRect();
    if (inner.width > 0 && (inner.left < outer.left - slack || inner.right > outer.right + slack)) {
      problems.push(
        `text "${text.trim().slice(0, 40)}" overflows ${describe(box)}: ` +
          `x ${Math.round(inner.left)}..${Math.round(inner.right)}, box ${Math.round(outer.left)}..${Math.round(outer.right)}`,
      );
    } else if (
      box instanceof HTMLElement &&
      box.scrollWidth > box.clientWidth + slack &&
      style.overflowX !== 'visible' &&
      style.overflowX !== 'auto' &&
      style.overflowX !== 'scroll'
    ) {
      problems.push(`text in ${describe(box)} is cut off: scrollWidth ${box.scrollWidth} > ${box.clientWidth}`);
    }

    // Text on one line can split neither a word nor a number: the checks below are for wrapped text.
    const wrapped = linesOf(range);
    if (wrapped < 2) continue;

    // On a tablet or wider, a sentence is not squeezed into a column of a word or two a line.
    if (vw >= 768 && text.trim().length >= 40 && wrapped >= 4 && outer.width < 160)
      problems.push(
        `text "${text.trim().slice(0, 40)}" is squeezed into ${Math.round(outer.width)} px, ${wrapped} lines, in ${describe(box)}`,
      );

    // A word is never split across two lines (hyphenated words and addresses may break at their
    // hyphen, and a legal citation such as 'section 11(1)(f)' before an opening bracket). A record
    // to copy (code: a DKIM key, a DNS value) is no word, and breaks anywhere.
    if (parent.closest('pre, code')) continue;
    for (const match of text.matchAll(/[^\s\-\/@.(]{2,}/g)) {
      range.setStart(node, match.index ?? 0);
      range.setEnd(node, (match.index ?? 0) + match[0].length);
      if (linesOf(range) > 1) problems.push(`the word "${match[0]}" is split across lines in ${describe(box)}`);
    }

    // Phone numbers and prices read as one unit: all their pieces on one line.
    const units = /\+27(?:[\s-]?\d){9}|\b0\d{2}[\s-]\d{3}[\s-]\d{4}\b|\bR\s?\d[\d\s,]*(?:\.\d{2})?(?:\/[a-z]+)?/g;
    for (const match of text.matchAll(units)) {
      const start = match.index ?? 0;
      const end = start + match[0].trimEnd().length;
      range.setStart(node, start);
      range.setEnd(node, end);
      const lines = linesOf(range);
      if (lines > 1) problems.push(`"${match[0].trim()}" wraps onto ${lines} lines in ${describe(box)}`);
    }
  }

  // A price's period reads as one label: "/month incl. VAT" never breaks inside itself (its text
  // is several text nodes, so it is checked as an element).
  for (const el of root.querySelectorAll('span, p, small, td, div')) {
    if (!/^\s*\/\s*(?:month|year)\s+incl\.\s+VAT\s*$/.test(el.textContent ?? '') || !shown(el)) continue;
    const lines = lineCount(el);
    if (lines > 1) problems.push(`the price label "${el.textContent?.trim()}" wraps onto ${lines} lines in ${describe(el)}`);
  }

  if (scope.takesOver) {
    const menu = document.querySelector(scope.takesOver);
    const foot = document.elementFromPoint(vw / 2, vh - 4);
    if (!menu || !foot || !menu.contains(foot))
      problems.push(
        `the page shows undimmed below the open menu: ${foot ? describe(foot) : 'nothing'} at the foot of the screen`,
      );
    const locked = [document.documentElement, document.body].some((el) => getComputedStyle(el).overflowY === 'hidden');
    if (!locked) problems.push('the page scrolls behind the open menu');
  }

  // A legal document's contents: beside the text on a wide screen, above it on a narrow one.
  const legalText = document.querySelector('[data-testid="legal-text"]');
  if (legalText && !scope.within) {
    const contents = document.querySelector('nav[aria-labelledby="toc-heading"]');
    const links = contents ? contents.querySelectorAll('a[href^="#"]').length : 0;
    if (!contents || !shown(contents) || links === 0) problems.push('the legal document has no table of contents');
    else {
      const toc = contents.getBoundingClientRect();
      const text = legalText.getBoundingClientRect();
      const placed = vw >= 1024 ? toc.left >= text.right : toc.bottom <= text.top;
      if (!placed) problems.push(`the table of contents is ${vw >= 1024 ? 'not beside' : 'not above'} the text`);
    }
  }

  // One view of the plans: each plan's order button once. The plan "What do you need?" names is
  // offered beside its name as well, by design: one plan, and no more.
  const named = document.querySelectorAll('[data-testid="vps-fit-answer"] [data-testid="order-button"]').length;
  if (named > 1) problems.push(`"What do you need?" offers ${named} plans, not one`);
  const offered = new Map<string, number>();
  for (const button of document.querySelectorAll('[data-testid="order-button"]:not([data-testid="vps-fit-answer"] *)')) {
    const plan = button.closest('form')?.querySelector<HTMLInputElement>('input[name="plan"]')?.value;
    if (plan && shown(button)) offered.set(plan, (offered.get(plan) ?? 0) + 1);
  }
  const twice = [...offered].filter(([, count]) => count > 1).map(([plan]) => plan);
  if (twice.length > 0) problems.push(`plans offered more than once on the page: ${twice.join(', ')}`);

  if (scope.toastsClearOf) {
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')].filter(shown);
    if (toasts.length === 0) problems.push('no toast on screen');
    for (const action of [...document.querySelectorAll(scope.toastsClearOf)].filter(shown)) {
      const a = action.getBoundingClientRect();
      for (const toast of toasts) {
        const t = toast.getBoundingClientRect();
        const overlap =
          Math.min(a.right, t.right) - Math.max(a.left, t.left) > 0 && Math.min(a.bottom, t.bottom) - Math.max(a.top, t.top) > 0;
        if (overlap)
          problems.push(
            `the toast ${describe(toast)} covers ${describe(action)}: toast y ${Math.round(t.top)}..${Math.round(t.bottom)}, ` +
              `action y ${Math.round(a.top)}..${Math.round(a.bottom)}`,
          );
      }
    }
  }

  if (scope.menuEntries) {
    const entries = [...document.querySelectorAll(scope.menuEntries)];
    if (entries.length === 0) problems.push(`the open menu shows no entries (${scope.menuEntries})`);
    for (const el of entries) {
      const box = el.getBoundingClientRect();
      const fully = shown(el) && box.left >= -slack && box.right <= vw + slack && box.top >= -slack && box.bottom <= vh + slack;
      if (!fully)
        problems.push(
          `menu entry ${describe(el)} not fully on screen: x ${Math.round(box.left)}..${Math.round(box.right)}, ` +
            `y ${Math.round(box.top)}..${Math.round(box.bottom)} in ${vw}x${vh}`,
        );
    }
  }
  return problems;

  function linesOf(of: Range): number {
    const tops = [...of.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
    return tops.filter((top, i) => tops.slice(0, i).every((seen) => Math.abs(seen - top) > 4)).length;
  }
  function lineCount(el: Element): number {
    const all = document.createRange();
    all.selectNodeContents(el);
    return linesOf(all);
  }
  function fixedAncestor(el: Element): boolean {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const position = getComputedStyle(at).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  }
  // Screen-reader-only text: clipped into a box of a pixel or less.
  /** Inside a box that scrolls sideways by design, and that the keyboard can reach to scroll it. */
  function scrollsSideways(el: Element): boolean {
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
      const overflowX = getComputedStyle(at).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && at.getAttribute('tabindex') === '0') return true;
    }
    return false;
  }
  function visuallyHidden(el: Element): boolean {
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && getComputedStyle(at).overflow === 'hidden') return true;
    }
    return false;
  }
  // A decoration drawn over its own control (a custom checkbox's tick), which clicks pass through to.
  function decorates(hit: Element, control: Element): boolean {
    const decoration = hit.closest('[aria-hidden="true"]');
    return decoration !== null && decoration.parentElement?.contains(control) === true;
  }
  function labelOf(el: Element): Element | null {
    const label = el.closest('label');
    return label?.control ?? null;
  }
}
