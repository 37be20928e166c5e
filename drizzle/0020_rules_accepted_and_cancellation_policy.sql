-- Rules accepted at registration, and a cancellation policy per game (docs/product.md §4).
ALTER TABLE "game" ADD COLUMN "rules_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "cancellation_notice_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registration" ADD COLUMN "rules_accepted_version" integer;--> statement-breakpoint
ALTER TABLE "registration" ADD COLUMN "rules_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration" ADD COLUMN "cancelled_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Registering has always required ticking the rules, which no edit has changed since (every game
-- is at version 1): each existing player registration accepted them when it was made. Walk-ins,
-- added at the field without an account, accepted nothing.
UPDATE "registration" SET "rules_accepted_version" = 1, "rules_accepted_at" = "created_at" WHERE "user_id" IS NOT NULL;
