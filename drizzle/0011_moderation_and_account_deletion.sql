CREATE TABLE "moderation_action" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_action_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"moderator_id" text,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"target_user_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"by_email" boolean NOT NULL,
	CONSTRAINT "notification_preference_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "game" DROP CONSTRAINT "game_organizer_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "friendship" DROP CONSTRAINT "friendship_requester_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "rating" DROP CONSTRAINT "rating_author_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "message" DROP CONSTRAINT "message_sender_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "game" ALTER COLUMN "organizer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "friendship" ALTER COLUMN "requester_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rating" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "team_post" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_post" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "team_profile" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_profile" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "action_id" bigint;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_moderator_id_user_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_action_target_user_idx" ON "moderation_action" USING btree ("target_user_id","action");--> statement-breakpoint
CREATE INDEX "moderation_action_created_idx" ON "moderation_action" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_organizer_id_user_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendship" ADD CONSTRAINT "friendship_requester_id_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_action_id_moderation_action_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."moderation_action"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing accounts were last active when their latest session was refreshed (or, with none left, last updated).
UPDATE "user" SET "last_active_at" = coalesce((SELECT max("updated_at") FROM "session" WHERE "session"."user_id" = "user"."id"), "user"."updated_at");
