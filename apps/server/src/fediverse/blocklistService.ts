import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { isBlockedHost, normaliseDomain } from './blocklist';
import {
  deleteBlockedDomain,
  insertBlockedDomains,
  listBlockedDomains,
} from './fediverseArticleRepository';

/**
 * The fediverse domain blocklist (docs/adr/0032), kept in the database: the inboxes refuse a
 * blocked domain's activities (403) and nothing is delivered there. The operator edits it with
 * the admin call; FEDIVERSE_BLOCKED_DOMAINS adds to it at every start.
 */

export function blockedDomains(db: Database): Promise<string[]> {
  return listBlockedDomains(db);
}

/** Adds the configured domains (at start); domains already listed stay. */
export async function seedBlockedDomains(db: Database, domains: string[]): Promise<void> {
  if (domains.length === 0) return;
  await retryingTransaction(db, (tx) => insertBlockedDomains(tx, domains));
}

/** Adds a domain; null when `input` is no domain name. Answers whether it was new. */
export async function blockDomain(
  db: Database,
  input: string,
): Promise<{ domain: string; added: boolean } | null> {
  const domain = normaliseDomain(input);
  if (!domain) return null;
  const added = await retryingTransaction(db, (tx) => insertBlockedDomains(tx, [domain]));
  return { domain, added: added.length > 0 };
}

/** Removes a domain; false when it was not on the list (or is no domain name). */
export async function unblockDomain(db: Database, input: string): Promise<boolean> {
  const domain = normaliseDomain(input);
  if (!domain) return false;
  return retryingTransaction(db, (tx) => deleteBlockedDomain(tx, domain));
}

/** Whether any of the URLs' hosts is blocked (malformed ones are not hosts: they pass here). */
export async function anyHostBlocked(db: Database, urls: readonly string[]): Promise<boolean> {
  const hosts = urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).host] : []));
  if (hosts.length === 0) return false;
  const blocked = await listBlockedDomains(db);
  return hosts.some((host) => isBlockedHost(host, blocked));
}
