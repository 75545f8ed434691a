CREATE TABLE "game_reviews" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"game_version" text NOT NULL,
	"pass" text NOT NULL,
	"version" text NOT NULL,
	"review" bytea NOT NULL,
	"judged_at" bigint NOT NULL,
	"deep_owner" text,
	"deep_until" bigint,
	"failures" integer DEFAULT 0 NOT NULL,
	"deep_ms" integer
);
--> statement-breakpoint
ALTER TABLE "game_reviews" ADD CONSTRAINT "game_reviews_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_reviews_todo_idx" ON "game_reviews" USING btree ("pass","game_id");