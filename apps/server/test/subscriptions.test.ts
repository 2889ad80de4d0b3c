import {
  SERVER_MESSAGES,
  SUBSCRIBE_RATE_LIMIT,
  SUCCESS_MESSAGES,
  UNSUBSCRIBE_TOKEN_PATTERN,
} from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint } from './helpers/community';

/** The newsletter (docs/adr/0017) through its HTTP calls, on each database. */
describe.each(testBackends())('newsletter subscriptions on $name', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** Each test subscribes from its own client address: the per-client limit has its own test. */
  let client = 0;
  const subscribe = (email: string, ip = `10.0.0.${++client}`) =>
    t.call({
      method: 'POST',
      url: '/api/Newsletter/subscribe',
      remoteAddress: ip,
      payload: { email },
    });
  const rowOf = async (email: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0];

  it('stores the address trimmed and lower-cased, with a random token, and never echoes it', async () => {
    const answer = await subscribe('  New.Reader@Example.COM ');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.message).toBe(SUCCESS_MESSAGES.subscribed);
    expect(body.data.unsubscribe_token).toMatch(UNSUBSCRIBE_TOKEN_PATTERN);
    expect(answer.body.toLowerCase()).not.toContain('new.reader');
    const row = await rowOf('new.reader@example.com');
    expect(row).toMatchObject({ token: body.data.unsubscribe_token, unsubscribedAt: null });
  });

  it('answers a known address exactly as a new one, keeping one row and its token', async () => {
    const first = (await subscribe('twice@example.com')).json();
    const again = (await subscribe('TWICE@example.com')).json();
    expect(again).toEqual(first);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid address with the field message and stores nothing', async () => {
    const answer = await subscribe('not an address');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(`email: ${SERVER_MESSAGES.subscribeEmail}`);
    expect(await rowOf('not an address')).toBeUndefined();
  });

  it('unsubscribes by the token, idempotently, and subscribing again restores the same link', async () => {
    const token = (await subscribe('leaving@example.com')).json().data.unsubscribe_token;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await callEndpoint(t, 'unsubscribe', undefined, { token });
      expect(answer.status).toBe(200);
      expect(answer.message).toBe(SUCCESS_MESSAGES.unsubscribed);
    }
    expect((await rowOf('leaving@example.com'))?.unsubscribedAt).toBeInstanceOf(Date);

    const back = (await subscribe('leaving@example.com')).json();
    expect(back.data.unsubscribe_token).toBe(token);
    expect((await rowOf('leaving@example.com'))?.unsubscribedAt).toBeNull();
  });

  it('answers an unknown token like a known one', async () => {
    const answer = await callEndpoint(t, 'unsubscribe', undefined, { token: 'B'.repeat(43) });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(SUCCESS_MESSAGES.unsubscribed);
  });

  it('limits subscribe calls per address and per client address', async () => {
    for (let call = 0; call < SUBSCRIBE_RATE_LIMIT.perEmail; call += 1) {
      expect((await subscribe('popular@example.com')).statusCode).toBe(200);
    }
    const overAddress = await subscribe('popular@example.com');
    expect(overAddress.statusCode).toBe(429);
    expect(overAddress.json().message).toBe(SERVER_MESSAGES.subscribeRateLimited);

    const ip = '10.1.0.1';
    for (let call = 0; call < SUBSCRIBE_RATE_LIMIT.perClient; call += 1) {
      expect((await subscribe(`reader-${call}@example.com`, ip)).statusCode).toBe(200);
    }
    const overClient = await subscribe('one-more@example.com', ip);
    expect(overClient.statusCode).toBe(429);
    expect(overClient.json().message).toBe(SERVER_MESSAGES.subscribeRateLimited);
    // Another client is not held back by that one.
    expect((await subscribe('one-more@example.com')).statusCode).toBe(200);
  });
});
