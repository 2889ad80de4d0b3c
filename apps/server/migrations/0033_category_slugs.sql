CREATE TABLE "category_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_redirects" ADD CONSTRAINT "category_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;