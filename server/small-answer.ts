import type { Request, Response } from 'express';
import escapeHtml from 'escape-html';

/**
 * An answer a visitor can act on, never kept: a small page of its own for a browser (a link
 * followed, a form posted without JavaScript), `{ success: false, error }` JSON for anything else.
 */
export function smallAnswer(
  req: Request,
  res: Response,
  status: number,
  title: string,
  text: string,
  link: { href: string; label: string },
) {
  res.status(status).set('Cache-Control', 'no-store');
  if (req.accepts(['json', 'html']) !== 'html') return res.json({ success: false, error: text });
  const page = [
    '<!doctype html>',
    '<html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body></html>`,
    '',
  ];
  return res.type('html').send(page.join('\n'));
}
