/**
 * The site's mark (static/public/favicon.svg) as PNG icons for home screens: the mark as it is
 * (a rounded tile, for the manifest's "any" icons), and as a square tile with no transparent
 * corners (iOS fills those with black; Android's maskable icons are cropped to a circle or a
 * squircle, and the mark's glyph sits well inside their safe zone of 80%).
 */
import { Resvg } from '@resvg/resvg-js';
import { readFile } from 'node:fs/promises';
import { createElement as h } from 'react';
import satori from 'satori';
import { brandColours } from '../../client/ui/tokens';
import { markFile } from './share-card';

/** The mark as drawn, `size` pixels square. */
export async function drawMark(size: number): Promise<Buffer> {
  return new Resvg(await readFile(markFile), { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** The mark on a full square of its own blue, `size` pixels square. */
export async function drawTile(size: number): Promise<Buffer> {
  const mark = `data:image/svg+xml;base64,${(await readFile(markFile)).toString('base64')}`;
  const svg = await satori(
    h(
      'div',
      { style: { width: size, height: size, display: 'flex', backgroundColor: brandColours.markBlue } },
      h('img', { src: mark, width: size, height: size }),
    ),
    { width: size, height: size, fonts: [] },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}
