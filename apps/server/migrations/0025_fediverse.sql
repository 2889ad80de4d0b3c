CREATE TABLE "fedify_kv" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "fediverse_followers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_uri" text NOT NULL,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"handle" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"follow_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_handles" (
	"handle" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_keys" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"public_key" jsonb NOT NULL,
	"private_key" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_keys_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "fediverse_keys_kind_check" CHECK ("fediverse_keys"."kind" in ('rsa', 'ed25519'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fediverse_handle" text;--> statement-breakpoint
ALTER TABLE "fediverse_followers" ADD CONSTRAINT "fediverse_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_handles" ADD CONSTRAINT "fediverse_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_keys" ADD CONSTRAINT "fediverse_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fedify_kv_expires_idx" ON "fedify_kv" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_followers_user_actor_key" ON "fediverse_followers" USING btree ("user_id","actor_uri");--> statement-breakpoint
CREATE UNIQUE INDEX "users_fediverse_handle_key" ON "users" USING btree ("fediverse_handle");