CREATE TABLE "discord_connection" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discord_connection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_kind" text NOT NULL,
	"team_id" text,
	"shop_id" integer,
	"organizer_id" text,
	"webhook_id" text NOT NULL,
	"webhook_token" text NOT NULL,
	"name" text NOT NULL,
	"lang" text NOT NULL,
	"events" text[] NOT NULL,
	"connected_by" text,
	"off_since" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"last_post_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discord_connection_one_owner" CHECK (("discord_connection"."owner_kind" = 'team' and "discord_connection"."team_id" is not null and "discord_connection"."shop_id" is null and "discord_connection"."organizer_id" is null)
        or ("discord_connection"."owner_kind" = 'place' and "discord_connection"."shop_id" is not null and "discord_connection"."team_id" is null and "discord_connection"."organizer_id" is null)
        or ("discord_connection"."owner_kind" = 'organizer' and "discord_connection"."organizer_id" is not null and "discord_connection"."team_id" is null and "discord_connection"."shop_id" is null))
);
--> statement-breakpoint
ALTER TABLE "discord_connection" ADD CONSTRAINT "discord_connection_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_connection" ADD CONSTRAINT "discord_connection_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_connection" ADD CONSTRAINT "discord_connection_organizer_id_user_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_connection" ADD CONSTRAINT "discord_connection_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discord_connection_team_webhook_idx" ON "discord_connection" USING btree ("team_id","webhook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discord_connection_shop_webhook_idx" ON "discord_connection" USING btree ("shop_id","webhook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discord_connection_organizer_webhook_idx" ON "discord_connection" USING btree ("organizer_id","webhook_id");