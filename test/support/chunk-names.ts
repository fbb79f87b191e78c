import { loadAssets } from '../../server/render/assets';
import { buildDir } from './test-config';

/**
 * The build's named chunks by their files' addresses, both ways: a lazy chunk's file is named by
 * number (webpack.config.ts), so a test that asks which chunk a page fetched reads the manifest.
 */
export function chunkNames() {
  const { names } = loadAssets(buildDir());
  const byName = new Map(Object.entries(names).map(([file, name]) => [name, `/assets/${file}`]));
  const addressOf = (name: string): string => {
    const address = byName.get(name);
    if (!address) throw new Error(`the build has no chunk named ${name}`);
    return address;
  };
  return {
    /** The chunk an address under /assets/ is, or the address itself for a file of no named chunk. */
    nameOf: (pathname: string): string => names[pathname.replace(/^\/assets\//, '')] ?? pathname,
    /** A pattern that finds the address of any of the named chunks' files, in a URL or in HTML. */
    matching: (...wanted: string[]): RegExp => new RegExp(wanted.map((name) => addressOf(name).replace(/[.]/g, '\\.')).join('|')),
    /** The address of the named chunk's file. */
    addressOf,
  };
}
