-- Issue 17: events. Purchases become {amount, fee, chips} objects as the protocol's eventSchema has
-- them (rebuy, re-entry, add-on and bounty null when not offered); payout shares (percent) and the
-- points rule become nullable (null: the standard structure, no points). No procedure wrote events
-- before this migration; a row the tests or a seed wrote keeps its amounts as buy-ins without fee.
-- (The journal's "when" is later than 0006's hand-written one: the migrator applies by that order.)
DROP INDEX "entry_event_idx";--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "buy_in" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "buy_in" SET DATA TYPE jsonb USING jsonb_build_object('amount', "buy_in", 'fee', 0, 'chips', 1);--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "buy_in" SET DEFAULT '{"amount":0,"fee":0,"chips":1}'::jsonb;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "rebuy" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "rebuy" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "rebuy" SET DATA TYPE jsonb USING CASE WHEN "rebuy" > 0 THEN jsonb_build_object('amount', "rebuy", 'fee', 0, 'chips', 1, 'untilLevelIndex', 0) END;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "re_entry" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "re_entry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "re_entry" SET DATA TYPE jsonb USING CASE WHEN "re_entry" > 0 THEN jsonb_build_object('amount', "re_entry", 'fee', 0, 'chips', 1, 'untilLevelIndex', 0, 'maxCount', 1) END;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "add_on" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "add_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "add_on" SET DATA TYPE jsonb USING CASE WHEN "add_on" > 0 THEN jsonb_build_object('amount', "add_on", 'fee', 0, 'chips', 1, 'atLevelIndex', 0) END;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "bounty" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "bounty" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "bounty" SET DATA TYPE jsonb USING CASE WHEN "bounty" > 0 THEN jsonb_build_object('amount', "bounty", 'isProgressive', false) END;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "payouts" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "payouts" DROP NOT NULL;--> statement-breakpoint
UPDATE "event" SET "payouts" = CASE WHEN jsonb_array_length("payouts") = 0 THEN NULL ELSE (SELECT jsonb_agg(to_jsonb(("s")::double precision * 100)) FROM jsonb_array_elements_text("payouts") AS "s") END;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "points" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "points" DROP NOT NULL;--> statement-breakpoint
UPDATE "event" SET "points" = NULL;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "fee" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "chips" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "level_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "bounty" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "eliminated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "eliminated_by_entry_id" text;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "bounty_paid" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "bounty_added" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "points" double precision;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "status" text DEFAULT 'SCHEDULED' NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "blind_levels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "table_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entry" ADD CONSTRAINT "entry_eliminated_by_entry_id_entry_id_fk" FOREIGN KEY ("eliminated_by_entry_id") REFERENCES "public"."entry"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_location_league_idx" ON "event" USING btree ("location_id","league");--> statement-breakpoint
CREATE INDEX "entry_event_idx" ON "entry" USING btree ("event_id","created_at");