import { createHmac, randomBytes } from 'node:crypto';
import { deviceOfWidth } from '@byline/api-client/contract';
import { normalizeIP } from '@fastify/rate-limit';
import { VIEW_WINDOW_MS } from '../constants';
import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry';
import type { ViewSource } from '../stats/referrer';
import {
  addDeviceView,
  addSourceView,
  addToDailyStats,
  dayOf,
  findLiveArticle,
  noteStatMark,
  pruneStatMarksBefore,
  wasViewedBy,
} from '../stats/statsRepository';
import { pruneViewsBefore, recordView } from './repository';

/** Who opened an article: the signed-in user, else the client address. */
export interface Reader {
  userId: number | null;
  address: string;
}

/** What an article page reports once per page view (contract `statsBeaconRequestSchema`). */
export interface Beacon {
  articleId: number;
  event: 'view' | 'read';
  width: number;
}

/** Bytes of the keyed address hash kept as the reader key: unique enough, and short. */
const ADDRESS_KEY_BYTES = 16;

/** A view with no known source: an API client that named none. */
const DIRECT: ViewSource = { source: 'direct', domain: '' };

/**
 * Counts views for Most Watched and the stats: one per reader, article and window
 * (`VIEW_WINDOW_MS`, UTC days), so repeating a read, from a script or a reload, adds nothing. The
 * database keeps who was counted (`article_views`) and adds to `view_count`, and to the day's
 * rollups (views, source; docs/adr/0035), only when that row is new, in the same transaction.
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
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Records a view of a published article; true when it counted (first in the window). */
  async record(articleId: number, reader: Reader, source: ViewSource = DIRECT): Promise<boolean> {
    const windowStart = await this.window();
    const readerKey = this.readerKey(reader, windowStart);
    const day = dayOf(new Date(windowStart));
    return retryingTransaction(this.db, async (tx) => {
      const counted = await recordView(tx, {
        articleId,
        readerKey,
        windowStart: new Date(windowStart),
      });
      if (!counted) return false;
      await addToDailyStats(tx, { articleId, authorId: counted.authorId, day, field: 'views' });
      await addSourceView(tx, { articleId, day, source });
      return true;
    });
  }

  /**
   * Records what an article page reported: its device class (`view`) or a read. Each counts once
   * per reader, article and window, and only for a reader whose view of the article counted in
   * this window, so beacons sent again, or forged for an article never opened, add nothing.
   * The reader is the address, as the page's own server-rendered view counted it, or the user.
   * Null when the article is not live.
   */
  async beacon(beacon: Beacon, reader: Reader): Promise<boolean | null> {
    const windowStart = await this.window();
    const article = await findLiveArticle(this.db, beacon.articleId);
    if (!article) return null;
    const addressKey = this.readerKey({ userId: null, address: reader.address }, windowStart);
    const readerKeys =
      reader.userId === null ? [addressKey] : [addressKey, this.readerKey(reader, windowStart)];
    const day = dayOf(new Date(windowStart));
    return retryingTransaction(this.db, async (tx) => {
      const window = new Date(windowStart);
      const { articleId } = beacon;
      if (!(await wasViewedBy(tx, { windowStart: window, articleId, readerKeys }))) return false;
      const kind = beacon.event === 'read' ? 'read' : 'device';
      const fresh = await noteStatMark(tx, {
        windowStart: window,
        articleId,
        kind,
        readerKey: addressKey,
      });
      if (!fresh) return false;
      if (kind === 'read') {
        await addToDailyStats(tx, { articleId, authorId: article.authorId, day, field: 'reads' });
      } else {
        await addDeviceView(tx, { articleId, day, device: deviceOfWidth(beacon.width) });
      }
      return true;
    });
  }

  /** The current window's start; the first call of a window prunes the notes of earlier ones. */
  private async window(): Promise<number> {
    const now = this.clock();
    const windowStart = now - (now % VIEW_WINDOW_MS);
    if (windowStart > this.prunedBefore) {
      // Once per window and process: rows of earlier windows have done their job.
      this.prunedBefore = windowStart;
      await pruneViewsBefore(this.db, new Date(windowStart));
      await pruneStatMarksBefore(this.db, new Date(windowStart));
    }
    return windowStart;
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
