import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CATEGORIES,
  CATEGORY_BY_SLUG,
  endpoints,
  UNIQUE_KEY_HEADER,
} from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { categories } from '../src/db/schema';
import { JobQueue } from '../src/jobs/queue';
import { LocalMediaStorage } from '../src/media/storage';
import { buildServer } from '../src/server';
import { TEST_UNIQUE_KEY } from './helpers/app';
import { testBackends } from './helpers/backends';

describe.each(testBackends())('the category list on $name', (backend) => {
  let database: DatabaseHandle;
  let mediaDir: string;
  let jobs: JobQueue;
  beforeAll(async () => {
    database = await backend.open();
    jobs = await JobQueue.open(database);
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-media-'));
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  const start = () =>
    buildServer({
      config: loadConfig({ UNIQUE_KEY: TEST_UNIQUE_KEY }),
      db: database.db,
      jobs,
      storage: new LocalMediaStorage(mediaDir),
    });

  it('matches the migrated table, so the server starts and answers with the contract list', async () => {
    const app = await start();
    try {
      const response = await app.inject({
        method: 'GET',
        url: endpoints.categories.path,
        headers: { [UNIQUE_KEY_HEADER]: TEST_UNIQUE_KEY },
      });
      expect(endpoints.categories.response.parse(response.json()).data).toEqual(
        CATEGORIES.map(({ id, name }) => ({ id, name })),
      );
    } finally {
      await app.close();
    }
  });

  it('starts with categories an administrator renamed, moved or added (the settings’)', async () => {
    await database.db
      .update(categories)
      .set({ name: 'Trade', slug: 'trade' })
      .where(eq(categories.id, 3));
    await database.db.insert(categories).values({ id: 11, slug: 'weather', name: 'Weather' });
    const app = await start();
    await app.close();
    await database.db.delete(categories).where(eq(categories.id, 11));
    await database.db
      .update(categories)
      .set({ name: CATEGORY_BY_SLUG.business.name, slug: 'business' })
      .where(eq(categories.id, 3));
  });

  it('refuses to start when the table lacks one of the contract’s categories', async () => {
    await database.db.delete(categories).where(eq(categories.id, 10));
    await expect(start()).rejects.toThrow('missing 10 crime "Crime"');
    await database.db
      .insert(categories)
      .values({ id: 10, slug: 'crime', name: CATEGORY_BY_SLUG.crime.name });

    const app = await start();
    await app.close();
  });
});
