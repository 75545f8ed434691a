CREATE TABLE "fairplay_players" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"moves" integer NOT NULL,
	"found" integer NOT NULL,
	"moves_by" integer[] NOT NULL,
	"found_by" integer[] NOT NULL
);
--> statement-breakpoint
INSERT INTO "fairplay_players" ("player_id", "moves", "found", "moves_by", "found_by")
SELECT p.player_id, sum(coalesce(c.moves, 0))::int, sum(coalesce(c.found, 0))::int,
	array_agg(coalesce(c.moves, 0) ORDER BY d.difficulty), array_agg(coalesce(c.found, 0) ORDER BY d.difficulty)
FROM (SELECT player_id FROM "fairplay_counts" GROUP BY player_id HAVING sum(moves) <> 0) p
CROSS JOIN generate_series(0, 19) d(difficulty)
LEFT JOIN "fairplay_counts" c ON c.player_id = p.player_id AND c.difficulty = d.difficulty
GROUP BY p.player_id;
--> statement-breakpoint
DROP TABLE "fairplay_counts";
