/**
 * What the server drew of each kept part (client/app/kept-part.tsx) in the document the browser
 * loaded, by the part's name. Apart from the part itself, so that the site's shell, which reads
 * them, carries none of the parts' code.
 */
const serverHtml = new Map<string, string>();

/** The attribute that names a kept part on the element holding it. */
export const KEPT_ATTRIBUTE = 'data-kept';

/** Reads each kept part's HTML from the server's document; the entry calls it once, before hydrating. */
export function keepServerHtml(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${KEPT_ATTRIBUTE}]`)) {
    serverHtml.set(element.getAttribute(KEPT_ATTRIBUTE) ?? '', element.innerHTML);
  }
}

/** The server's HTML of the kept part `name` in this document, if it drew one. */
export const serverHtmlOf = (name: string): string | undefined => serverHtml.get(name);
