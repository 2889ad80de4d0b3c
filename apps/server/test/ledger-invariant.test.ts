import { SERVER_MESSAGES } from '@byline/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardAuthor } from '../src/community/walletService';
import { WELCOME_GRANT_COINS } from '../src/constants';
import { HttpError } from '../src/http/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint } from './helpers/community';

/**
 * Not one coin created or lost (docs/adr/0015): 10,000 rewards between 50 accounts, many at a
 * time, with random pairs and amounts (some beyond the balance, some to oneself), client retries
 * of the same reward (same key, some at the same moment) and keys reused for a different reward.
 * Afterwards the ledger and the balances must agree.
 *
 * A share of them travel through the real HTTP call (app.inject: session, schema, envelope); the
 * others call the function that call runs (rewardAuthor), which is about half the cost on a
 * small machine: all 10,000 through HTTP took two minutes on PGlite there.
 */
const ACCOUNTS = 50;
const TRANSFERS = 10_000;
/** Requests in flight at once. */
const CONCURRENCY = 48;
/** The share of rewards sent through the HTTP call; the rest call rewardAuthor directly. */
const HTTP_SHARE = 0.15;
/** Each reward is 1 to this many coins: about a third of an account's start, so some fail. */
const MAX_AMOUNT = 40;

/** A small seeded generator: a failure can be run again exactly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Request {
  /** Through the HTTP call, or rewardAuthor. */
  http: boolean;
  sender: number;
  recipient: number;
  amount: number;
  key: string;
}

/** The requests: fresh rewards, retries of earlier ones, and earlier keys naming other rewards. */
function plan(seed: number): Request[] {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const requests: Request[] = [];
  for (let index = 0; requests.length < TRANSFERS; index += 1) {
    const roll = next();
    const earlier = requests[pick(requests.length)];
    if (earlier && roll < 0.1) {
      // A client retry: the very same reward again.
      requests.push({ ...earlier, http: next() < HTTP_SHARE });
    } else if (earlier && roll < 0.13) {
      // A key reused for a different amount: 409 whenever the first was made.
      requests.push({
        ...earlier,
        http: next() < HTTP_SHARE,
        amount: (earlier.amount % MAX_AMOUNT) + 1,
      });
    } else {
      const sender = pick(ACCOUNTS);
      // Now and then to oneself (400).
      const recipient = roll > 0.99 ? sender : (sender + 1 + pick(ACCOUNTS - 1)) % ACCOUNTS;
      requests.push({
        http: next() < HTTP_SHARE,
        sender,
        recipient,
        amount: 1 + pick(MAX_AMOUNT),
        key: `ledger-${index}`,
      });
    }
  }
  // Shuffled, so retries may run before, with or after the first attempt.
  for (let index = requests.length - 1; index > 0; index -= 1) {
    const other = pick(index + 1);
    [requests[index], requests[other]] = [requests[other] as Request, requests[index] as Request];
  }
  return requests;
}

