import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CATEGORIES,
  COMMENT_RATE_LIMIT,
  endpoints,
  UNIQUE_KEY_HEADER,
} from '@byline/api-client/contract';
import { expect, test } from '@playwright/test';
import { BASE_URL, UNIQUE_KEY } from '../helpers/env';
import { publish } from '../helpers/reader';
import { api, backendSession, newVerifiedAccount } from '../helpers/session';
import { CLUSTER_STACK_DIR } from './clusterEnv';

/** What `npm run start:cluster` writes for the operator: ports, admin token, live process ids. */
interface ClusterState {
  balancerPort: number;
  apiPorts: number[];
  pids: Record<string, number>;
}
const clusterState = (): ClusterState =>
  JSON.parse(readFileSync(path.join(CLUSTER_STACK_DIR, 'cluster.json'), 'utf8'));

const LOAD_MS = 60_000;
const LOAD_WORKERS = 8;
/** The registration limit per address and minute (apps/server/src/constants.ts). */
const REGISTRATION_PER_MINUTE = 20;
/** Answers the contract names (and the balancer's retryable ones, counted apart). */
const CONTRACT_STATUSES = new Set([200, 304, 400, 401, 403, 404, 409, 410, 429]);
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const STORY_CATEGORY = CATEGORIES[0];

interface User {
  token: string;
  userId: number;
}

