/**
 * A page's share image (og:image): the site's mark and name, the page's title in large type and
 * the company's tagline, light on the dark theme's background, drawn by satori (layout and text
 * to SVG) and resvg (SVG to PNG) at 1200×630, the size WhatsApp, Facebook, LinkedIn and X show
 * as a large preview.
 */
import { Resvg } from '@resvg/resvg-js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement as h, type ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { brandColours } from '../../client/ui/tokens';
import { company } from '../../shared/catalogue/company';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** satori reads TrueType, OpenType and WOFF, not WOFF2. */
const interFiles = {
  500: require.resolve('@fontsource/inter/files/inter-latin-500-normal.woff'),
  700: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
  800: require.resolve('@fontsource/inter/files/inter-latin-800-normal.woff'),
} as const;
export const markFile = path.resolve(__dirname, '..', '..', 'static', 'public', 'favicon.svg');

export interface CardKit {
  fonts: Font[];
  /** The mark as a data: URL, drawn as an image. */
  mark: string;
}

export async function loadCardKit(): Promise<CardKit> {
  const fonts = await Promise.all(
    ([500, 700, 800] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(interFiles[weight]),
      weight,
      style: 'normal' as const,
    })),
  );
  const mark = `data:image/svg+xml;base64,${(await readFile(markFile)).toString('base64')}`;
  return { fonts, mark };
}

export interface Card {
  heading: string;
  /** The line at the foot of the card; none on the site's own image, whose heading is the tagline. */
  footer?: string;
}

/** Longer headings get smaller type, so that every one fits in three lines. */
const headingSize = (heading: string) => (heading.length <= 28 ? 84 : heading.length <= 48 ? 70 : 56);

const PADDING_X = 80;

function layout({ heading, footer }: Card, mark: string): ReactNode {
  return h(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `72px ${PADDING_X}px 64px`,
        backgroundColor: brandColours.background,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${brandColours.markBlue}55 0%, ${brandColours.background} 55%)`,
        color: brandColours.foreground,
        fontFamily: 'Inter',
        borderBottom: `12px solid ${brandColours.primary}`,
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 28 } },
      h('img', { src: mark, width: 96, height: 96 }),
      h('div', { style: { fontSize: 40, fontWeight: 700, letterSpacing: -0.5 } }, company.name),
    ),
    h(
      'div',
      {
        style: {
          display: 'block',
          width: CARD_WIDTH - 2 * PADDING_X,
          fontSize: headingSize(heading),
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: -1.5,
          color: '#ffffff',
          lineClamp: 3,
        },
      },
      heading,
    ),
    h(
      'div',
      // Empty without a footer, keeping the heading where it is on every other card.
      {
        style: {
          display: 'flex',
          alignItems: 'center',
          gap: 20,
          height: 40,
          fontSize: 27,
          fontWeight: 500,
          color: brandColours.muted,
        },
      },
      ...(footer
        ? [h('div', { style: { width: 48, height: 6, borderRadius: 3, backgroundColor: brandColours.accent } }), footer]
        : []),
    ),
  );
}

/** One card as a PNG. */
export async function drawCard(card: Card, kit: CardKit): Promise<Buffer> {
  const svg = await satori(layout(card, kit.mark), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: kit.fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}
