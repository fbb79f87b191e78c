/*
 * Every page's slice, for the server, which draws every page: a store it makes for a request knows
 * the slice its answer preloads (the domain search's, say, whose part loads only while the page
 * renders). The browser loads each with its page (root-reducer.ts).
 */
import '../state/assessment-slice';
import '../state/dmarc-digest-slice';
import '../state/domain-search-slice';
import '../state/email-security-slice';
import '../state/email-watch-slice';
import '../state/genuine-email-slice';
import '../state/pass-on-slice';
import '../state/support-request-slice';
