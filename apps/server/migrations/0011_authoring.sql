CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"saved_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creator" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"category_id" smallint NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_revisions_kind_check" CHECK ("article_revisions"."kind" in ('autosave', 'save', 'publish', 'restore'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "announced_at" timestamp (3) with time zone;--> statement-breakpoint
-- Followers were told of every article published so far (at its first publication): mark them
-- announced, also those taken back to drafts since (they keep their first publication time), so
-- the announcement sweep (src/community/announcements.ts) tells nobody twice.
UPDATE "articles" SET "announced_at" = "published_at" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "articles_client_key" ON "articles" USING btree ("author_id","client_key") WHERE "articles"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "articles_unannounced_idx" ON "articles" USING btree ("published_at") WHERE "articles"."status" = 'published' and "articles"."announced_at" is null;