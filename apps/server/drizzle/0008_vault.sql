-- Issue 18: the vault filters and sorts a table's hands in SQL. Each hand keeps its pot (every chip put
-- in, the hand's units) and whether someone was all in (put in their whole starting stack), both
-- read from its players: a player put in starting − finishing + collected, so everything when what
-- they finished with is what they collected. The columns are added with a default only long enough
-- to fill in the hands already stored; table.ingestHand writes both from then on.
-- (The journal's "when" is later than 0007's hand-written one: the migrator applies by that order.)
ALTER TABLE "hand" ADD COLUMN "pot" double precision NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "hand" ADD COLUMN "all_in" boolean NOT NULL DEFAULT false;--> statement-breakpoint
UPDATE "hand" SET
    "pot" = p.pot,
    "all_in" = p.all_in
FROM (
  SELECT "hand_id",
    sum("starting_stack" - "finishing_stack" + "collected") AS pot,
    bool_or("starting_stack" > 0 AND abs("collected" - "finishing_stack") < 1e-9) AS all_in
  FROM "hand_player" GROUP BY "hand_id"
) AS p
WHERE "hand"."id" = p."hand_id";--> statement-breakpoint
ALTER TABLE "hand" ALTER COLUMN "pot" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "hand" ALTER COLUMN "all_in" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "hand_table_key_ended_idx" ON "hand" USING btree ("table_key","ended_at","id");
