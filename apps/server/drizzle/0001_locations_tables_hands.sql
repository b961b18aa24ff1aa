CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"event_id" text NOT NULL,
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" double precision NOT NULL,
	"place" integer,
	"payout" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"max_players" integer NOT NULL,
	"is_registration_open" boolean DEFAULT false NOT NULL,
	"is_running" boolean DEFAULT false NOT NULL,
	"buy_in" double precision DEFAULT 0 NOT NULL,
	"rebuy" double precision DEFAULT 0 NOT NULL,
	"re_entry" double precision DEFAULT 0 NOT NULL,
	"add_on" double precision DEFAULT 0 NOT NULL,
	"bounty" double precision DEFAULT 0 NOT NULL,
	"payouts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"league" text,
	"results" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hand" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"table_id" text,
	"table_key" text NOT NULL,
	"hand_number" integer NOT NULL,
	"variation" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"phh" text NOT NULL,
	"action_times" jsonb NOT NULL,
	"big_blind" double precision NOT NULL,
	"showdown" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hand_player" (
	"hand_id" text NOT NULL,
	"player_index" integer NOT NULL,
	"location_id" text NOT NULL,
	"player_id" text,
	"seat_index" integer NOT NULL,
	"display_name" text NOT NULL,
	"position" text,
	"starting_stack" double precision NOT NULL,
	"finishing_stack" double precision NOT NULL,
	"net" double precision NOT NULL,
	"collected" double precision NOT NULL,
	"net_big_blinds" double precision NOT NULL,
	"won" boolean NOT NULL,
	"lost" boolean NOT NULL,
	"hole_cards" jsonb NOT NULL,
	"hand_class" text,
	"prime_product" bigint,
	"tank_longest" integer NOT NULL,
	"tank_total" integer NOT NULL,
	"tank_decisions" integer NOT NULL,
	"luck" double precision,
	"luck_big_blinds" double precision,
	"counts" jsonb NOT NULL,
	CONSTRAINT "hand_player_hand_id_player_index_pk" PRIMARY KEY("hand_id","player_index")
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_user_id" text,
	"recipient_user_id" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_read" (
	"notification_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_read_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "overlay_link" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"table_id" text NOT NULL,
	"route" text NOT NULL,
	"scope" text NOT NULL,
	"label" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overlay_skin" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"display_name" text NOT NULL,
	"handle" text,
	"phone" text,
	"profile_url" text,
	"bio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poker_table" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"ip" text,
	"mode" text DEFAULT 'NONE' NOT NULL,
	"settings" jsonb NOT NULL,
	"constants" jsonb NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poker_table_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "seating" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"table_id" text NOT NULL,
	"player_id" text NOT NULL,
	"seat_index" integer NOT NULL,
	"buy_in" double precision DEFAULT 0 NOT NULL,
	"seated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "db_url" text;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_location_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_location_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry" ADD CONSTRAINT "entry_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry" ADD CONSTRAINT "entry_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry" ADD CONSTRAINT "entry_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand" ADD CONSTRAINT "hand_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand" ADD CONSTRAINT "hand_table_id_poker_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."poker_table"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_player" ADD CONSTRAINT "hand_player_hand_id_hand_id_fk" FOREIGN KEY ("hand_id") REFERENCES "public"."hand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_player" ADD CONSTRAINT "hand_player_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_player" ADD CONSTRAINT "hand_player_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_recipient_user_id_user_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_read" ADD CONSTRAINT "notification_read_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_read" ADD CONSTRAINT "notification_read_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_link" ADD CONSTRAINT "overlay_link_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_link" ADD CONSTRAINT "overlay_link_table_id_poker_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."poker_table"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_link" ADD CONSTRAINT "overlay_link_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_skin" ADD CONSTRAINT "overlay_skin_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player" ADD CONSTRAINT "player_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poker_table" ADD CONSTRAINT "poker_table_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating" ADD CONSTRAINT "seating_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating" ADD CONSTRAINT "seating_table_id_poker_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."poker_table"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating" ADD CONSTRAINT "seating_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_organization_id_idx" ON "invitation" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");--> statement-breakpoint
CREATE INDEX "member_organization_id_idx" ON "member" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_user_location_idx" ON "member" USING btree ("user_id","organization_id");--> statement-breakpoint
CREATE INDEX "entry_event_idx" ON "entry" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "entry_player_idx" ON "entry" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "event_location_start_idx" ON "event" USING btree ("location_id","start_time");--> statement-breakpoint
CREATE INDEX "hand_location_ended_idx" ON "hand" USING btree ("location_id","ended_at");--> statement-breakpoint
CREATE INDEX "hand_table_number_idx" ON "hand" USING btree ("table_id","hand_number");--> statement-breakpoint
CREATE INDEX "hand_player_player_idx" ON "hand_player" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "hand_player_location_idx" ON "hand_player" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "notification_location_created_idx" ON "notification" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "overlay_link_location_idx" ON "overlay_link" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overlay_skin_location_key_idx" ON "overlay_skin" USING btree ("location_id","key");--> statement-breakpoint
CREATE INDEX "player_location_name_idx" ON "player" USING btree ("location_id","display_name");--> statement-breakpoint
CREATE INDEX "poker_table_location_idx" ON "poker_table" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "seating_table_idx" ON "seating" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "seating_player_idx" ON "seating" USING btree ("player_id");