-- Issue 27: the room's default secure delay (seconds) for a table with an overlay link whose delay nobody
-- chose; 30 s unless a manager changes it in Location Settings.
ALTER TABLE "location" ADD COLUMN "default_stream_delay_seconds" integer DEFAULT 30 NOT NULL;