import { acceptsGzip, chooseEncoding } from '../../server/static/encodings';

describe('choosing a content coding from Accept-Encoding', () => {
  it.each([
    [undefined, undefined, false],
    ['', undefined, false],
    ['identity', undefined, false],
    ['gzip, deflate, br, zstd', 'br', true],
    ['gzip', 'gzip', true],
    ['x-gzip', 'gzip', true],
    ['GZIP;q=0.5, BR;q=0.4', 'gzip', true],
    ['br;q=0.5, gzip;q=0.5', 'br', true],
    ['br;q=0, gzip', 'gzip', true],
    ['gzip;q=0, br', 'br', false],
    ['*', 'br', true],
    ['*;q=0.3, br;q=0', 'gzip', true],
    ['br, *;q=0', 'br', false],
    ['br;q=abc, gzip', 'gzip', true],
  ])('when the header is %p, then the coding is %p and gzip is accepted: %p', (header, coding, gzip) => {
    expect(chooseEncoding(header)).toBe(coding);
    expect(acceptsGzip(header)).toBe(gzip);
  });
});
