CREATE TABLE "board_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"codes" text NOT NULL,
	CONSTRAINT "board_layouts_codes_check" CHECK ("board_layouts"."codes" ~ '^[0-5]{225}$')
);
--> statement-breakpoint
CREATE TABLE "cheats" (
	"game_id" bigint NOT NULL,
	"move_num" integer NOT NULL,
	CONSTRAINT "cheats_game_id_move_num_pk" PRIMARY KEY("game_id","move_num")
);
--> statement-breakpoint
CREATE TABLE "game_counts" (
	"language" text NOT NULL,
	"board_type" text NOT NULL,
	"finished" boolean NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"bingos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_counts_language_board_type_finished_pk" PRIMARY KEY("language","board_type","finished")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigint PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"start_time" bigint NOT NULL,
	"language" text NOT NULL,
	"board_type" text NOT NULL,
	"layout_id" integer NOT NULL,
	"player_score" integer NOT NULL,
	"bot_score" integer NOT NULL,
	"finished" boolean NOT NULL,
	"has_cheat" boolean DEFAULT false NOT NULL,
	"has_broken_moves" boolean DEFAULT false NOT NULL,
	"num_moves" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moves" (
	"game_id" bigint NOT NULL,
	"move_num" integer NOT NULL,
	"move_type" text NOT NULL,
	"player_move" boolean NOT NULL,
	"letters" text NOT NULL,
	"points" integer NOT NULL,
	"num_tiles" integer NOT NULL,
	"main_word" text NOT NULL,
	"vertical" boolean NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	CONSTRAINT "moves_game_id_move_num_pk" PRIMARY KEY("game_id","move_num")
);
--> statement-breakpoint
CREATE TABLE "period_stats" (
	"language" text NOT NULL,
	"period" text NOT NULL,
	"games_started" integer DEFAULT 0 NOT NULL,
	"unique_players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "period_stats_language_period_pk" PRIMARY KEY("language","period")
);
--> statement-breakpoint
CREATE TABLE "player_languages" (
	"language" text NOT NULL,
	"player_id" integer NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_languages_language_player_id_pk" PRIMARY KEY("language","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_periods" (
	"language" text NOT NULL,
	"period" text NOT NULL,
	"player_id" integer NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_periods_language_period_player_id_pk" PRIMARY KEY("language","period","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"games_started" integer DEFAULT 0 NOT NULL,
	"games_finished" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"draw" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"previous_token_hash" text,
	"previous_valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"player_id" integer,
	"main_role" text NOT NULL,
	"status" text NOT NULL,
	"last_login_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_counts" (
	"language" text NOT NULL,
	"num_tiles" integer NOT NULL,
	"player_type" text NOT NULL,
	"word" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "word_counts_language_num_tiles_player_type_word_pk" PRIMARY KEY("language","num_tiles","player_type","word")
);
--> statement-breakpoint
ALTER TABLE "cheats" ADD CONSTRAINT "cheats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_layout_id_board_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."board_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_layouts_codes_idx" ON "board_layouts" USING btree ("codes");--> statement-breakpoint
CREATE INDEX "games_start_time_idx" ON "games" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "games_player_start_idx" ON "games" USING btree ("player_id","start_time","id");--> statement-breakpoint
CREATE INDEX "games_language_start_idx" ON "games" USING btree ("language","start_time","id");--> statement-breakpoint
CREATE INDEX "games_player_score_idx" ON "games" USING btree ("player_score","id");--> statement-breakpoint
CREATE INDEX "games_bot_score_idx" ON "games" USING btree ("bot_score","id");--> statement-breakpoint
CREATE INDEX "games_ongoing_idx" ON "games" USING btree ("start_time","id") WHERE "games"."finished" = false;--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "players_name_lower_idx" ON "players" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_previous_token_idx" ON "sessions" USING btree ("previous_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "word_counts_top_idx" ON "word_counts" USING btree ("language","num_tiles","player_type","count");