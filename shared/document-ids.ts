/** Element ids the server's document shell (server/render/html-shell.ts) names and the client's layout draws. */

/**
 * The page's main content, which the skip link leads to. It starts just after the header, so the
 * browser, told to draw nothing before it has read this element (`<link rel="expect"
 * blocking="render">`, which Chromium lets go once the element is in the document), first draws the
 * header whole: a page that arrives in pieces, or that a slow phone reads a little at a time, never
 * shows the navigation half-built and then pushes it aside.
 */
export const MAIN_ID = 'main';
