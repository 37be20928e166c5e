CREATE TABLE "media_upload" (
	"key" text PRIMARY KEY NOT NULL,
	"uploader_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_upload" ADD CONSTRAINT "media_upload_uploader_id_user_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_upload_uploader_idx" ON "media_upload" USING btree ("uploader_id");--> statement-breakpoint
-- Images set before uploads were recorded: each is counted as uploaded by the author of the record showing it.
INSERT INTO "media_upload" ("key", "uploader_id") SELECT "banner_key", "user_id" FROM "profile" WHERE "banner_key" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "media_upload" ("key", "uploader_id") SELECT "cover_image_key", "organizer_id" FROM "game" WHERE "cover_image_key" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "media_upload" ("key", "uploader_id") SELECT DISTINCT unnest("photo_keys"), "organizer_id" FROM "game" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "media_upload" ("key", "uploader_id") SELECT DISTINCT unnest("photo_keys"), "author_id" FROM "team_post" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "media_upload" ("key", "uploader_id") SELECT "o"."logo", "m"."user_id" FROM "organization" "o" LEFT JOIN "member" "m" ON "m"."organization_id" = "o"."id" AND "m"."role" = 'owner' WHERE "o"."logo" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "media_upload" ("key", "uploader_id") SELECT "t"."banner_key", "m"."user_id" FROM "team_profile" "t" LEFT JOIN "member" "m" ON "m"."organization_id" = "t"."organization_id" AND "m"."role" = 'owner' WHERE "t"."banner_key" IS NOT NULL ON CONFLICT DO NOTHING;
