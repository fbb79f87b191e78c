import { parseCookie } from 'cookie';
import { cookiesOf } from '../../client/lib/document-cookies';
import { plansViewFromCookies } from '../../client/pages/hosting/vps-plans/plans-view';

describe('the VPS page view cookie', () => {
  it.each([
    ['theme=dark;  plans-view=compare ; other=1', 'compare'],
    ['my-plans-view=compare; plans-view=cards', 'cards'],
    ['plans-view=table', null],
    ['theme=dark', null],
    ['', null],
  ])('when the Cookie header is %j, then the view the server reads is %p', (header, view) => {
    expect(plansViewFromCookies(parseCookie(header))).toBe(view);
  });

  it.each([
    ['theme=dark; plans-view=compare; other=1', 'compare'],
    ['my-plans-view=compare; plans-view=cards', 'cards'],
    ['plans-view=compare; plans-view=cards', 'compare'],
    ['plans-view=table', null],
    ['plans-view', null],
    ['', null],
  ])('when the browser’s document.cookie is %j, then the view it reads is %p', (documentCookie, view) => {
    expect(plansViewFromCookies(cookiesOf(documentCookie))).toBe(view);
  });

  // The cookie it sets, Secure over https and not over plain http: integration/hosting-pages.test's 'when a visitor has
  // chosen a view…' and 'when PUBLIC_URL is https…', which read it whole from the server.
});
