ALTER TABLE "users" ADD COLUMN "published_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill, then keep the count with statement-level triggers (one update per statement and
-- author, so bulk inserts of a million rows stay cheap).
UPDATE "users" SET "published_count" = counts.n
FROM (SELECT "author_id", count(*)::integer AS n FROM "articles" WHERE "status" = 'published' GROUP BY "author_id") AS counts
WHERE counts."author_id" = "users"."id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "articles_published_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "users" SET "published_count" = "users"."published_count" - gone.n
    FROM (SELECT "author_id", count(*)::integer AS n FROM old_rows WHERE "status" = 'published' GROUP BY "author_id") AS gone
    WHERE gone."author_id" = "users"."id";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "users" SET "published_count" = "users"."published_count" + came.n
    FROM (SELECT "author_id", count(*)::integer AS n FROM new_rows WHERE "status" = 'published' GROUP BY "author_id") AS came
    WHERE came."author_id" = "users"."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_published_count_insert" AFTER INSERT ON "articles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "articles_published_count"();--> statement-breakpoint
CREATE TRIGGER "articles_published_count_update" AFTER UPDATE ON "articles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "articles_published_count"();--> statement-breakpoint
CREATE TRIGGER "articles_published_count_delete" AFTER DELETE ON "articles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "articles_published_count"();
