CREATE TABLE "fediverse_article_reactions" (
	"article_id" integer NOT NULL,
	"remote_actor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"activity_uri" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_article_reactions_article_id_remote_actor_id_kind_pk" PRIMARY KEY("article_id","remote_actor_id","kind"),
	CONSTRAINT "fediverse_article_reactions_kind_check" CHECK ("fediverse_article_reactions"."kind" in ('like', 'announce'))
);
--> statement-breakpoint
CREATE TABLE "fediverse_following" (
	"user_id" integer NOT NULL,
	"remote_actor_id" integer NOT NULL,
	"follow_uri" text NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_following_user_id_remote_actor_id_pk" PRIMARY KEY("user_id","remote_actor_id")
);
--> statement-breakpoint
CREATE TABLE "fediverse_post_reactions" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"kind" text NOT NULL,
	"activity_uri" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_post_reactions_user_id_post_id_kind_pk" PRIMARY KEY("user_id","post_id","kind"),
	CONSTRAINT "fediverse_post_reactions_kind_check" CHECK ("fediverse_post_reactions"."kind" in ('like', 'announce'))
);
--> statement-breakpoint
CREATE TABLE "fediverse_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"remote_actor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"url" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_posts_uri_unique" UNIQUE("uri"),
	CONSTRAINT "fediverse_posts_kind_check" CHECK ("fediverse_posts"."kind" in ('article', 'note'))
);
--> statement-breakpoint
CREATE TABLE "remote_actors" (
	"id" serial PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"handle" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"profile_url" text NOT NULL,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_actors_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "fediverse_likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "fediverse_boosts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "remote_actor_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "remote_object_uri" text;--> statement-breakpoint
ALTER TABLE "fediverse_article_reactions" ADD CONSTRAINT "fediverse_article_reactions_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_following" ADD CONSTRAINT "fediverse_following_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_following" ADD CONSTRAINT "fediverse_following_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_post_reactions" ADD CONSTRAINT "fediverse_post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_post_reactions" ADD CONSTRAINT "fediverse_post_reactions_post_id_fediverse_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."fediverse_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_posts" ADD CONSTRAINT "fediverse_posts_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fediverse_article_reactions_activity_idx" ON "fediverse_article_reactions" USING btree ("activity_uri");--> statement-breakpoint
CREATE INDEX "fediverse_following_actor_idx" ON "fediverse_following" USING btree ("remote_actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_following_follow_key" ON "fediverse_following" USING btree ("follow_uri");--> statement-breakpoint
CREATE INDEX "fediverse_posts_actor_idx" ON "fediverse_posts" USING btree ("remote_actor_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_remote_actor_id_remote_actors_id_fk" FOREIGN KEY ("remote_actor_id") REFERENCES "public"."remote_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_remote_object_key" ON "comments" USING btree ("remote_object_uri") WHERE "comments"."remote_object_uri" is not null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_author_check" CHECK (("comments"."author_id" is null) <> ("comments"."remote_actor_id" is null));