import { plansViewFromCookieHeader } from '../../client/pages/hosting/vps-plans/plans-view';

describe('the VPS page view cookie', () => {
  it.each([
    ['theme=dark;  plans-view=compare ; other=1', 'compare'],
    ['my-plans-view=compare; plans-view=cards', 'cards'],
    ['plans-view=table', null],
    ['theme=dark', null],
  ])('when the Cookie header is %j, then the view remembered is %p', (header, view) => {
    expect(plansViewFromCookieHeader(header)).toBe(view);
  });

  it('when there is no Cookie header, then no view is remembered', () => {
    expect(plansViewFromCookieHeader(undefined)).toBeNull();
  });

  // The cookie it sets, Secure over https and not over plain http: integration/hosting-pages.test's 'when a visitor has
  // chosen a view…' and 'when PUBLIC_URL is https…', which read it whole from the server.
});
