ALTER TABLE "articles" ADD COLUMN "reading_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: the contract's readingStats (packages/api-client/src/contract/reading.ts) in SQL:
-- tags become spaces, &nbsp; a space, other character references nothing; a word is a token
-- holding a letter, digit or underscore; 200 words a minute, rounded up, at least 1 with a word.
-- (`\w` follows the database's locale for letters beyond ASCII; every later save recounts.)
UPDATE "articles" SET "reading_minutes" = (
	SELECT CASE WHEN count(*) = 0 THEN 0 ELSE greatest(1, ceil(count(*) / 200.0))::integer END
	FROM regexp_split_to_table(
		regexp_replace(
			regexp_replace(
				regexp_replace("articles"."content", '<[^>]*>', ' ', 'g'),
				'&nbsp;|&#160;|&#xa0;', ' ', 'gi'
			),
			'&#?\w+;', '', 'g'
		),
		'\s+'
	) AS "token"
	WHERE "token" ~ '\w'
);
