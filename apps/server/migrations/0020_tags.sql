CREATE TABLE "article_tags" (
	"tag" text NOT NULL,
	"article_id" integer NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_pk" PRIMARY KEY("article_id","tag")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "tag_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_tags_feed_idx" ON "article_tags" USING btree ("tag","published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
-- hand-written below
-- article_tags holds a row per tag slug of every published article (scheduled ones included; the
-- tag page's query bounds published_at by now(), as every reader query does). Inserts are kept
-- by a statement trigger (the seed inserts thousands of rows at once), updates by a row trigger
-- that fires only when tag_slugs, status or published_at change (never on a view count).
CREATE OR REPLACE FUNCTION "articles_tags_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tags" ("slug")
    SELECT DISTINCT slug FROM new_rows, unnest(new_rows."tag_slugs") AS slug
    WHERE new_rows."status" = 'published' ORDER BY slug ON CONFLICT ("slug") DO NOTHING;
  INSERT INTO "article_tags" ("tag", "article_id", "published_at")
    SELECT DISTINCT slug, new_rows."id", new_rows."published_at"
    FROM new_rows, unnest(new_rows."tag_slugs") AS slug WHERE new_rows."status" = 'published';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "articles_tags_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "article_tags" WHERE "article_id" = OLD."id";
  IF NEW."status" = 'published' THEN
    INSERT INTO "tags" ("slug") SELECT DISTINCT slug FROM unnest(NEW."tag_slugs") AS slug
      ORDER BY slug ON CONFLICT ("slug") DO NOTHING;
    INSERT INTO "article_tags" ("tag", "article_id", "published_at")
      SELECT DISTINCT slug, NEW."id", NEW."published_at" FROM unnest(NEW."tag_slugs") AS slug;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_tags_insert" AFTER INSERT ON "articles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "articles_tags_insert"();--> statement-breakpoint
CREATE TRIGGER "articles_tags_update" AFTER UPDATE OF "tag_slugs", "status", "published_at" ON "articles"
  FOR EACH ROW WHEN (OLD."tag_slugs" IS DISTINCT FROM NEW."tag_slugs"
    OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."published_at" IS DISTINCT FROM NEW."published_at")
  EXECUTE FUNCTION "articles_tags_update"();--> statement-breakpoint
-- Backfill: the contract's tagSlugsOf in SQL (src/news/tagSlugsSql.ts, the same text, checked
-- against the contract's cases); the update trigger then fills article_tags and tags.
UPDATE "articles" SET "tag_slugs" = ARRAY(
  SELECT slugs.slug FROM (
    SELECT slug, min(ord) AS first FROM (
      SELECT trim(both '-' FROM regexp_replace(
          lower(regexp_replace(normalize(keyword, NFKD), '[\u0300-\u036f]', '', 'g')),
          '[^a-z0-9]+', '-', 'g')) AS slug, ord
      FROM jsonb_array_elements_text("keywords") WITH ORDINALITY AS keyword_list(keyword, ord)
    ) AS each_slug WHERE slug <> '' GROUP BY slug
  ) AS slugs ORDER BY slugs.first
);
