import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes a page through as it is rendered, writing `nonce` wherever the render put `placeholder`
 * (a placeholder split across two chunks included), and keeps the page as rendered, placeholder
 * and all, for the render cache. `prefix` goes out first and `suffix()` last.
 */
export class NonceFill extends Transform {
  private readonly placeholder: Buffer;
  private readonly nonce: Buffer;
  private readonly rendered: Buffer[] = [];
  private carry = Buffer.alloc(0);

  constructor(
    placeholder: string,
    nonce: string,
    prefix: string,
    private readonly suffix: () => string,
    private readonly onRendered: (page: string) => void,
  ) {
    super();
    this.placeholder = Buffer.from(placeholder, 'utf8');
    this.nonce = Buffer.from(nonce, 'utf8');
    this.pass(Buffer.from(prefix, 'utf8'), false);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pass(chunk, false);
    done();
  }

  override _flush(done: TransformCallback): void {
    this.pass(Buffer.from(this.suffix(), 'utf8'), true);
    this.onRendered(Buffer.concat(this.rendered).toString('utf8'));
    done();
  }

  /** Keeps the chunk as rendered and sends it with the nonce filled in, holding back a possible partial placeholder. */
  private pass(chunk: Buffer, last: boolean): void {
    this.rendered.push(chunk);
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const out: Buffer[] = [];
    let from = 0;
    for (let at = data.indexOf(this.placeholder); at !== -1; at = data.indexOf(this.placeholder, from)) {
      out.push(data.subarray(from, at), this.nonce);
      from = at + this.placeholder.length;
    }
    const keep = last ? 0 : Math.min(this.placeholder.length - 1, data.length - from);
    out.push(data.subarray(from, data.length - keep));
    this.carry = Buffer.from(data.subarray(data.length - keep));
    const filled = Buffer.concat(out);
    if (filled.length > 0) this.push(filled);
  }
}
