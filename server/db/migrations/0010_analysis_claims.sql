ALTER TABLE "game_analysis" ADD COLUMN "analysis_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "analysis_claims" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"owner" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"failed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_claims" ADD CONSTRAINT "analysis_claims_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "analysis_claims_job_idx" ON "analysis_claims" USING btree ("job_id");
