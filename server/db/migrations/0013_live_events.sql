CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"language" text NOT NULL,
	"finished" boolean NOT NULL,
	"num_moves" integer NOT NULL,
	"created_at" bigint NOT NULL
);
