ALTER TABLE "articles" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_height" integer;