CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"power_class" text,
	"fps" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ping" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ping_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_id" text NOT NULL,
	"to_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ping_not_self" CHECK ("ping"."from_id" <> "ping"."to_id")
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "avatar" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "banner_key" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "notifications_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ping" ADD CONSTRAINT "ping_from_id_user_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ping" ADD CONSTRAINT "ping_to_id_user_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_user_idx" ON "equipment" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ping_pair_idx" ON "ping" USING btree ("from_id","to_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_latitude_idx" ON "profile" USING btree ("latitude");--> statement-breakpoint
CREATE INDEX "profile_longitude_idx" ON "profile" USING btree ("longitude");--> statement-breakpoint
CREATE INDEX "notification_user_id_idx" ON "notification" USING btree ("user_id","id");