CREATE TABLE "player_stats" (
	"player_id" text NOT NULL,
	"grouping" text NOT NULL,
	"group_key" text NOT NULL,
	"location_id" text NOT NULL,
	"table_key" text,
	"first_hand_at" timestamp with time zone NOT NULL,
	"last_hand_at" timestamp with time zone NOT NULL,
	"hands_played" integer NOT NULL,
	"earnings" double precision NOT NULL,
	"stats" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_stats_player_id_grouping_group_key_pk" PRIMARY KEY("player_id","grouping","group_key")
);
--> statement-breakpoint
ALTER TABLE "hand" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_stats_player_last_idx" ON "player_stats" USING btree ("player_id","grouping","last_hand_at");--> statement-breakpoint
CREATE INDEX "player_stats_location_idx" ON "player_stats" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "hand" ADD CONSTRAINT "hand_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hand_location_started_idx" ON "hand" USING btree ("location_id","started_at","id");