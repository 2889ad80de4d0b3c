CREATE TABLE "article_search_documents" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_search_documents" ADD CONSTRAINT "article_search_documents_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_search_documents_idx" ON "article_search_documents" USING gin ("document");--> statement-breakpoint
-- The document of an article, kept on every insert and on every change of a field it holds (the
-- weights: headline A; subtitle, description and keywords B; body C, whose HTML tags the parser
-- skips). A trigger rather than application code, so no write path can forget it.
CREATE FUNCTION "article_search_document_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "article_search_documents" ("article_id", "document") VALUES (
		NEW."id",
		setweight(to_tsvector('english', NEW."title"), 'A')
			|| setweight(to_tsvector('english', NEW."subtitle" || ' ' || NEW."description"), 'B')
			|| setweight(to_tsvector('english', NEW."keywords"), 'B')
			|| setweight(to_tsvector('english', NEW."content"), 'C')
	)
	ON CONFLICT ("article_id") DO UPDATE SET "document" = EXCLUDED."document";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_search_document" AFTER INSERT OR UPDATE OF "title", "subtitle", "description", "keywords", "content" ON "articles"
	FOR EACH ROW EXECUTE FUNCTION "article_search_document_keep"();--> statement-breakpoint
INSERT INTO "article_search_documents" ("article_id", "document")
SELECT "id",
	setweight(to_tsvector('english', "title"), 'A')
		|| setweight(to_tsvector('english', "subtitle" || ' ' || "description"), 'B')
		|| setweight(to_tsvector('english', "keywords"), 'B')
		|| setweight(to_tsvector('english', "content"), 'C')
FROM "articles";
