ALTER TABLE "game" ADD COLUMN "share_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
-- Web addresses stored before only http(s) was accepted: anything else is dropped, not shown.
UPDATE "game" SET "payment_url" = NULL WHERE "payment_url" IS NOT NULL AND "payment_url" !~* '^https?://';
--> statement-breakpoint
UPDATE "shop" SET "website" = '' WHERE "website" <> '' AND "website" !~* '^https?://';
