import { compressBody, type ResponseEncoding } from './compression';
import { weakEtag } from './etag';

/**
 * A JSON answer of the read cache as bytes, with its compressed forms made on first use and kept
 * with it: a cache hit sends bytes it already has (no text encoding, no compression per request).
 * Its ETag is worked out once, with the bytes.
 */
export class CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  private readonly compressed = new Map<ResponseEncoding, Promise<Buffer>>();

  constructor(json: string) {
    this.body = Buffer.from(json);
    this.etag = weakEtag(this.body);
  }

  encoded(encoding: ResponseEncoding): Promise<Buffer> {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compressBody(this.body, encoding);
      this.compressed.set(encoding, bytes);
      // A failure is not kept: the next reader tries again.
      bytes.catch(() => this.compressed.delete(encoding));
    }
    return bytes;
  }
}
