-- Issue 16: check-in at /signin/{tableKey}. A table's waiting list, and one player per phone per
-- location (the kiosk recognises a returning player by phone). A location that already has two
-- players with one phone keeps it on the player created first; the later ones lose the phone (their
-- name, history and statistics stay), so the index can be built. The demo seed has no duplicates.
-- (The journal's "when" is later than 0005's hand-written one: the migrator applies by that order.)
UPDATE "player" SET "phone" = NULL
WHERE "phone" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "player" AS "first"
  WHERE "first"."location_id" = "player"."location_id" AND "first"."phone" = "player"."phone"
    AND ("first"."created_at", "first"."id") < ("player"."created_at", "player"."id")
);--> statement-breakpoint
CREATE TABLE "waiting_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"table_id" text NOT NULL,
	"player_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_entry" ADD CONSTRAINT "waiting_entry_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_entry" ADD CONSTRAINT "waiting_entry_table_id_poker_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."poker_table"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_entry" ADD CONSTRAINT "waiting_entry_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_entry_table_player_idx" ON "waiting_entry" USING btree ("table_id","player_id");--> statement-breakpoint
CREATE INDEX "waiting_entry_table_joined_idx" ON "waiting_entry" USING btree ("table_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_location_phone_idx" ON "player" USING btree ("location_id","phone");
