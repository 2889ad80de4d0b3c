import type {
  KvKey,
  KvStore,
  KvStoreListEntry,
  KvStoreSetOptions,
  MessageQueue,
  MessageQueueEnqueueOptions,
} from '@fedify/fedify';
import type { Database } from '../db/client';
import { JOB_QUEUES, type JobQueue } from '../jobs/queue';
import { kvDelete, kvGet, kvList, kvSet } from './fediverseRepository';

const encodeKey = (key: KvKey) => JSON.stringify(key);

/**
 * Fedify's key-value store in the site's database (table fedify_kv, docs/adr/0032): the remote
 * documents and keys it caches, and what it needs to handle an activity once.
 */
export class DatabaseKvStore implements KvStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    return (await kvGet(this.#db, encodeKey(key), new Date())) as T | undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ttl = options?.ttl?.total('millisecond');
    const expiresAt = ttl === undefined ? null : new Date(Date.now() + ttl);
    await kvSet(this.#db, encodeKey(key), value, expiresAt);
  }

  async delete(key: KvKey): Promise<void> {
    await kvDelete(this.#db, encodeKey(key));
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const now = new Date();
    const rows = [];
    if (prefix === undefined) {
      rows.push(...(await kvList(this.#db, '[', now)));
    } else {
      const exact = await kvGet(this.#db, encodeKey(prefix), now);
      if (exact !== undefined) rows.push({ key: encodeKey(prefix), value: exact });
      // '["a","b"]' is under '["a"]': the prefix without its "]", then a comma.
      rows.push(...(await kvList(this.#db, `${encodeKey(prefix).slice(0, -1)},`, now)));
    }
    for (const row of rows) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }
}

/** What a job of the `fediverse` queue carries: one of Fedify's queued tasks. */
export interface FediverseJob {
  message: unknown;
}

/**
 * Fedify's message queue on the site's job queue (pg-boss, docs/adr/0028): each task Fedify
 * queues (an inbox activity to handle, a delivery to one inbox) is a job of `fediverse`, worked
 * by every API process (`federation.processQueuedTask`, jobs/workers.ts). Fedify is created with
 * `manuallyStartQueue`, so `listen` is never its way in.
 */
export class JobMessageQueue implements MessageQueue {
  readonly #jobs: JobQueue;

  constructor(jobs: JobQueue) {
    this.#jobs = jobs;
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delay = options?.delay?.total('millisecond') ?? 0;
    await this.#jobs.sendNow(JOB_QUEUES.fediverse, { message } satisfies FediverseJob, {
      ...(delay > 0 ? { startAfter: new Date(Date.now() + delay) } : {}),
    });
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions) {
    for (const message of messages) await this.enqueue(message, options);
  }

  async listen(): Promise<void> {
    throw new Error('the fediverse queue is worked by the job workers (processQueuedTask)');
  }
}
