-- A follow tells the author once per follower and day (UTC). Follow notifications written before
-- the rule: the first of each follower, author and day is kept, the rest go, and the unread count
-- loses the unread ones among them (in the same statement).
WITH "dropped" AS (
  DELETE FROM "notifications" AS "later"
  WHERE "later"."kind" = 'follow' AND EXISTS (
    SELECT 1 FROM "notifications" AS "earlier"
    WHERE "earlier"."kind" = 'follow'
      AND "earlier"."user_id" = "later"."user_id"
      AND "earlier"."actor_id" = "later"."actor_id"
      AND ("earlier"."created_at" at time zone 'UTC')::date = ("later"."created_at" at time zone 'UTC')::date
      AND "earlier"."id" < "later"."id")
  RETURNING "later"."user_id", "later"."read_at"
)
UPDATE "users" SET "unread_notifications" = "users"."unread_notifications" - "unread"."n"
FROM (SELECT "user_id", count(*)::integer AS "n" FROM "dropped" WHERE "read_at" IS NULL GROUP BY "user_id") AS "unread"
WHERE "users"."id" = "unread"."user_id";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_follow_daily_unique" ON "notifications" USING btree ("user_id","actor_id",(("created_at" at time zone 'UTC')::date)) WHERE "notifications"."kind" = 'follow';
