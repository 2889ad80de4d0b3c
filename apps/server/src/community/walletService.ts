import {
  type RewardResult,
  refuseReusedKey,
  refuseReward,
  SERVER_MESSAGES,
  type WalletEntry,
} from '@byline/api-client/contract';
import type { Database, Executor } from '../db/client';
import { pageRequest } from '../db/pagination';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import { lockUsers } from '../users/userRepository';
import {
  findRewardByKey,
  findRewardedArticle,
  listWalletHistory as listLedgerLines,
  transfer,
  type WalletPage,
} from './walletRepository';

/**
 * Coins (docs/adr/0015): a reward moves coins from the sender's balance to the recipient's with
 * a ledger row, in one transaction; the rules (contract `refuseReward`) decide what may move.
 */

export interface Reward {
  senderId: number;
  recipientId: number;
  amount: number;
  /** The article rewarded, if the reward names one (it must be the recipient's, published). */
  articleId?: number | undefined;
  /** The client's key of this reward, the same on every retry. */
  idempotencyKey: string;
}

/**
 * Sends coins, as ADR 0015 says: both users' rows locked in id order; the ledger row inserted
 * unless the sender's key is taken, and then the first reward is answered again when this is the
 * same one, 409 when not; 409 when the balance is short; the coins move and the recipient is told
 * in the same transaction. Run again from the start if it loses a deadlock or serialization race.
 *
 * The sender's row is locked, so their balance is known before the insert: a reward it covers is
 * one statement (ledger row, both balances, notification); one it does not first looks for the
 * key, so a retry of a reward made when the balance was higher is still answered with it.
 */
export async function rewardAuthor(db: Database, reward: Reward): Promise<RewardResult> {
  const { senderId, recipientId, amount, idempotencyKey } = reward;
  const articleId = reward.articleId ?? null;
  return retryingTransaction(db, async (tx) => {
    const locked = await lockUsers(tx, [senderId, recipientId]);
    const sender = locked.find((user) => user.id === senderId);
    const recipient = locked.find((user) => user.id === recipientId);
    if (!sender) refuse({ status: 401, message: SERVER_MESSAGES.unauthorized });
    const article = articleId === null ? null : await findRewardedArticle(tx, articleId);
    const rules = {
      senderId,
      amount,
      recipient: recipient ? { userId: recipient.id } : null,
      ...(articleId === null ? {} : { article }),
    };
    // Everything but the balance first: a retry of a reward already made is answered even when
    // the balance no longer covers it.
    refuse(refuseReward({ ...rules, senderBalance: Number.POSITIVE_INFINITY }));
    if (!recipient) throw new Error('refused above');
    const entry = (id: number, createdAt: Date): WalletEntry => ({
      id,
      direction: 'out',
      kind: 'reward',
      amount,
      counterparty: {
        user_id: recipient.id,
        full_name: recipient.fullName,
        user_profile: recipient.profileImage,
      },
      article: article ? { id: article.id, title: article.title } : null,
      created_at: createdAt.toISOString(),
    });

    if (sender.wallet >= amount) {
      const made = await transfer(tx, { senderId, recipientId, amount, articleId, idempotencyKey });
      if (made)
        return { transfer: entry(made.id, made.createdAt), balance: sender.wallet - amount };
    }
    // The key is taken (a retry of this reward, or another one), or the balance is short.
    const first = await findRewardByKey(tx, senderId, idempotencyKey);
    if (first) {
      refuse(refuseReusedKey(first, { recipientId, amount, articleId }));
      return { transfer: entry(first.id, first.createdAt), balance: sender.wallet };
    }
    refuse(refuseReward({ ...rules, senderBalance: sender.wallet }));
    throw new Error(`reward ${idempotencyKey} was neither made nor refused`);
  });
}

/** The user's ledger lines, newest first, with the balance. */
export function listWalletHistory(
  db: Executor,
  userId: number,
  query: { limit: number; cursor?: string | undefined },
): Promise<WalletPage> {
  return listLedgerLines(db, userId, pageRequest(query));
}