describe.each(testBackends())('the coin ledger under concurrent rewards on $name', (backend) => {
  let t: TestApp;
  let accounts: Array<{ userId: number; token: string }>;

  beforeAll(async () => {
    t = await createTestApp(backend, { rateLimits: { writes: 1_000_000 } });
    accounts = [];
    for (let index = 0; index < ACCOUNTS; index += 1) {
      accounts.push(await t.createUser(`Account ${index}`));
    }
  });
  afterAll(() => t.close());

  it(`${TRANSFERS} rewards leave every coin accounted for`, { timeout: 120_000 }, async () => {
    const requests = plan(20_261_126);
    const answers: Array<{ request: Request; status: number; message: string; id?: number }> = [];
    const send = async (
      request: Request,
      sender: { userId: number; token: string },
      recipientId: number,
    ): Promise<{ status: number; message: string; id?: number }> => {
      if (request.http) {
        const answer = await callEndpoint(t, 'rewardAuthor', sender.token, {
          user_id: recipientId,
          amount: request.amount,
          idempotency_key: request.key,
        });
        return answer.status === 200
          ? { status: 200, message: answer.message, id: answer.body.data.transfer.id }
          : { status: answer.status, message: answer.message };
      }
      try {
        const result = await rewardAuthor(t.database.db, {
          senderId: sender.userId,
          recipientId,
          amount: request.amount,
          idempotencyKey: request.key,
        });
        return { status: 200, message: 'ok', id: result.transfer.id };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { status: error.statusCode, message: error.message };
      }
    };
    const started = performance.now();
    let nextIndex = 0;
    const worker = async () => {
      while (nextIndex < requests.length) {
        const request = requests[nextIndex++] as Request;
        const sender = accounts[request.sender];
        const recipient = accounts[request.recipient];
        if (!sender || !recipient) throw new Error('no such account');
        answers.push({ request, ...(await send(request, sender, recipient.userId)) });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const byStatus = new Map<number, number>();
    for (const answer of answers) {
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    }
    const counts = [...byStatus].map(([status, n]) => `${status}: ${n}`).join(', ');
    const viaHttp = answers.filter((answer) => answer.request.http).length;
    console.info(
      `[ledger] ${backend.name}: ${TRANSFERS} rewards (${viaHttp} through HTTP) in ${seconds.toFixed(1)} s (${counts})`,
    );

    // Every refusal is one the rules name, and each kind happened.
    const reasons = new Set(answers.filter((a) => a.status !== 200).map((a) => a.message));
    expect(reasons).toEqual(
      new Set([
        SERVER_MESSAGES.notEnoughCoins,
        SERVER_MESSAGES.cannotRewardYourself,
        SERVER_MESSAGES.idempotencyKeyReused,
      ]),
    );
    expect(byStatus.get(200) ?? 0).toBeGreaterThan(TRANSFERS / 2);

    const db = t.database.db;
    const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    const balances = await rowsOf<{ id: number; wallet: string | number }>(
      sql`select id, wallet from users order by id`,
    );
    // Not one coin created or lost, none below zero.
    const total = balances.reduce((sum, row) => sum + Number(row.wallet), 0);
    expect(total).toBe(ACCOUNTS * WELCOME_GRANT_COINS);
    expect(balances.filter((row) => Number(row.wallet) < 0)).toEqual([]);
    // Each balance is its ledger: coins in minus coins out.
    const mismatched = await rowsOf(sql`
      select u.id, u.wallet, coalesce(came.n, 0) - coalesce(went.n, 0) as ledger
      from users u
      left join (select to_user_id as id, sum(amount) as n from coin_transfers group by 1) came
        on came.id = u.id
      left join (select from_user_id as id, sum(amount) as n from coin_transfers group by 1) went
        on went.id = u.id
      where u.wallet <> coalesce(came.n, 0) - coalesce(went.n, 0)`);
    expect(mismatched).toEqual([]);

    // Every acknowledged reward is in the ledger exactly once, as answered; no refused one is.
    const ledger = await rowsOf<{
      id: string | number;
      from_user_id: number;
      to_user_id: number;
      amount: string | number;
      idempotency_key: string;
    }>(sql`select id, from_user_id, to_user_id, amount, idempotency_key from coin_transfers
      where kind = 'reward'`);
    const lineOf = new Map(
      ledger.map((row) => [`${row.from_user_id}/${row.idempotency_key}`, row]),
    );
    expect(lineOf.size).toBe(ledger.length);
    const acknowledged = new Set<string>();
    for (const answer of answers) {
      const sender = accounts[answer.request.sender]?.userId;
      const name = `${sender}/${answer.request.key}`;
      const line = lineOf.get(name);
      if (answer.status === 200) {
        acknowledged.add(name);
        expect(line && Number(line.id)).toBe(answer.id);
        expect(line && [line.to_user_id, Number(line.amount)]).toEqual([
          accounts[answer.request.recipient]?.userId,
          answer.request.amount,
        ]);
      }
    }
    for (const answer of answers.filter((a) => a.status !== 200)) {
      const name = `${accounts[answer.request.sender]?.userId}/${answer.request.key}`;
      if (!acknowledged.has(name)) expect(lineOf.has(name)).toBe(false);
    }
    expect(ledger.length).toBe(acknowledged.size);
  });
});
