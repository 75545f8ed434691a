ALTER TABLE "moves" ADD COLUMN "rack" text;
