CREATE TABLE "fairplay_cases" (
	"player_id" integer PRIMARY KEY NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairplay_case_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_email" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"deactivated" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fairplay_case_events_player_idx" ON "fairplay_case_events" USING btree ("player_id","at");
