import { WELCOME_GRANT_COINS } from '../constants';

/** A follow between seeded accounts (follows row). */
export interface SeedFollow {
  followerId: number;
  followeeId: number;
}

/** A reward between seeded accounts (coin_transfers row of kind 'reward'). */
export interface SeedReward {
  fromUserId: number;
  toUserId: number;
  amount: number;
  articleId: number | null;
  idempotencyKey: string;
}

export interface CommunityPlan {
  /** Oldest first: the order they are inserted and dated in. */
  follows: SeedFollow[];
  rewards: SeedReward[];
}

/** A deterministic shuffle (mulberry32), so every seed tells the same story. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * Who follows and rewards whom among the seeded accounts: every author has between a handful
 * and most of the readers as followers, and follows two or three colleagues; readers reward
 * authors they follow (often naming one of their articles) and authors reward colleagues. Nobody
 * spends more than the welcome grant, so every balance stays whole.
 */
export function planCommunity(input: {
  authorIds: readonly number[];
  readerIds: readonly number[];
  /** Recent published articles of each author, for rewards to name. */
  articlesByAuthor: ReadonlyMap<number, readonly number[]>;
}): CommunityPlan {
  const { authorIds, readerIds, articlesByAuthor } = input;
  const authors = authorIds.length;
  const readers = readerIds.length;
  const follows: SeedFollow[] = [];
  const followedBy = new Map<number, number[]>();
  const addFollow = (followerId: number, followeeId: number) => {
    if (followerId === followeeId) return;
    if (follows.some((f) => f.followerId === followerId && f.followeeId === followeeId)) return;
    follows.push({ followerId, followeeId });
    followedBy.set(followerId, [...(followedBy.get(followerId) ?? []), followeeId]);
  };
  for (const [a, authorId] of authorIds.entries()) {
    const followers = Math.min(readers, 4 + ((a * 17 + 11) % 41));
    // Steps of 5 through the readers (coprime with their count) pick distinct readers.
    for (let j = 0; j < followers; j++) {
      const reader = readerIds[(a * 7 + j * 5) % readers];
      if (reader !== undefined) addFollow(reader, authorId);
    }
  }
  for (const [a, authorId] of authorIds.entries()) {
    for (const offset of a % 2 === 0 ? [1, 5, 9] : [1, 5]) {
      const colleague = authorIds[(a + offset) % authors];
      if (colleague !== undefined) addFollow(authorId, colleague);
    }
  }

  const rewards: SeedReward[] = [];
  const articleOf = (authorId: number, pick: number) => {
    const ids = articlesByAuthor.get(authorId) ?? [];
    return ids.length === 0 ? null : (ids[pick % ids.length] ?? null);
  };
  const spent = new Map<number, number>();
  const addReward = (fromUserId: number, toUserId: number, amount: number, pick: number) => {
    const count = rewards.filter((reward) => reward.fromUserId === fromUserId).length;
    const total = (spent.get(fromUserId) ?? 0) + amount;
    if (fromUserId === toUserId || total > WELCOME_GRANT_COINS) return;
    spent.set(fromUserId, total);
    rewards.push({
      fromUserId,
      toUserId,
      amount,
      // Now and then a reward names no article, as one from a profile page does.
      articleId: pick % 5 === 4 ? null : articleOf(toUserId, pick),
      idempotencyKey: `seed:reward-${count + 1}`,
    });
  };
  for (const [r, readerId] of readerIds.entries()) {
    const followed = followedBy.get(readerId) ?? [];
    if (followed.length === 0) continue;
    for (let n = 0; n < r % 4; n++) {
      const recipient = followed[(r + n * 3) % followed.length];
      if (recipient !== undefined)
        addReward(readerId, recipient, 2 + ((r * 13 + n * 29) % 24), r + n);
    }
  }
  for (const [a, authorId] of authorIds.entries()) {
    const colleague = authorIds[(a + 3) % authors];
    if (colleague !== undefined) addReward(authorId, colleague, 5 + ((a * 11) % 20), a);
    const another = authorIds[(a + 7) % authors];
    if (a % 3 === 0 && another !== undefined) addReward(authorId, another, 3 + (a % 9), a + 1);
  }
  return { follows: shuffled(follows, 14), rewards: shuffled(rewards, 15) };
}
