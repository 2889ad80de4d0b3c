-- Full names used to default to the email's local part, which author pages show to everyone.
-- Names still equal to it (any case) become the neutral default (DEFAULT_FULL_NAME, 'Reader').
UPDATE "users" SET "full_name" = 'Reader', "updated_at" = now()
WHERE "email" LIKE '%@%' AND lower("full_name") = lower(split_part("email", '@', 1));
