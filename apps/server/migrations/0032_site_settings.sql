CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"brand_color" text,
	"social_links" jsonb,
	"footer_columns" jsonb,
	"logo_path" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row_check" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "nav_label" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written below
-- Today's values: the site's name, the header's labels and the categories' order by id.
INSERT INTO "site_settings" ("id", "name") VALUES (1, 'Byline') ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "categories" SET "position" = "id", "nav_label" = CASE "id" WHEN 8 THEN 'Tech' WHEN 10 THEN NULL ELSE "name" END;
