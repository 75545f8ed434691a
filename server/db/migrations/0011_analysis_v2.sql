ALTER TABLE "game_analysis" ADD COLUMN "strategy_version" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_analysis" ADD COLUMN "player_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "game_analysis" ADD COLUMN "bot_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "move_analysis" ADD COLUMN "win_lost" double precision;--> statement-breakpoint
ALTER TABLE "move_analysis" ADD COLUMN "accuracy" double precision;--> statement-breakpoint
ALTER TABLE "move_analysis" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "game_profiles" ADD COLUMN "accuracy" double precision;
