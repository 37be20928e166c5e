CREATE TABLE "team_application" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"user_id" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by" text
);
--> statement-breakpoint
CREATE TABLE "team_post" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"author_id" text,
	"text" text NOT NULL,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_profile" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"home_field_id" integer,
	"languages" text[] NOT NULL,
	"recruiting" boolean DEFAULT false NOT NULL,
	"recruiting_text" text DEFAULT '' NOT NULL,
	"minimum_age" integer,
	"founded_year" integer,
	"is_association" boolean DEFAULT false NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"banner_key" text,
	"founded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "member_user_id_idx";--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "game_role" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "office" text;--> statement-breakpoint
ALTER TABLE "team_application" ADD CONSTRAINT "team_application_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_application" ADD CONSTRAINT "team_application_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_application" ADD CONSTRAINT "team_application_responded_by_user_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_post" ADD CONSTRAINT "team_post_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_post" ADD CONSTRAINT "team_post_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_profile" ADD CONSTRAINT "team_profile_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_profile" ADD CONSTRAINT "team_profile_home_field_id_shop_id_fk" FOREIGN KEY ("home_field_id") REFERENCES "public"."shop"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_profile" ADD CONSTRAINT "team_profile_founded_by_user_id_fk" FOREIGN KEY ("founded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_application_pending_idx" ON "team_application" USING btree ("organization_id","user_id") WHERE "team_application"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_application_user_idx" ON "team_application" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "team_post_organization_idx" ON "team_post" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "team_profile_latitude_idx" ON "team_profile" USING btree ("latitude");--> statement-breakpoint
CREATE INDEX "team_profile_longitude_idx" ON "team_profile" USING btree ("longitude");--> statement-breakpoint
CREATE INDEX "team_profile_founded_by_idx" ON "team_profile" USING btree ("founded_by");--> statement-breakpoint
-- Written by hand: organizations made before teams get their team_profile (placed at their owner's city),
-- a player in several of them keeps the one joined first (the one profiles showed), a team left
-- without an owner gets its earliest member as owner, and names equal
-- but for case get a suffix, so the unique indexes below can be built.
INSERT INTO "team_profile" ("organization_id", "city", "postal_code", "country", "latitude", "longitude", "languages", "founded_by")
SELECT o."id", coalesce(p."city", ''), coalesce(p."postal_code", ''), coalesce(p."country", 'fr'), p."latitude", p."longitude", coalesce(p."languages", '{fr}'), owner."user_id"
FROM "organization" o
LEFT JOIN LATERAL (SELECT m."user_id" FROM "member" m WHERE m."organization_id" = o."id" AND m."role" = 'owner' ORDER BY m."created_at" LIMIT 1) owner ON true
LEFT JOIN "profile" p ON p."user_id" = owner."user_id";--> statement-breakpoint
DELETE FROM "member" m USING "member" earlier
WHERE earlier."user_id" = m."user_id" AND (earlier."created_at", earlier."id") < (m."created_at", m."id");--> statement-breakpoint
UPDATE "member" SET "role" = 'owner' WHERE "id" IN (
  SELECT DISTINCT ON (m."organization_id") m."id" FROM "member" m
  WHERE NOT EXISTS (SELECT 1 FROM "member" o WHERE o."organization_id" = m."organization_id" AND o."role" = 'owner')
  ORDER BY m."organization_id", m."created_at", m."id");--> statement-breakpoint
UPDATE "organization" o SET "name" = o."name" || ' ' || left(o."id", 4)
WHERE EXISTS (SELECT 1 FROM "organization" e WHERE lower(e."name") = lower(o."name") AND (e."created_at", e."id") < (o."created_at", o."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "organization_name_lower_idx" ON "organization" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_user_id_idx" ON "member" USING btree ("user_id");