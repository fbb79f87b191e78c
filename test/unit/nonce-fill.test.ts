import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { NonceFill } from '../../server/render/nonce-fill';

const PLACEHOLDER = 'nonce0123456789abcdef01234567';
const NONCE = 'Zm9vYmFyYmF6cXV4cXV1eA==';

/** Streams `chunks` through a NonceFill; resolves with what went out and what was kept. */
async function run(chunks: Array<string | Buffer>, prefix = '<head nonce="PH">', suffix = '<tail nonce="PH">') {
  const swap = (s: string) => s.replaceAll('PH', PLACEHOLDER);
  let kept = '';
  const fill = new NonceFill(
    PLACEHOLDER,
    NONCE,
    swap(prefix),
    () => swap(suffix),
    (page) => (kept = page),
  );
  const sent = await text(Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c, 'utf8') : c))).pipe(fill));
  return { sent, kept };
}

describe('NonceFill', () => {
  const body = `<script nonce="${PLACEHOLDER}">x</script><p>Rand → R1 499</p><style nonce="${PLACEHOLDER}">a{}</style>`;

  it('when the chunks are cut at any byte (inside a placeholder or a character), then every placeholder is replaced and the page is kept as rendered', async () => {
    const bytes = Buffer.from(body, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      const { sent, kept } = await run([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(sent).toBe(`<head nonce="${NONCE}">${body.replaceAll(PLACEHOLDER, NONCE)}<tail nonce="${NONCE}">`);
      expect(kept).toBe(`<head nonce="${PLACEHOLDER}">${body}<tail nonce="${PLACEHOLDER}">`);
    }
  });

  it('when the body arrives one character at a time, then the output is still whole', async () => {
    const { sent } = await run([...body]);
    expect(sent).toContain(`<script nonce="${NONCE}">`);
    expect(sent).not.toContain(PLACEHOLDER);
    expect(sent.endsWith(`<tail nonce="${NONCE}">`)).toBe(true);
  });

  it('when a chunk ends with text that only looks like the start of a placeholder, then it is sent unchanged', async () => {
    const { sent } = await run(['<p>nonce012', '3 is not one</p>'], '', '');
    expect(sent).toBe('<p>nonce0123 is not one</p>');
  });
});
