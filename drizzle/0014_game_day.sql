CREATE TABLE "game_side" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_side_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"max_players" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carpool_offer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carpool_offer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"driver_id" text NOT NULL,
	"from_city" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carpool_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carpool_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"passenger_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chrono_reading" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chrono_reading_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"replica_index" integer,
	"replica_name" text DEFAULT '' NOT NULL,
	"power_class" text NOT NULL,
	"fps" integer NOT NULL,
	"bb_grams" double precision NOT NULL,
	"joules" double precision NOT NULL,
	"verdict" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"measured_by" text,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscription_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "registration" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "sides_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "registration" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "registration" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "registration" ADD COLUMN "side_id" integer;--> statement-breakpoint
ALTER TABLE "game_side" ADD CONSTRAINT "game_side_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_offer" ADD CONSTRAINT "carpool_offer_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_offer" ADD CONSTRAINT "carpool_offer_driver_id_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_request" ADD CONSTRAINT "carpool_request_offer_id_carpool_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."carpool_offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_request" ADD CONSTRAINT "carpool_request_passenger_id_user_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chrono_reading" ADD CONSTRAINT "chrono_reading_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chrono_reading" ADD CONSTRAINT "chrono_reading_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chrono_reading" ADD CONSTRAINT "chrono_reading_measured_by_user_id_fk" FOREIGN KEY ("measured_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_side_game_idx" ON "game_side" USING btree ("game_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "game_side_name_idx" ON "game_side" USING btree ("game_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "carpool_offer_driver_idx" ON "carpool_offer" USING btree ("game_id","driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carpool_request_passenger_idx" ON "carpool_request" USING btree ("offer_id","passenger_id");--> statement-breakpoint
CREATE INDEX "carpool_request_passenger_user_idx" ON "carpool_request" USING btree ("passenger_id");--> statement-breakpoint
CREATE INDEX "chrono_reading_game_idx" ON "chrono_reading" USING btree ("game_id","registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chrono_reading_client_idx" ON "chrono_reading" USING btree ("game_id","client_id");--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "registration" ADD CONSTRAINT "registration_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration" ADD CONSTRAINT "registration_side_id_game_side_id_fk" FOREIGN KEY ("side_id") REFERENCES "public"."game_side"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration" ADD CONSTRAINT "registration_player_or_guest" CHECK ("registration"."user_id" is not null or "registration"."guest_name" is not null);