CREATE TABLE "review_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"editor_id" integer,
	"body" text NOT NULL,
	"sent_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "saved_by" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_submitted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_notes_article_idx" ON "review_notes" USING btree ("article_id","id");--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_review_queue_idx" ON "articles" USING btree ("review_submitted_at","id") WHERE "articles"."review_state" = 'submitted';--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_review_state_check" CHECK ("articles"."review_state" in ('submitted', 'changes_requested'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('follow', 'reward', 'comment', 'published', 'reply', 'unpublished', 'review_note', 'changes_requested', 'approved'));