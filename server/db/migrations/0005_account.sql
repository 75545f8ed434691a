-- Registration link ids are stored as SHA-256 hashes, like session tokens. PostgreSQL's
-- built-in sha256() (11+, also in PGlite) hashes the existing rows, so links already mailed keep
-- working.
UPDATE "invitations" SET "uuid" = encode(sha256(convert_to("uuid", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "invitations" RENAME COLUMN "uuid" TO "uuid_hash";--> statement-breakpoint
CREATE TABLE "web_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_lower" text NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_requests_email_idx" ON "web_requests" USING btree ("email_lower","created_at");--> statement-breakpoint
CREATE INDEX "web_requests_player_idx" ON "web_requests" USING btree ("player_id","created_at");
