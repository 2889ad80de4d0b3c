CREATE TABLE "article_daily_devices" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_daily_devices_article_id_day_device_pk" PRIMARY KEY("article_id","day","device")
);
--> statement-breakpoint
CREATE TABLE "article_daily_sources" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_daily_sources_article_id_day_source_domain_pk" PRIMARY KEY("article_id","day","source","domain")
);
--> statement-breakpoint
CREATE TABLE "article_daily_stats" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"reads" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_daily_stats_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "article_stat_marks" (
	"window_start" timestamp (3) with time zone NOT NULL,
	"article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reader_key" text NOT NULL,
	CONSTRAINT "article_stat_marks_window_start_article_id_kind_reader_key_pk" PRIMARY KEY("window_start","article_id","kind","reader_key")
);
--> statement-breakpoint
CREATE TABLE "article_stat_totals" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"reads" bigint DEFAULT 0 NOT NULL,
	"coins" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "author_daily_stats" (
	"author_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"reads" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "author_daily_stats_author_id_day_pk" PRIMARY KEY("author_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"reads" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coin_transfers_rewards_to_day_idx" ON "coin_transfers" USING btree ("to_user_id","created_at","amount") WHERE "coin_transfers"."kind" = 'reward';--> statement-breakpoint
CREATE INDEX "coin_transfers_rewards_day_idx" ON "coin_transfers" USING btree ("created_at","amount") WHERE "coin_transfers"."kind" = 'reward';--> statement-breakpoint
CREATE INDEX "follows_followee_day_idx" ON "follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_confirmed_day_idx" ON "subscriptions" USING btree ("confirmed_at") WHERE "subscriptions"."confirmed_at" is not null;--> statement-breakpoint
-- hand-written below
-- Coins rewarded for an article, kept beside its reads for the stats' articles table: a row
-- trigger on the ledger (rewards are inserted one at a time), and the rewards already given.
CREATE OR REPLACE FUNCTION "coin_transfers_article_coins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "article_stat_totals" ("article_id", "coins") VALUES (NEW."article_id", NEW."amount")
    ON CONFLICT ("article_id") DO UPDATE
    SET "coins" = "article_stat_totals"."coins" + EXCLUDED."coins";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "coin_transfers_article_coins" AFTER INSERT ON "coin_transfers"
  FOR EACH ROW WHEN (NEW."kind" = 'reward' AND NEW."article_id" IS NOT NULL)
  EXECUTE FUNCTION "coin_transfers_article_coins"();--> statement-breakpoint
INSERT INTO "article_stat_totals" ("article_id", "coins")
  SELECT "article_id", sum("amount") FROM "coin_transfers"
  WHERE "kind" = 'reward' AND "article_id" IS NOT NULL GROUP BY "article_id";
