/**
 * The mx finding's words for a null MX: the page tells by them that a domain takes no e-mail
 * (shared/email-security/takes-no-mail.ts). A module of its own, so that telling carries no other words.
 */
export const nullMxFound = 'Your domain says it takes no e-mail at all (a “null MX” record).';
