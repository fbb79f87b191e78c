const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML, in an element or a quoted attribute: the pages' head and the e-mails. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);
