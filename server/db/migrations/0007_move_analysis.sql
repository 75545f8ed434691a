CREATE TABLE "move_analysis" (
	"game_id" bigint NOT NULL,
	"move_num" integer NOT NULL,
	"player_move" boolean NOT NULL,
	"points" integer NOT NULL,
	"best_points" integer NOT NULL,
	"second_points" integer,
	"placements" integer NOT NULL,
	"best_rack_points" integer,
	"missed" integer NOT NULL,
	"found" boolean NOT NULL,
	"difficulty" smallint NOT NULL,
	CONSTRAINT "move_analysis_game_id_move_num_pk" PRIMARY KEY("game_id","move_num")
);
--> statement-breakpoint
CREATE TABLE "game_analysis" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"analysed_at" bigint NOT NULL,
	"moves" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairplay_counts" (
	"player_id" integer NOT NULL,
	"difficulty" smallint NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fairplay_counts_player_id_difficulty_pk" PRIMARY KEY("player_id","difficulty")
);
--> statement-breakpoint
ALTER TABLE "game_profiles" ADD COLUMN "moves_analysed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_profiles" ADD COLUMN "best_found" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_profiles" ADD COLUMN "points_missed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "move_analysis" ADD CONSTRAINT "move_analysis_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_analysis" ADD CONSTRAINT "game_analysis_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
