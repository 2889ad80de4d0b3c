CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of every search document written from now on (a trigger, like the documents, so no
-- write path can forget them; the seed switches it off for its bulk load and adds the words
-- once, with ts_stat, afterwards).
CREATE FUNCTION "search_words_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT unnest(tsvector_to_array(NEW."document"))
	ON CONFLICT ("word") DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "article_search_documents_words" AFTER INSERT OR UPDATE OF "document" ON "article_search_documents"
	FOR EACH ROW EXECUTE FUNCTION "search_words_keep"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT "word" FROM ts_stat('SELECT "document" FROM "article_search_documents"')
ON CONFLICT ("word") DO NOTHING;
