CREATE TABLE "game_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organizer_id" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_follow" (
	"series_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_follow_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_organizer_id_user_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_follow" ADD CONSTRAINT "series_follow_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_follow" ADD CONSTRAINT "series_follow_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_series_organizer_idx" ON "game_series" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "series_follow_user_idx" ON "series_follow" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_series_idx" ON "game" USING btree ("series_id","starts_at");