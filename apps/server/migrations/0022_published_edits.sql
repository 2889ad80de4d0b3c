CREATE TABLE "article_pending_edits" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"category_id" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creator" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"image_path" text,
	"image_width" integer,
	"image_height" integer,
	"image_alt" text DEFAULT '' NOT NULL,
	"saved_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_pending_edits" ADD CONSTRAINT "article_pending_edits_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_article_idx" ON "notifications" USING btree ("article_id") WHERE "notifications"."article_id" is not null;