/** One request, whatever it answers: status and body (never throws on a status). */
async function send(
  url: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: string }> {
  const { token, json, ...rest } = init;
  try {
    const response = await fetch(url.startsWith('http') ? url : `${BASE_URL}${url}`, {
      ...rest,
      body: json === undefined ? rest.body : JSON.stringify(json),
      headers: {
        [UNIQUE_KEY_HEADER]: UNIQUE_KEY,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...rest.headers,
      },
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    // No answer at all: neither the contract's nor the balancer's.
    return { status: 0, body: String(error) };
  }
}

async function newUser(label: string): Promise<User> {
  return backendSession(await newVerifiedAccount(label));
}

async function walletOf(user: User): Promise<number> {
  const { data } = await api<{ data: { my_wallet: number } }>(endpoints.userDetails.path, {
    method: 'POST',
    body: JSON.stringify({ user_id: user.userId }),
    headers: { 'content-type': 'application/json' },
    token: user.token,
  });
  return data.my_wallet;
}

/** Every comment text on an article, page after page. */
async function commentTexts(articleId: number): Promise<Set<string>> {
  const texts = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = `news_id=${articleId}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await api<{ data: { text: string }[]; next_cursor: string | null }>(
      `${endpoints.comments.path}?${query}`,
    );
    for (const comment of page.data) texts.add(comment.text);
    cursor = page.next_cursor;
  } while (cursor);
  return texts;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe.configure({ mode: 'serial' });

let authors: User[] = [];
let readers: User[] = [];
let articles: number[] = [];

test.beforeAll(async () => {
  authors = await Promise.all([0, 1, 2].map((i) => newUser(`cluster-author-${i}`)));
  readers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => newUser(`cluster-reader-${i}`)));
  articles = [];
  for (const author of authors) {
    for (let i = 0; i < 2; i++) {
      articles.push(
        await publish(author.token, {
          title: `Cluster story ${i} ${randomUUID().slice(0, 6)}`,
          category: STORY_CATEGORY.name,
        }),
      );
    }
  }
});

test('keeps every acknowledged write and every coin through a minute of load while processes are killed and stopped', async () => {
  const everyone = [...authors, ...readers];
  const coinsBefore = (await Promise.all(everyone.map(walletOf))).reduce((a, b) => a + b, 0);
  const authorCoinsBefore = (await Promise.all(authors.map(walletOf))).reduce((a, b) => a + b, 0);

  const statuses = new Map<string, number>();
  const unexpected: string[] = [];
  const acknowledged = {
    comments: [] as { articleId: number; text: string }[],
    rewards: 0,
    articles: [] as number[],
  };
  const note = (what: string, status: number, body: string) => {
    statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
    if (!CONTRACT_STATUSES.has(status) && !RETRYABLE_STATUSES.has(status)) {
      unexpected.push(`${what} ${status} ${body.slice(0, 200)}`);
    }
  };
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

  // A page the edge keeps from now on: past its s-maxage the edge must fetch it again, with
  // what was published meanwhile.
  const edgePage = `/news/${STORY_CATEGORY.slug}?kept=${randomUUID().slice(0, 6)}`;
  const firstEdgeAnswer = await fetch(`${BASE_URL}${edgePage}`, {
    headers: { [UNIQUE_KEY_HEADER]: UNIQUE_KEY },
  });
  expect(firstEdgeAnswer.status).toBe(200);
  const keptUntil =
    Date.now() +
    1000 * Number(/s-maxage=(\d+)/.exec(firstEdgeAnswer.headers.get('cache-control') ?? '')?.[1]);
  expect(keptUntil).not.toBeNaN();

  const deadline = Date.now() + LOAD_MS;
  const work = async (worker: number) => {
    for (let round = 0; Date.now() < deadline; round++) {
      const kind = (worker + round) % 6;
      if (kind === 0) {
        const page = pick(['/', `/news/${STORY_CATEGORY.slug}`, `/article/${pick(articles)}`]);
        const { status, body } = await send(page);
        note('page', status, body);
      } else if (kind === 1) {
        const { status, body } = await send(
          `${endpoints.newsList.path}?category_id=${STORY_CATEGORY.id}`,
        );
        note('newsList', status, body);
      } else if (kind === 2) {
        const articleId = pick(articles);
        const text = `Load comment ${randomUUID()}`;
        const { status, body } = await send(endpoints.addComment.path, {
          method: 'POST',
          token: pick(readers).token,
          json: { news_id: articleId, text },
        });
        note('addComment', status, body);
        if (status === 200) acknowledged.comments.push({ articleId, text });
      } else if (kind === 3) {
        const author = pick(authors);
        const { status, body } = await send(endpoints.rewardAuthor.path, {
          method: 'POST',
          token: pick(readers).token,
          json: { user_id: author.userId, amount: 1, idempotency_key: randomUUID() },
        });
        note('reward', status, body);
        if (status === 200) acknowledged.rewards += 1;
      } else if (kind === 4 && round % 4 === 0) {
        const author = pick(authors);
        const form = new FormData();
        form.set('title', `Published under load ${randomUUID().slice(0, 8)}`);
        form.set('keywords', '[]');
        form.set('creator', '[]');
        form.set('description', 'A story written while the cluster was under load.');
        form.set('content', '<p>Written while processes came and went.</p>');
        form.set('video_url', '');
        form.set('category', String(STORY_CATEGORY.id));
        const { status, body } = await send(endpoints.saveArticle.path, {
          method: 'POST',
          token: author.token,
          body: form,
        });
        note('publish', status, body);
        if (status === 200) acknowledged.articles.push(JSON.parse(body).data.news_id);
      } else {
        const { status, body } = await send(`/article/${pick(articles)}`);
        note('page', status, body);
      }
    }
  };

  // The chaos: a crash a quarter of the way in, a graceful stop at half-time.
  const chaos = (async () => {
    const before = clusterState();
    await pause(LOAD_MS / 4);
    process.kill(before.pids.api2 ?? 0, 'SIGKILL');
    await pause(LOAD_MS / 4);
    process.kill(before.pids.api3 ?? 0, 'SIGTERM');
    return before;
  })();

  await Promise.all(Array.from({ length: LOAD_WORKERS }, (_, worker) => work(worker)));
  const before = await chaos;

  const table = [...statuses].sort().map(([key, count]) => `${key}: ${count}`);
  console.log(`Answers under load:\n  ${table.join('\n  ')}`);
  const retryable = [...statuses]
    .filter(([key]) => RETRYABLE_STATUSES.has(Number(key.split(' ').at(-1))))
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(`Retryable answers from the balancer (killed or stopping processes): ${retryable}`);
  expect(unexpected).toEqual([]);
  expect(acknowledged.comments.length).toBeGreaterThan(0);
  expect(acknowledged.rewards).toBeGreaterThan(0);

  // Both processes came back (new ids), and the balancer uses them again.
  const after = clusterState();
  expect(after.pids.api2).not.toBe(before.pids.api2);
  expect(after.pids.api3).not.toBe(before.pids.api3);
  for (const port of after.apiPorts) {
    await expect.poll(async () => (await send(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  }

  // Once its s-maxage has passed (the load may end sooner), the edge's copy is fetched again:
  // it lists the newest story.
  const newest = acknowledged.articles.at(-1);
  expect(newest).toBeDefined();
  await pause(Math.max(0, keptUntil + 1000 - Date.now()));
  expect((await send(edgePage)).body).toContain(`/article/${newest}"`);

  // Nothing acknowledged was lost.
  for (const id of acknowledged.articles) {
    expect(
      (await send(`${endpoints.articleById.path}?news_id=${id}`)).status,
      `article ${id}`,
    ).toBe(200);
  }
  const byArticle = new Map<number, Set<string>>();
  for (const { articleId, text } of acknowledged.comments) {
    if (!byArticle.has(articleId)) byArticle.set(articleId, await commentTexts(articleId));
    expect(byArticle.get(articleId)?.has(text), text).toBe(true);
  }
  // No coin made or lost; every acknowledged reward reached an author.
  const coinsAfter = (await Promise.all(everyone.map(walletOf))).reduce((a, b) => a + b, 0);
  expect(coinsAfter).toBe(coinsBefore);
  const authorCoinsAfter = (await Promise.all(authors.map(walletOf))).reduce((a, b) => a + b, 0);
  expect(authorCoinsAfter - authorCoinsBefore).toBeGreaterThanOrEqual(acknowledged.rewards);
});

test('holds each limit across the processes: a user’s comments and an address’s registrations', async () => {
  const reader = await newUser('cluster-limited');
  const posts = await Promise.all(
    Array.from({ length: COMMENT_RATE_LIMIT.posts + 3 }, (_, i) =>
      send(endpoints.addComment.path, {
        method: 'POST',
        token: reader.token,
        json: { news_id: articles[0], text: `Limited comment ${i} ${randomUUID()}` },
      }),
    ),
  );
  const statuses = posts.map((post) => post.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(COMMENT_RATE_LIMIT.posts);
  expect(statuses.filter((status) => status === 429)).toHaveLength(3);

  // One address (as the edge names it) asking each process in turn.
  const { apiPorts } = clusterState();
  const registrations: number[] = [];
  for (let i = 0; i < REGISTRATION_PER_MINUTE + 5; i++) {
    const port = apiPorts[i % apiPorts.length];
    const { status } = await send(`http://127.0.0.1:${port}${endpoints.registration.path}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.50' },
      json: { identity: 'not-a-token' },
    });
    registrations.push(status);
  }
  expect(registrations.filter((status) => status === 429)).toHaveLength(5);
  expect(registrations.slice(0, REGISTRATION_PER_MINUTE)).not.toContain(429);
});

test('ends a logged-out session on every process, and shows a publish on every one within the read cache’s second', async () => {
  const { apiPorts } = clusterState();
  const [author] = authors;
  if (!author) throw new Error('no author');
  const session = await backendSession(await newVerifiedAccount('cluster-logout'));
  for (const port of apiPorts) {
    const { status } = await send(`http://127.0.0.1:${port}${endpoints.userDetails.path}`, {
      method: 'POST',
      token: session.token,
      json: { user_id: session.userId },
    });
    expect(status).toBe(200);
  }
  expect((await send(endpoints.logout.path, { method: 'POST', token: session.token })).status).toBe(
    200,
  );
  for (const port of apiPorts) {
    const { status } = await send(`http://127.0.0.1:${port}${endpoints.userDetails.path}`, {
      method: 'POST',
      token: session.token,
      json: { user_id: session.userId },
    });
    expect(status, `process on ${port}`).toBe(401);
  }

  const id = await publish(author.token, {
    title: `Seen everywhere ${randomUUID().slice(0, 8)}`,
    category: STORY_CATEGORY.name,
  });
  await pause(1_100);
  for (const port of apiPorts) {
    const { body } = await send(
      `http://127.0.0.1:${port}${endpoints.newsList.path}?category_id=${STORY_CATEGORY.id}`,
    );
    const ids = (JSON.parse(body).data as { id: number }[]).map((item) => item.id);
    expect(ids, `process on ${port}`).toContain(id);
  }
});

test('the edge keeps public pages and never anything asked with a session', async () => {
  const page = `/news/${STORY_CATEGORY.slug}?edge=${randomUUID().slice(0, 6)}`;
  const cacheStatus = async (init: RequestInit = {}) => {
    const response = await fetch(`${BASE_URL}${page}`, init);
    await response.arrayBuffer();
    return response.headers.get('x-cache-status');
  };
  expect(await cacheStatus()).toBe('MISS');
  expect(await cacheStatus()).toBe('HIT');
  expect(await cacheStatus({ headers: { cookie: 'user_token=abc' } })).toBe('BYPASS');
  expect(await cacheStatus({ headers: { authorization: 'Bearer abc' } })).toBe('BYPASS');

  const [reader] = readers;
  if (!reader) throw new Error('no reader');
  // A private read (the wallet's history, a GET a cache could keep) asked twice with a session.
  for (let i = 0; i < 2; i++) {
    const response = await fetch(`${BASE_URL}${endpoints.walletHistory.path}`, {
      headers: { [UNIQUE_KEY_HEADER]: UNIQUE_KEY, authorization: `Bearer ${reader.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBe('BYPASS');
  }
});
