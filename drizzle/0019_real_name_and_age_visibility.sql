-- Who sees a player's real name and age (docs/product.md §5). Every profile, existing ones
-- included, starts at 'nobody': the username only, until the player chooses.
ALTER TABLE "profile" ADD COLUMN "name_visibility" text DEFAULT 'nobody' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "age_visibility" text DEFAULT 'nobody' NOT NULL;