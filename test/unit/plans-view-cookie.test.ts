import { parseCookie } from 'cookie';
import { plansViewCookie, plansViewFromCookieHeader } from '../../shared/plans-view';

describe('the VPS page view cookie', () => {
  it.each([
    ['plans-view=compare'],
    ['theme=light; plans-view=compare'],
    ['plans-view=cards;theme=dark'],
    ['theme=dark;  plans-view=compare ; other=1'],
    ['my-plans-view=compare; plans-view=cards'],
    ['plans-view=table'],
    ['plans-view='],
    ['theme=dark'],
    [''],
  ])('when the Cookie header is %j, then the view read is the one the cookie package reads', (header) => {
    const read = parseCookie(header)['plans-view'];
    expect(plansViewFromCookieHeader(header)).toBe(read === 'cards' || read === 'compare' ? read : null);
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
