import { themeCookie } from '../../shared/theme';

describe('the theme cookie', () => {
  it('when the site is served over https, then the cookie is Secure and SameSite=Lax', () => {
    expect(themeCookie('light', true)).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('when the site is served over plain http (a developer’s machine), then it is SameSite=Lax without Secure, or the browser would drop it', () => {
    expect(themeCookie('dark', false)).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
