-- Issue 20 (decision 016): table engine secrets sealed at rest, and rotation with a grace period.
-- SQL cannot seal with the server's key, so "secret" keeps its type and the server seals every value
-- without the "v1:" prefix on start (sealPlainTableSecrets, apps/server/src/engine/local-engine.ts);
-- until then a plain value still reads as it is. previous_secret (sealed too) is the secret before the
-- last rotation, accepted until secret_rotated_at + the grace period.
ALTER TABLE "poker_table" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "poker_table" ADD COLUMN "secret_rotated_at" timestamp with time zone;
