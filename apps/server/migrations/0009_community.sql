CREATE TABLE "coin_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"article_id" integer,
	"idempotency_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_transfers_amount_check" CHECK ("coin_transfers"."amount" > 0),
	CONSTRAINT "coin_transfers_kind_check" CHECK ("coin_transfers"."kind" in ('grant', 'reward')),
	CONSTRAINT "coin_transfers_sender_check" CHECK (("coin_transfers"."kind" = 'grant' and "coin_transfers"."from_user_id" is null) or ("coin_transfers"."kind" = 'reward' and "coin_transfers"."from_user_id" is not null and "coin_transfers"."from_user_id" <> "coin_transfers"."to_user_id" and "coin_transfers"."idempotency_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"follower_id" integer NOT NULL,
	"followee_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer NOT NULL,
	"article_id" integer,
	"comment_id" integer,
	"amount" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('follow', 'reward', 'comment', 'published'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "following_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unread_notifications" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The ledger starts with what every user holds (docs/adr/0015): a grant row for any balance an
-- account already had (rounded to whole coins), and the welcome grant every new account gets
-- (WELCOME_GRANT_COINS, apps/server/src/constants.ts). Then balance = coins in - coins out.
INSERT INTO "coin_transfers" ("to_user_id", "amount", "kind")
SELECT "id", round("wallet")::bigint, 'grant' FROM "users" WHERE round("wallet") > 0 ORDER BY "id";--> statement-breakpoint
INSERT INTO "coin_transfers" ("to_user_id", "amount", "kind")
SELECT "id", 100, 'grant' FROM "users" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "wallet" SET DATA TYPE bigint USING (greatest(round("wallet"), 0)::bigint + 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_check" CHECK ("users"."wallet" >= 0);--> statement-breakpoint
-- published_count (migration 0002) changes by each author's net difference only: an update that
-- publishes or withdraws nothing (a view, a comment count) no longer writes the author's row.
CREATE OR REPLACE FUNCTION "articles_published_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "published_count" = "users"."published_count" + came.n
    FROM (SELECT "author_id", count(*)::integer AS n FROM new_rows WHERE "status" = 'published' GROUP BY "author_id") AS came
    WHERE came."author_id" = "users"."id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "published_count" = "users"."published_count" - gone.n
    FROM (SELECT "author_id", count(*)::integer AS n FROM old_rows WHERE "status" = 'published' GROUP BY "author_id") AS gone
    WHERE gone."author_id" = "users"."id";
  ELSE
    UPDATE "users" SET "published_count" = "users"."published_count" + delta.n
    FROM (
      SELECT "author_id", sum(n)::integer AS n FROM (
        SELECT "author_id", -1 AS n FROM old_rows WHERE "status" = 'published'
        UNION ALL
        SELECT "author_id", 1 AS n FROM new_rows WHERE "status" = 'published'
      ) AS changes GROUP BY "author_id" HAVING sum(n) <> 0
    ) AS delta
    WHERE delta."author_id" = "users"."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE "coin_transfers" ADD CONSTRAINT "coin_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_transfers" ADD CONSTRAINT "coin_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_transfers_idempotency_key" ON "coin_transfers" USING btree ("from_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "coin_transfers_from_idx" ON "coin_transfers" USING btree ("from_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coin_transfers_to_idx" ON "coin_transfers" USING btree ("to_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_article_idx" ON "comments" USING btree ("article_id","id" DESC NULLS LAST) WHERE "comments"."hidden_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_pair_key" ON "follows" USING btree ("follower_id","followee_id");--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_follower_idx" ON "follows" USING btree ("follower_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;
