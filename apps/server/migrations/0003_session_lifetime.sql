-- Sessions end 30 days after their last use (SESSION_LIFETIME_MS in the contract). Sessions
-- issued before this migration had no end: they get the full lifetime from now.
ALTER TABLE "sessions" ADD COLUMN "expires_at" timestamp (3) with time zone DEFAULT (now() + interval '30 days') NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "identity_checked_at" timestamp (3) with time zone DEFAULT now() NOT NULL;
