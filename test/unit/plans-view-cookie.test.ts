import { plansViewCookie, plansViewFromCookieHeader } from '../../client/pages/hosting/vps-plans/plans-view';

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

  it('when the site is served over https, then the cookie is Secure and SameSite=Lax for a year, as the theme cookie is', () => {
    expect(plansViewCookie('compare', true)).toBe('plans-view=compare; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('when the site is served over plain http, then it is not Secure, or the browser would drop it', () => {
    expect(plansViewCookie('cards', false)).toBe('plans-view=cards; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
