import type { PublicProfile, UserProfile } from '@byline/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Executor, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export function toPublicProfile(user: UserRow): PublicProfile {
  return {
    user_id: user.id,
    full_name: user.fullName,
    author_bio: user.authorBio,
    user_profile: user.profileImage,
    followers_count: user.followersCount,
    my_wallet: Number(user.wallet),
    articles_count: user.publishedCount,
  };
}

/** The owner's view: the public profile plus email and phone. */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    ...toPublicProfile(user),
    user_email: user.email,
    user_mobile_no: user.mobileNo,
  };
}

export interface NewUser {
  firebaseUid: string;
  email: string;
  fullName: string;
  userName: string;
  loginType: string;
  deviceToken: string;
}

/**
 * Finds the user of a Firebase uid, creating it on first sign-in. Later sign-ins only refresh
 * the email (it may change at the identity provider) and the device token.
 */
export async function upsertUserByFirebaseUid(db: Executor, user: NewUser): Promise<number> {
  const rows = await db
    .insert(users)
    .values(user)
    .onConflictDoUpdate({
      target: users.firebaseUid,
      set: {
        email: sql`excluded.email`,
        deviceToken: sql`excluded.device_token`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: users.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('upsert returned no id');
  return id;
}

export async function updateUserProfile(
  db: Executor,
  id: number,
  fields: { fullName: string; authorBio: string; profileImage: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      fullName: fields.fullName,
      authorBio: fields.authorBio,
      ...(fields.profileImage ? { profileImage: fields.profileImage } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}
