import { createHmac, randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { VIEW_WINDOW_MS } from '../constants';
import type { Executor } from '../db/client';
import { pruneViewsBefore, recordView } from './repository';

/** Who opened an article: the signed-in user, else the client address. */
export interface Reader {
  userId: number | null;
  address: string;
}

/** Bytes of the keyed address hash kept as the reader key: unique enough, and short. */
const ADDRESS_KEY_BYTES = 16;

/**
 * Counts views for Most Watched: one per reader, article and window (`VIEW_WINDOW_MS`, UTC days),
 * so repeating a read, from a script or a reload, adds nothing. The database keeps who was counted
 * (`article_views`) and adds to `view_count` only when that row is new.
 *
 * Anonymous readers are an HMAC of their address (IPv6 by its /64, as the rate limit does) under
 * a random key that lives only in this process's memory and changes with each window: the stored
 * keys cannot be turned back into addresses (not even by trying all 2^32 IPv4 addresses) nor
 * linked across days. The price: after a restart, or on another server process, an address can
 * count once more in the same window.
 */
export class ViewCounter {
  private addressKey = { windowStart: Number.NaN, secret: Buffer.alloc(0) };
  private prunedBefore = 0;

  constructor(
    private readonly db: Executor,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Records a view of a published article; true when it counted (first in the window). */
  async record(articleId: number, reader: Reader): Promise<boolean> {
    const now = this.clock();
    const windowStart = now - (now % VIEW_WINDOW_MS);
    if (windowStart > this.prunedBefore) {
      // Once per window and process: rows of earlier windows have done their job.
      this.prunedBefore = windowStart;
      await pruneViewsBefore(this.db, new Date(windowStart));
    }
    return recordView(this.db, {
      articleId,
      readerKey: this.readerKey(reader, windowStart),
      windowStart: new Date(windowStart),
    });
  }

  private readerKey(reader: Reader, windowStart: number): string {
    if (reader.userId !== null) return `u:${reader.userId}`;
    if (this.addressKey.windowStart !== windowStart) {
      this.addressKey = { windowStart, secret: randomBytes(32) };
    }
    const digest = createHmac('sha256', this.addressKey.secret)
      .update(normalizeIP(reader.address))
      .digest()
      .subarray(0, ADDRESS_KEY_BYTES);
    return `a:${digest.toString('base64url')}`;
  }
}
