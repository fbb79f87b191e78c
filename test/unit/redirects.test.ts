import { formerPathRedirects, redirectTable } from '../../shared/redirects';

/** A page table in which the Pastel page moved, and the route table's judgement of it. */
const movedPages = [
  { path: '/', formerPaths: [] },
  { path: '/pastel-in-the-cloud', formerPaths: ['/pastel-hosting', '/sage-pastel'] },
  { path: undefined, formerPaths: ['/ignored'] },
];
const pagePaths = new Set(['/', '/pastel-in-the-cloud', '/about']);
const isPage = (path: string) => pagePaths.has(path);

describe('the redirect table', () => {
  it('when a page has moved, then each of its former paths leads to where it is now', () => {
    const table = redirectTable(formerPathRedirects(movedPages), isPage);
    expect([...table]).toEqual([
      ['/pastel-hosting', '/pastel-in-the-cloud'],
      ['/sage-pastel', '/pastel-in-the-cloud'],
    ]);
  });

  it.each([
    [{ from: '/about', to: '/' }, 'a page answers at its source'],
    [{ from: '/old', to: '/gone' }, 'no page answers at its target'],
    [{ from: '/Old/', to: '/' }, 'lower-case path'],
    [{ from: '/old?x=1', to: '/' }, 'lower-case path'],
  ])('when an entry is %j, then the table is refused, naming it', (entry, why) => {
    expect(() => redirectTable([entry], isPage)).toThrow(why);
    expect(() => redirectTable([entry], isPage)).toThrow(entry.from);
  });

  it('when one source is named twice, then the table is refused', () => {
    const twice = [
      { from: '/old', to: '/' },
      { from: '/old', to: '/about' },
    ];
    expect(() => redirectTable(twice, isPage)).toThrow('already leads to /');
  });
});
