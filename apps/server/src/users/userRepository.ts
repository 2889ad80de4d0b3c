import {
  type AuthorSummary,
  DEFAULT_ROLE,
  type Member,
  type PublicProfile,
  type Role,
  roleSchema,
  type UserProfile,
} from '@byline/api-client/contract';
import { and, desc, eq, getTableColumns, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { WELCOME_GRANT_COINS } from '../constants';
import type { Executor } from '../db/client';
import { afterCursor, type Page, type PageRequest, toIdPage } from '../db/pagination';
import { articles, coinTransfers, fediverseHandles, users } from '../db/schema';
import { scheduled } from '../news/live';

export type UserRow = typeof users.$inferSelect;

/**
 * The user, with `publishedCount` as readers count it: users.published_count (kept by a trigger)
 * counts scheduled articles too, so those are taken off, one probe of the head of the author's
 * published index (their time is ahead of every live article's). The user's id is spelled out
 * with its table: drizzle writes a one-table select's fields without it, and a bare "id" in the
 * subquery would be the article's.
 */
export async function findUser(db: Executor, id: number): Promise<UserRow | null> {
  const rows = await db
    .select({
      ...getTableColumns(users),
      publishedCount: sql<number>`${users.publishedCount} - (
        select count(*)::integer from ${articles}
        where ${articles.authorId} = ${users}.${sql.identifier(users.id.name)} and ${scheduled})`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export function toPublicProfile(user: UserRow): PublicProfile {
  return {
    user_id: user.id,
    full_name: user.fullName,
    author_bio: user.authorBio,
    x_handle: user.xHandle,
    fediverse_handle: user.fediverseHandle ?? '',
    user_profile: user.profileImage,
    followers_count: user.followersCount,
    following_count: user.followingCount,
    my_wallet: user.wallet,
    articles_count: user.publishedCount,
    ...(user.suspendedAt ? { suspended: true } : {}),
  };
}

/** The owner's view: the public profile plus email and phone. */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    ...toPublicProfile(user),
    user_email: user.email,
    user_mobile_no: user.mobileNo,
    role: toRole(user.role),
  };
}

/** A stored role (users.role, checked by the database) as the contract names it. */
export const toRole = (stored: string): Role => roleSchema.parse(stored);

export interface NewUser {
  firebaseUid: string;
  email: string;
  /** Whether the identity provider vouches for `email` (Firebase's `email_verified`). */
  emailVerified: boolean;
  fullName: string;
  userName: string;
  loginType: string;
  deviceToken: string;
  /** The role of a new account (an existing one keeps its own); DEFAULT_ROLE when not given. */
  role?: Role;
}

/** Which user a sign-in belongs to, and how it was found. */
export type UserLink =
  | { userId: number; foundBy: 'uid' | 'created' }
  | { userId: number; foundBy: 'email'; previousUid: string };

/**
 * The user a verified identity signs in as (the rule is in docs/server.md, "Registration"):
 * 1. the user holding its Firebase uid;
 * 2. else, only when the identity's email is verified, the oldest user whose verified email it
 *    is: that person's Firebase account was made again (deleted, or the Auth emulator's state
 *    was lost), so the user moves to the new uid instead of a second user being made;
 * 3. else a new user.
 * Every sign-in refreshes the email, its verification and the device token; the profile stays.
 */
export async function findOrLinkUser(db: Executor, user: NewUser): Promise<UserLink> {
  const refreshed = {
    email: user.email,
    emailVerified: user.emailVerified,
    deviceToken: user.deviceToken,
    updatedAt: new Date(),
  };
  const [byUid] = await db
    .update(users)
    .set(refreshed)
    .where(eq(users.firebaseUid, user.firebaseUid))
    .returning({ id: users.id });
  if (byUid) return { userId: byUid.id, foundBy: 'uid' };

  if (user.emailVerified && user.email.trim() !== '') {
    const [holder] = await db
      .select({ id: users.id, firebaseUid: users.firebaseUid })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${user.email})`, eq(users.emailVerified, true)))
      .orderBy(users.id)
      .limit(1)
      .for('update');
    if (holder) {
      await db
        .update(users)
        .set({ ...refreshed, firebaseUid: user.firebaseUid })
        .where(eq(users.id, holder.id));
      return { userId: holder.id, foundBy: 'email', previousUid: holder.firebaseUid };
    }
  }

  // Two first sign-ins of one uid at once: the second finds the first's row. A new account gets
  // the welcome grant: its balance and the ledger row that explains it, in one statement.
  // xmax is 0 on a row this statement inserted, not on one it updated.
  const result = (await db.execute(sql`
    with created as (
      insert into ${users} (firebase_uid, email, email_verified, full_name, user_name, login_type,
        device_token, wallet, role)
      values (${user.firebaseUid}, ${user.email}, ${user.emailVerified}, ${user.fullName},
        ${user.userName}, ${user.loginType}, ${user.deviceToken}, ${WELCOME_GRANT_COINS},
        ${user.role ?? DEFAULT_ROLE})
      on conflict (firebase_uid) do update set email = excluded.email,
        email_verified = excluded.email_verified, device_token = excluded.device_token,
        updated_at = ${refreshed.updatedAt.toISOString()}::timestamptz
      returning id, (xmax = 0) as inserted
    ), granted as (
      insert into ${coinTransfers} (to_user_id, amount, kind)
      select id, ${WELCOME_GRANT_COINS}, 'grant' from created where inserted
    )
    select id, inserted from created`)) as unknown as {
    rows: Array<{ id: number | string; inserted: boolean }>;
  };
  const created = result.rows[0];
  if (!created) throw new Error('insert returned no id');
  return { userId: Number(created.id), foundBy: created.inserted ? 'created' : 'uid' };
}

export async function updateUserProfile(
  db: Executor,
  id: number,
  fields: {
    fullName: string;
    authorBio: string;
    /** Left as it is when undefined. */
    xHandle?: string;
    profileImage: string | null;
  },
): Promise<void> {
  await db
    .update(users)
    .set({
      fullName: fields.fullName,
      authorBio: fields.authorBio,
      ...(fields.xHandle !== undefined ? { xHandle: fields.xHandle } : {}),
      ...(fields.profileImage ? { profileImage: fields.profileImage } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

/** The person shown beside a comment, follow, ledger line or notification. */
export const authorColumns = {
  userId: users.id,
  fullName: users.fullName,
  profileImage: users.profileImage,
};

export function toAuthorSummary(row: {
  userId: number;
  fullName: string;
  profileImage: string | null;
}): AuthorSummary {
  return { user_id: row.userId, full_name: row.fullName, user_profile: row.profileImage };
}

export interface LockedUser {
  id: number;
  wallet: number;
  followersCount: number;
  fullName: string;
  profileImage: string | null;
}

/**
 * Locks the users' rows for the rest of the transaction, always in id order, so two writes
 * touching the same two users (opposite rewards, mutual follows) cannot deadlock. Missing users
 * are simply not in the answer, and neither are deleted accounts: nobody follows or rewards them.
 */
export async function lockUsers(tx: Executor, ids: readonly number[]): Promise<LockedUser[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select({
      id: users.id,
      wallet: users.wallet,
      followersCount: users.followersCount,
      fullName: users.fullName,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(and(inArray(users.id, unique), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for('update');
}

/** Who holds (or held) a fediverse handle: their user id, or null when nobody ever did. */
export async function findFediverseHandleHolder(
  db: Executor,
  handle: string,
): Promise<number | null> {
  const rows = await db
    .select({ userId: fediverseHandles.userId })
    .from(fediverseHandles)
    .where(eq(fediverseHandles.handle, handle))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/**
 * Gives the user the fediverse handle ('' takes theirs away): the handle is theirs from then on
 * (kept in fediverse_handles even after a change). Answers false when someone else holds or
 * held it, nothing changed. Of two users claiming a new handle at once, the second waits on the
 * first's row and then finds it taken.
 */
export async function setFediverseHandle(
  db: Executor,
  userId: number,
  handle: string,
): Promise<boolean> {
  if (handle !== '') {
    const claimed = await db
      .insert(fediverseHandles)
      .values({ handle, userId })
      .onConflictDoNothing()
      .returning({ userId: fediverseHandles.userId });
    if (claimed.length === 0 && (await findFediverseHandleHolder(db, handle)) !== userId) {
      return false;
    }
  }
  await db
    .update(users)
    .set({ fediverseHandle: handle === '' ? null : handle })
    .where(eq(users.id, userId));
  return true;
}

const memberColumns = {
  id: users.id,
  fullName: users.fullName,
  profileImage: users.profileImage,
  role: users.role,
  createdAt: users.createdAt,
};
type MemberRow = Pick<UserRow, keyof typeof memberColumns>;

const toMember = (row: MemberRow): Member => ({
  user_id: row.id,
  full_name: row.fullName,
  user_profile: row.profileImage,
  role: toRole(row.role),
  joined_at: row.createdAt.toISOString(),
});

/** `%`, `_` and `\` match themselves in a name search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Members whose name holds `search` (any case; every member when empty), newest first; deleted
 * accounts are not members. A page keyed on ids.
 */
export async function listMembers(
  db: Executor,
  search: string,
  page: PageRequest,
): Promise<Page<Member>> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        search === '' ? undefined : ilike(users.fullName, likePattern(search)),
        afterCursor(users.id, page),
      ),
    )
    .orderBy(desc(users.id))
    .limit(page.limit + 1);
  return toIdPage(rows, page, toMember);
}

/** Sets a live member's role; answers the member, or null when there is no such member. */
export async function setRole(db: Executor, userId: number, role: Role): Promise<Member | null> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning(memberColumns);
  return row ? toMember(row) : null;
}

/** Sets the role of the live member with this address (any case): the operator's command. */
export async function setRoleByEmail(
  db: Executor,
  email: string,
  role: Role,
): Promise<Member | null> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .returning(memberColumns);
  return row ? toMember(row) : null;
}
