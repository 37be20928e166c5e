DROP INDEX "registration_live_idx";--> statement-breakpoint
DROP INDEX "registration_game_status_idx";--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registration" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registration" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The waitlist's order so far was the registration's time.
UPDATE "registration" SET "queued_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "registration_live_idx" ON "registration" USING btree ("game_id","user_id") WHERE "registration"."status" in ('confirmed', 'waitlisted', 'pending');--> statement-breakpoint
CREATE INDEX "registration_game_status_idx" ON "registration" USING btree ("game_id","status","queued_at");