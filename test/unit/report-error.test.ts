/**
 * @jest-environment jsdom
 */
import { forwardCaughtErrors, reportError } from '../../client/features/error-reporting/report-error';

describe('a browser error with SENTRY_DSN', () => {
  it('when React catches an error (a page’s boundary, hydration), then it goes to the SDK too; one the SDK’s own handlers see does not go twice', () => {
    const beacons: string[] = [];
    Object.assign(navigator, { sendBeacon: (url: string) => beacons.push(url) });
    const forwarded: unknown[] = [];
    forwardCaughtErrors((error) => forwarded.push(error));
    const boundary = new Error('boundary');
    const hydration = new Error('hydration');
    reportError('boundary', boundary);
    reportError('hydration', hydration);
    reportError('error', new Error('escaped'));
    reportError('unhandledrejection', new Error('rejected'));
    expect(forwarded).toEqual([boundary, hydration]);
    // The site's own log has all four, as without a DSN.
    expect(beacons).toHaveLength(4);
  });
});
