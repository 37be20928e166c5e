ALTER TABLE "game" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD COLUMN "by_push" boolean;