CREATE TABLE "audit_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_type" text,
	"table_key" text,
	"kind" text NOT NULL,
	"subject_id" text,
	"subject_name" text,
	"before" jsonb,
	"after" jsonb,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_head" (
	"location_id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_head" ADD CONSTRAINT "audit_head_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entry_location_seq_idx" ON "audit_entry" USING btree ("location_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entry_location_table_seq_idx" ON "audit_entry" USING btree ("location_id","table_key","seq");