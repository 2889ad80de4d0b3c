CREATE TABLE "reactions" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"comment_id" integer,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_kind_check" CHECK ("reactions"."kind" in ('like', 'unicorn', 'insightful', 'celebrate'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "comments_article_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reaction_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reaction_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_article_unique" ON "reactions" USING btree ("user_id","article_id","kind") WHERE "reactions"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_comment_unique" ON "reactions" USING btree ("user_id","comment_id","kind") WHERE "reactions"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "reactions_reader_idx" ON "reactions" USING btree ("user_id","article_id");--> statement-breakpoint
CREATE INDEX "reactions_comment_idx" ON "reactions" USING btree ("comment_id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "comments_article_idx" ON "comments" USING btree ("article_id","id" DESC NULLS LAST) WHERE "comments"."hidden_at" is null and "comments"."parent_id" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('follow', 'reward', 'comment', 'published', 'reply'));