ALTER TABLE "overlay_link" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "poker_table" ADD COLUMN "obs" jsonb;