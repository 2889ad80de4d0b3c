import { endpoints } from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '../src/constants';
import { HEALTH_PATHS } from '../src/ops/health';
import { jobQueueGauges, METRICS_PATH, METRICS_TOKEN_MESSAGE } from '../src/ops/metrics';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

const ADMIN_TOKEN = 'ops-test-admin-token-0123456789abcdef';

/** What a load balancer and Prometheus ask a process: is it alive, can it serve, how is it doing. */
describe.each(testBackends())('the operator’s probes on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { adminToken: ADMIN_TOKEN, env: { READ_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('says it is alive and ready, with every check, never cached', async () => {
    const alive = await t.app.inject({ url: HEALTH_PATHS.alive });
    expect(alive.statusCode).toBe(200);
    const ready = await t.app.inject({ url: HEALTH_PATHS.ready });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', renderer: 'not configured' },
    });
  });

  it('counts requests by route pattern, and the read cache’s hits, for the admin token only', async () => {
    const list = `${endpoints.newsList.path}?category_id=1&page_size=5`;
    for (let i = 0; i < 3; i++) expect((await t.call({ url: list })).statusCode).toBe(200);
    expect((await t.call({ url: '/api/News/newsDetails?news_id=404404' })).statusCode).toBe(404);

    const refused = await t.app.inject({ url: METRICS_PATH });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(METRICS_TOKEN_MESSAGE);

    const scraped = await t.app.inject({
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    const metrics = scraped.body;
    // Labelled by pattern, not by URL: a query string never makes a new series.
    expect(metrics).toContain(
      `byline_http_requests_total{route="${endpoints.newsList.path}",method="GET",status="200"} 3`,
    );
    expect(metrics).toMatch(
      /byline_http_requests_total\{route="\/api\/News\/newsDetails",method="GET",status="404"\} 1/,
    );
    expect(metrics).toContain('byline_read_cache_answers{outcome="hit"} 2');
    expect(metrics).toContain('byline_http_request_duration_seconds_bucket');
    const withHeader = await t.app.inject({
      url: METRICS_PATH,
      headers: { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  it('reports the job queue: jobs waiting by queue, and those that failed every try', async () => {
    const scrape = async () =>
      (
        await t.app.inject({
          url: METRICS_PATH,
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        })
      ).body;
    const waitingMail = /byline_jobs\{queue="mail",state="ready"\} (\d+)/;
    const before = Number(waitingMail.exec(await scrape())?.[1]);
    // A subscription sends its confirmation email as a job.
    const subscribed = await t.call({
      method: 'POST',
      url: endpoints.subscribe.path,
      payload: { email: 'metrics.reader@example.com' },
    });
    expect(subscribed.statusCode).toBe(200);
    const after = await scrape();
    expect(Number(waitingMail.exec(after)?.[1])).toBe(before + 1);
    expect(after).toMatch(/byline_jobs_failed \d+/);
  });

  it('names every answer with a request id, the balancer’s when it sends a sane one', async () => {
    const passed = await t.app.inject({
      url: HEALTH_PATHS.alive,
      headers: { 'x-request-id': 'lb-7f3a.1' },
    });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a.1');
    const hostile = await t.app.inject({
      url: HEALTH_PATHS.alive,
      headers: { 'x-request-id': `a b"\\n${'x'.repeat(300)}` },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not ready when its database does not answer', async () => {
    const other = await backend.open();
    const lonely = await createTestApp(backend, { database: other });
    await other.close();
    const ready = await lonely.app.inject({ url: HEALTH_PATHS.ready });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).toBe('failing');
    await lonely.app.close();
  });
});

describe('the job queue’s gauges', () => {
  it('count the queue once per scrape, and afresh on the next', async () => {
    let countsRead = 0;
    const gauges = jobQueueGauges(async () => {
      countsRead += 1;
      return { queues: [{ queue: 'mail', ready: countsRead, deferred: 0, active: 0 }], failed: 2 };
    });
    // A scrape reads every gauge at once.
    const scrape = () => Promise.all(gauges.map((gauge) => gauge.read()));
    const [depth, failed] = await scrape();
    expect(countsRead).toBe(1);
    expect(depth).toContainEqual({ labels: { queue: 'mail', state: 'ready' }, value: 1 });
    expect(failed).toEqual([{ value: 2 }]);
    const [nextDepth] = await scrape();
    expect(countsRead).toBe(2);
    expect(nextDepth).toContainEqual({ labels: { queue: 'mail', state: 'ready' }, value: 2 });
  });
});
