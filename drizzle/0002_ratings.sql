CREATE TABLE "rating" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rating_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_score_range" CHECK ("rating"."score" between 1 and 5),
	CONSTRAINT "rating_not_self" CHECK ("rating"."author_id" <> "rating"."subject_id")
);
--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rating_once_idx" ON "rating" USING btree ("game_id","kind","author_id","subject_id");--> statement-breakpoint
CREATE INDEX "rating_subject_idx" ON "rating" USING btree ("subject_id","kind");