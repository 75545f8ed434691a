CREATE TABLE "game_profiles" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"language" text NOT NULL,
	"start_time" bigint NOT NULL,
	"month" text NOT NULL,
	"finished" boolean NOT NULL,
	"player_score" integer NOT NULL,
	"bot_score" integer NOT NULL,
	"bingos" integer DEFAULT 0 NOT NULL,
	"best_move_num" integer,
	"best_move_points" integer,
	"best_move_word" text,
	"longest_move_num" integer,
	"longest_word" text
);
--> statement-breakpoint
CREATE TABLE "player_words" (
	"player_id" integer NOT NULL,
	"language" text NOT NULL,
	"word" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_words_player_id_language_word_pk" PRIMARY KEY("player_id","language","word")
);
--> statement-breakpoint
CREATE INDEX "game_profiles_player_idx" ON "game_profiles" USING btree ("player_id","language","start_time","game_id");--> statement-breakpoint
CREATE INDEX "player_words_top_idx" ON "player_words" USING btree ("player_id","language","count");
--> statement-breakpoint
INSERT INTO "game_profiles" SELECT g.id, g.player_id, g.language, g.start_time,
	to_char(to_timestamp(g.start_time) at time zone 'Europe/Oslo', 'YYYY-MM'),
	g.finished, g.player_score, g.bot_score, coalesce(b.bingos, 0)::int,
	best.move_num, best.points, best.main_word, l.move_num, l.main_word
FROM "games" g
LEFT JOIN (SELECT game_id, count(*)::int AS bingos FROM "moves"
	WHERE move_type = 'NORMAL' AND player_move AND num_tiles = 7 GROUP BY game_id) b ON b.game_id = g.id
LEFT JOIN (SELECT DISTINCT ON (game_id) game_id, move_num, points, main_word FROM "moves"
	WHERE move_type = 'NORMAL' AND player_move ORDER BY game_id, points DESC, move_num) best ON best.game_id = g.id
LEFT JOIN (SELECT DISTINCT ON (game_id) game_id, move_num, main_word FROM "moves"
	WHERE move_type = 'NORMAL' AND player_move AND main_word <> '' ORDER BY game_id, char_length(main_word) DESC, move_num) l ON l.game_id = g.id;--> statement-breakpoint
INSERT INTO "player_words" SELECT g.player_id, l.language, upper(m.main_word), count(*)::int
FROM "moves" m JOIN "games" g ON g.id = m.game_id
CROSS JOIN LATERAL (VALUES (g.language), ('ALL')) l(language)
WHERE g.finished AND m.player_move AND m.move_type = 'NORMAL' AND m.main_word <> ''
GROUP BY 1, 2, 3;
