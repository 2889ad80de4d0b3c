CREATE TABLE "article_views" (
	"window_start" timestamp (3) with time zone NOT NULL,
	"article_id" integer NOT NULL,
	"reader_key" text NOT NULL,
	CONSTRAINT "article_views_window_start_article_id_reader_key_pk" PRIMARY KEY("window_start","article_id","reader_key")
);
