CREATE TABLE "newsletter_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "mode" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "follow_authors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "suppressed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "suppressed_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_pair_key" ON "newsletter_deliveries" USING btree ("subscription_id","article_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_article_idx" ON "newsletter_deliveries" USING btree ("article_id","state");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_pending_digest_idx" ON "newsletter_deliveries" USING btree ("subscription_id") WHERE "newsletter_deliveries"."digest" and "newsletter_deliveries"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;