import { CATEGORIES, endpoints, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import autocannon from 'autocannon';
import { createSession } from '../../src/auth/sessions';

import type { Database } from '../../src/db/client';
import { insertArticle } from '../../src/news/repository';
import { findOrLinkUser } from '../../src/users/userRepository';

/**
 * Mixed load: readers and writers at once against one server, as on a news site where authors
 * publish while people read. Readers go through the home page's and an article page's calls
 * (every category's list, most watched, an author profile, an article); writers update their own
 * published articles (a multipart save, the same call the editor makes). Each side gets its own
 * latency figures.
 */

/** Articles the writers edit: enough that they rarely wait on each other's row lock. */
const WRITER_ARTICLES = 40;

export interface MixedLoadWorld {
  token: string;
  authorId: number;
  articleIds: number[];
  /** Published articles readers open (seeded ones). */
  readIds: number[];
}

/** A signed-in author with published articles, made directly in the database before the server starts. */
export async function prepareMixedLoad(db: Database, readIds: number[]): Promise<MixedLoadWorld> {
  const { userId } = await findOrLinkUser(db, {
    firebaseUid: 'bench:mixed-load-writer',
    email: 'mixed-load-writer@example.test',
    emailVerified: true,
    fullName: 'Bench Writer',
    userName: 'bench-writer',
    loginType: 'email',
    deviceToken: '',
  });
  const articleIds: number[] = [];
  for (let index = 0; index < WRITER_ARTICLES; index++) {
    articleIds.push(
      await insertArticle(
        db,
        userId,
        {
          title: `Mixed load article ${index}`,
          description: 'Written while people read.',
          content: '<p>Updated by the benchmark.</p>',
          readingMinutes: 1,
          keywords: ['benchmark'],
          creator: [],
          videoUrl: null,
          categoryId: CATEGORIES[index % CATEGORIES.length]?.id ?? 1,
          isDraft: false,
        },
        null,
      ),
    );
  }
  return { token: await createSession(db, userId), authorId: userId, articleIds, readIds };
}

export interface LoadFigures {
  /** Answered in the measured run. */
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** The multipart body of an update of one article, as the editor sends it. */
async function saveBody(newsId: number, categoryId: number) {
  const form = new FormData();
  const fields = {
    news_id: String(newsId),
    title: `Mixed load article ${newsId}, updated`,
    keywords: JSON.stringify(['benchmark']),
    creator: '[]',
    description: 'Written while people read.',
    content: '<p>Updated by the benchmark.</p>',
    category: String(categoryId),
    is_draft: 'false',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

function toFigures(result: Awaited<ReturnType<typeof autocannon>>, duration: number): LoadFigures {
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function measureMixedLoad(
  baseUrl: string,
  world: MixedLoadWorld,
  options: { readers: number; writers: number; duration: number; uniqueKey: string },
): Promise<{ reads: LoadFigures; writes: LoadFigures }> {
  const headers = { [UNIQUE_KEY_HEADER]: options.uniqueKey };
  const readPaths = [
    ...CATEGORIES.map(
      (category) => `${endpoints.newsList.path}?category_id=${category.id}&limit=10`,
    ),
    endpoints.mostWatched.path,
    endpoints.categories.path,
    `${endpoints.authorProfile.path}?user_id=${world.authorId}`,
  ];
  const writeHeaders = (contentType: string) => ({
    authorization: `Bearer ${world.token}`,
    'content-type': contentType,
  });
  const writes = await Promise.all(
    world.articleIds.map((id, index) =>
      saveBody(id, CATEGORIES[index % CATEGORIES.length]?.id ?? 1),
    ),
  );
  // One write by hand first: a refused save would measure nothing.
  const [first] = writes;
  if (first) {
    const response = await fetch(`${baseUrl}${endpoints.saveArticle.path}`, {
      method: 'POST',
      headers: { ...headers, ...writeHeaders(first.contentType) },
      body: first.body,
    });
    if (!response.ok) throw new Error(`save: ${response.status} ${await response.text()}`);
  }
  const run = (duration: number) =>
    Promise.all([
      autocannon({
        url: baseUrl,
        connections: options.readers,
        duration,
        headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              method: 'GET',
              // One read in four opens an article (and records a view), as an article page does.
              path:
                Math.random() < 0.25
                  ? `${endpoints.articleById.path}?news_id=${pick(world.readIds)}`
                  : pick(readPaths),
            }),
          },
        ],
      }),
      autocannon({
        url: baseUrl,
        connections: options.writers,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const write = pick(writes);
              return {
                ...request,
                method: 'POST',
                path: endpoints.saveArticle.path,
                headers: { ...headers, ...writeHeaders(write.contentType) },
                body: write.body,
              };
            },
          },
        ],
      }),
    ]);
  // A short warm-up so JIT and caches settle before the measured run.
  await run(2);
  const [reads, written] = await run(options.duration);
  return {
    reads: toFigures(reads, options.duration),
    writes: toFigures(written, options.duration),
  };
}
