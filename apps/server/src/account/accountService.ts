import {
  ACCOUNT_CONFIRMATION_MAX_AGE_MS,
  ACCOUNT_REFUSALS,
  type AccountExport,
  type DeleteAccountRequest,
  type DeleteAccountResult,
  MEDIA_RENDITION_WIDTHS,
  mediaRenditionPath,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { IdentityError, type IdentityVerifier, type VerifiedIdentity } from '../auth/identity';
import { hashToken } from '../auth/sessions';
import { listWalletHistory } from '../community/walletRepository';
import type { Database, Executor } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import type { MediaStorage } from '../media/storage';
import {
  type AccountRemoval,
  isDeletedAccount,
  lockLiveAccount,
  mediaInUse,
  readAccountExport,
  removeAccount,
  sessionOfDeletedAccount,
} from './accountRepository';

/**
 * The account (docs/adr/0027, docs/privacy.md): deleting it, confirmed by a fresh sign-in of the
 * same Firebase account, and the download of everything stored about the person.
 */

/** Ledger lines read per query while exporting (each query one bounded index read). */
const LEDGER_EXPORT_PAGE = 500;

const IDENTITY_FAILURES = {
  invalid: { status: 401, message: SERVER_MESSAGES.invalidIdentity },
  disabled: { status: 403, message: SERVER_MESSAGES.accountDisabled },
  unavailable: { status: 503, message: SERVER_MESSAGES.identityUnavailable },
} as const;

async function verifyConfirmation(
  identity: IdentityVerifier,
  idToken: string,
): Promise<VerifiedIdentity> {
  try {
    return await identity.verify(idToken);
  } catch (error) {
    const failure = error instanceof IdentityError ? error.failure : 'unavailable';
    refuse(IDENTITY_FAILURES[failure]);
  }
}

/** Where a deletion reports what it could not finish after its commit (the server's log). */
export interface AccountLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AccountDependencies {
  db: Database;
  identity: IdentityVerifier;
  storage: MediaStorage;
  log: AccountLog;
}

/** What the deletion answers, and what the route must drop from the read cache. */
export interface AccountDeletion {
  result: DeleteAccountResult;
  removal: AccountRemoval;
}

/**
 * Deletes the caller's account. The confirmation is a Firebase ID token of the same account,
 * signed in at most ACCOUNT_CONFIRMATION_MAX_AGE_MS ago (a stolen bearer token alone cannot
 * delete anyone). The rows change in one transaction (accountRepository `removeAccount`); then
 * the Firebase account is deleted, and the pictures nobody shows any more. A failure of either
 * after the commit is logged: the person is gone from Byline, and their old sign-in can no
 * longer reach the emptied row (its uid was replaced).
 */
export async function deleteAccount(
  { db, identity, storage, log }: AccountDependencies,
  userId: number,
  input: DeleteAccountRequest,
): Promise<AccountDeletion> {
  const confirmed = await verifyConfirmation(identity, input.identity);
  const removal = await retryingTransaction(db, async (tx) => {
    const account = await lockLiveAccount(tx, userId);
    if (!account) refuse({ status: 410, message: ACCOUNT_REFUSALS.accountAlreadyDeleted });
    if (account.firebaseUid !== confirmed.uid) {
      refuse({ status: 403, message: ACCOUNT_REFUSALS.identityMismatch });
    }
    if (Date.now() - confirmed.authTime.getTime() > ACCOUNT_CONFIRMATION_MAX_AGE_MS) {
      refuse({ status: 401, message: ACCOUNT_REFUSALS.confirmationTooOld });
    }
    return removeAccount(tx, account, input.articles);
  });
  try {
    await identity.deleteAccount(confirmed.uid);
  } catch (error) {
    log.error({ err: error, userId, uid: confirmed.uid }, 'firebase account not deleted');
  }
  await removeUnusedMedia(db, storage, removal.mediaPaths, log);
  return {
    result: {
      articles_kept: removal.articlesKept,
      articles_removed: removal.articlesRemoved,
      comments_kept: removal.commentsKept,
      comments_removed: removal.commentsRemoved,
    },
    removal,
  };
}

/** Removes the pictures (and an article picture's smaller copies) no row shows any more. */
async function removeUnusedMedia(
  db: Executor,
  storage: MediaStorage,
  paths: readonly string[],
  log: AccountLog,
): Promise<void> {
  for (const path of new Set(paths)) {
    try {
      if (await mediaInUse(db, path)) continue;
      const copies = MEDIA_RENDITION_WIDTHS.flatMap(
        (width) => mediaRenditionPath(path, width) ?? [],
      );
      await Promise.all([path, ...copies].map((key) => storage.remove(key)));
    } catch (error) {
      // An outside URL or a storage outage: the file stays, unreferenced.
      log.warn({ err: error, path }, 'picture of a deleted account not removed');
    }
  }
}

/**
 * A required call whose token is no longer live: when its session was a deleted account's, the
 * deletion already happened, and a second one is told so (410) rather than to sign in again.
 */
export async function refuseDeletedAccountToken(db: Executor, token: string): Promise<void> {
  if (await sessionOfDeletedAccount(db, hashToken(token))) {
    refuse({ status: 410, message: ACCOUNT_REFUSALS.accountAlreadyDeleted });
  }
}

/** Everything stored about the caller (docs/privacy.md), as the download's file holds it. */
export async function exportAccount(db: Executor, userId: number): Promise<AccountExport> {
  const stored = await readAccountExport(db, userId);
  if (!stored) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
  const ledger = await readWholeLedger(db, userId);
  return {
    exported_at: new Date().toISOString(),
    ...stored,
    wallet: { balance: stored.profile.my_wallet, ledger },
  };
}

/** Every line of the user's ledger, oldest first, read a bounded page at a time. */
async function readWholeLedger(db: Executor, userId: number) {
  const lines = [];
  let cursor: number | null = null;
  do {
    const page = await listWalletHistory(db, userId, { limit: LEDGER_EXPORT_PAGE, cursor });
    lines.push(...page.items);
    const last = page.items.at(-1);
    cursor = page.nextCursor !== null && last ? last.id : null;
  } while (cursor !== null);
  return lines.reverse();
}

/** A deleted account's profile is gone (410); a user who never was is not found (404). */
export async function refuseDeletedAuthor(db: Executor, userId: number): Promise<void> {
  if (await isDeletedAccount(db, userId)) {
    refuse({ status: 410, message: ACCOUNT_REFUSALS.accountDeleted });
  }
}
