import { scrubBreadcrumb, scrubEvent, scrubText } from '../../shared/scrub-report';

describe('what an error report may carry', () => {
  it.each([
    ['Order failed for thandi@example.co.za', 'Order failed for [email]'],
    [
      'GET https://www.example.co.za/contact?plan=CXN3&email=a%40b.co#form failed',
      'GET https://www.example.co.za/contact failed',
    ],
    ['fetch /api/captcha/challenge?x=1 refused', 'fetch /api/captcha/challenge refused'],
    ['connect ECONNREFUSED 196.21.4.7:587', 'connect ECONNREFUSED [ip]:587'],
    ['from 2001:db8::8a2e:370:7334 and ::1', 'from [ip] and ::1'],
    ['at 12:30:45 in chunk 448.f040c66ba6.js:2:1337', 'at 12:30:45 in chunk 448.f040c66ba6.js:2:1337'],
    ['Is it open?', 'Is it open?'],
  ])('%s → %s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('when an event carries a user, a request and texts, then it keeps only the method, the address without its query and the browser’s name, and scrubs every text', () => {
    const event = {
      event_id: 'e1',
      user: { ip_address: '196.21.4.7', email: 'thandi@example.co.za' },
      request: {
        method: 'POST',
        url: 'https://www.example.co.za/contact?email=thandi@example.co.za',
        query_string: 'email=thandi@example.co.za',
        cookies: { theme: 'dark' },
        data: { name: 'Thandi Nkosi', phone: '+27 82 555 0199' },
        headers: { 'User-Agent': 'Chromium', Referer: 'https://www.example.co.za/?q=1', 'X-Forwarded-For': '196.21.4.7' },
      },
      exception: {
        values: [{ type: 'Error', value: 'No answer for thandi@example.co.za', stacktrace: { frames: [{ lineno: 3 }] } }],
      },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/x?token=secret', status_code: 500 } }],
      release: '1.0.0',
    };
    expect(scrubEvent(event)).toEqual({
      event_id: 'e1',
      request: { method: 'POST', url: 'https://www.example.co.za/contact', headers: { 'User-Agent': 'Chromium' } },
      exception: { values: [{ type: 'Error', value: 'No answer for [email]', stacktrace: { frames: [{ lineno: 3 }] } }] },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/x', status_code: 500 } }],
      release: '1.0.0',
    });
  });

  it('when an event holds the SDK’s own working state, with cycles, then that is left as it is and the rest is scrubbed', () => {
    const scope: Record<string, unknown> = { name: 'scope' };
    scope.self = scope;
    const looped: Record<string, unknown> = { message: 'for a@b.co' };
    looped.again = looped;
    const frame = { filename: '/assets/main.js' };
    const event = { user: undefined, sdkProcessingMetadata: { scope }, extra: looped, frames: [frame, frame] };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.sdkProcessingMetadata.scope).toBe(scope);
    expect(scrubbed.extra).toEqual({ message: 'for [email]', again: undefined });
    expect(scrubbed.frames).toEqual([frame, frame]);
  });

  it('when a breadcrumb names an address with a query, then the query goes', () => {
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/contact?plan=CXN3', to: '/about' } })).toEqual({
      category: 'navigation',
      data: { from: '/contact', to: '/about' },
    });
  });
});
