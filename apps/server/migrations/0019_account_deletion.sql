CREATE TABLE "removed_articles" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"removed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp (3) with time zone;