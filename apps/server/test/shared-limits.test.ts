import { COMMENT_RATE_LIMIT, endpoints, SUBSCRIBE_RATE_LIMIT } from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { saveArticle } from './helpers/community';

const WRITES_PER_MINUTE = 4;

/**
 * Two servers on one database stand for two processes behind a balancer: each keeps its own
 * memory, so only counts kept in the database can hold a limit across them. Requests go to the
 * two in turn, as a round-robin balancer sends them.
 */
describe.each(testBackends())('limits shared by two processes on $name', (backend) => {
  let first: TestApp;
  let second: TestApp;
  const inTurn = (index: number) => (index % 2 === 0 ? first : second);

  beforeAll(async () => {
    first = await createTestApp(backend, {
      limitStore: 'database',
      rateLimits: { writes: WRITES_PER_MINUTE, comments: COMMENT_RATE_LIMIT.posts },
    });
    second = await createTestApp(backend, {
      database: first.database,
      limitStore: 'database',
      rateLimits: { writes: WRITES_PER_MINUTE, comments: COMMENT_RATE_LIMIT.posts },
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('lets one address make its writes per minute in all, not per process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE + 2; i++) {
      const response = await inTurn(i).call({
        method: 'POST',
        url: endpoints.unsubscribe.path,
        remoteAddress: '10.2.0.1',
        payload: { token: `not-a-token-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(0, WRITES_PER_MINUTE)).not.toContain(429);
  });

  it('lets a user post the comment limit in all, even when the posts race', async () => {
    const author = await first.createUser('Limit Author');
    const reader = await first.createUser('Limit Reader');
    const articleId = await saveArticle(first, author.token);
    // Past the per-address write limit above: a reader on another address (X-Forwarded-For is
    // not trusted here, so the user limit is what is left to hit). Sent all at once.
    const posts = await Promise.all(
      Array.from({ length: COMMENT_RATE_LIMIT.posts + 3 }, (_, i) =>
        inTurn(i).call({
          method: 'POST',
          url: endpoints.addComment.path,
          remoteAddress: `10.0.0.${i + 1}`,
          token: reader.token,
          payload: { news_id: articleId, text: `Comment number ${i}` },
        }),
      ),
    );
    const statuses = posts.map((post) => post.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(COMMENT_RATE_LIMIT.posts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('lets one inbox be subscribed its limit in all', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SUBSCRIBE_RATE_LIMIT.perEmail + 1; i++) {
      const response = await inTurn(i).call({
        method: 'POST',
        url: endpoints.subscribe.path,
        remoteAddress: `10.1.0.${i + 1}`,
        payload: { email: 'shared.limit@example.test' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SUBSCRIBE_RATE_LIMIT.perEmail).fill(200), 429]);
  });
});
