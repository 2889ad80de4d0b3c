ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Registration has always refused password accounts whose email was not verified, so those rows
-- were verified when made; seeded authors never signed in. Federated rows learn theirs at their
-- next sign-in.
UPDATE "users" SET "email_verified" = true WHERE "login_type" = 'email' AND "firebase_uid" NOT LIKE 'seed:%';--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));
