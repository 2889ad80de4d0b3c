/**
 * A short-lived cache of public read responses (micro-cache), keyed by URL. The embedded
 * database answers one query at a time, so under load many readers asking for the same page
 * share one query. Each entry carries tags naming what it shows (a category's list, an author,
 * most watched: src/news/read-tags.ts); a write in this process drops the entries of the tags it
 * changed, and leaves the rest. Other processes' writes show after at most `ttlMs`.
 * See docs/adr/0004-public-read-micro-cache.md.
 */
export class ResponseCache<Answer = string> {
  private readonly entries = new Map<
    string,
    { body: Answer; expires: number; tags: readonly string[] }
  >();
  /** Readers waiting for the same URL share one computation. */
  private readonly pending = new Map<string, { body: Promise<Answer>; tags: readonly string[] }>();
  /** Counts invalidations; each tag remembers the count at its last one. */
  private invalidations = 0;
  private readonly invalidatedAt = new Map<string, number>();
  /** Answers kept (`hits`), shared with a reader already computing them, and computed. */
  readonly stats = { hits: 0, shared: 0, misses: 0 };

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The kept answer for `key` while it is fresh: a hit needs nothing else (not even the input). */
  peek(key: string): Answer | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.expires <= Date.now()) return undefined;
    this.stats.hits += 1;
    return hit.body;
  }

  async get(key: string, tags: readonly string[], compute: () => Promise<Answer>): Promise<Answer> {
    if (!this.enabled) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.stats.hits += 1;
      return hit.body;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) {
      this.stats.shared += 1;
      return inFlight.body;
    }
    this.stats.misses += 1;
    const started = this.invalidations;
    const computation = {
      body: compute().finally(() => {
        if (this.pending.get(key) === computation) this.pending.delete(key);
      }),
      tags,
    };
    this.pending.set(key, computation);
    const body = await computation.body;
    // A write to one of its tags meanwhile may have made this answer stale: do not keep it.
    if (tags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) <= started)) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { body, expires: now + this.ttlMs, tags });
    }
    return body;
  }

  /** Drops every answer (kept or being computed) that shows one of `tags`. */
  invalidate(tags: Iterable<string>): void {
    const changed = new Set(tags);
    if (changed.size === 0) return;
    this.invalidations += 1;
    for (const tag of changed) this.invalidatedAt.set(tag, this.invalidations);
    const shows = (entry: { tags: readonly string[] }) => entry.tags.some((t) => changed.has(t));
    for (const [key, entry] of this.entries) if (shows(entry)) this.entries.delete(key);
    for (const [key, entry] of this.pending) if (shows(entry)) this.pending.delete(key);
  }
}
