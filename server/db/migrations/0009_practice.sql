CREATE TABLE "practice_answers" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"move_num" integer NOT NULL,
	"solved" boolean NOT NULL,
	"answered_at" bigint NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_answers_user_idx" ON "practice_answers" USING btree ("user_id","game_id","move_num","answered_at");
