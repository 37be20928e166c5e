CREATE TABLE "rate_limit_hit" (
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hit_key_at_idx" ON "rate_limit_hit" USING btree ("key","at");