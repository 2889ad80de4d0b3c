/**
 * A short-lived cache of public read responses (micro-cache), keyed by URL. The embedded
 * database answers one query at a time, so under load many readers asking for the same page
 * share one query. Writes in this process clear it at once; other processes' writes show after
 * at most `ttlMs`. See docs/adr/0004-public-read-micro-cache.md.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();
  /** Readers waiting for the same URL share one computation. */
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(key: string, compute: () => Promise<string>): Promise<string> {
    if (!this.enabled) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.body;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = compute().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    const body = await promise;
    // A write that cleared the cache meanwhile makes this answer stale: do not keep it.
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { body, expires: now + this.ttlMs });
    }
    return body;
  }

  private generation = 0;

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}
