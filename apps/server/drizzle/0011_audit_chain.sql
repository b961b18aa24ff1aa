-- Issue 20 (decision 012): the audit log becomes a hash chain. Each entry carries the hash of the one
-- before it (prev_hash; 64 zeros for a location's first) and its own, hex(sha256(prev_hash || content))
-- (packages/protocol/src/audit-chain.ts); audit_head keeps the last hash. Entries written before this
-- are chained here, in seq order per location, exactly as recordChange chains new ones.
ALTER TABLE "audit_entry" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_entry" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_head" ADD COLUMN "hash" text;--> statement-breakpoint
WITH RECURSIVE chain AS (
  SELECT e.id, e.location_id, e.seq, repeat('0', 64) AS prev_hash,
         encode(sha256(convert_to(repeat('0', 64) || e.content, 'UTF8')), 'hex') AS hash
  FROM "audit_entry" e WHERE e.seq = 1
  UNION ALL
  SELECT e.id, e.location_id, e.seq, c.hash,
         encode(sha256(convert_to(c.hash || e.content, 'UTF8')), 'hex')
  FROM "audit_entry" e JOIN chain c ON e.location_id = c.location_id AND e.seq = c.seq + 1
)
UPDATE "audit_entry" SET "prev_hash" = chain.prev_hash, "hash" = chain.hash
FROM chain WHERE "audit_entry".id = chain.id;--> statement-breakpoint
UPDATE "audit_head" h SET "hash" = e.hash
FROM "audit_entry" e WHERE e.location_id = h.location_id AND e.seq = h.seq;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
-- Append-only, held by the database itself: no UPDATE, and no DELETE except the cascade of a deleted
-- location (its row is already gone when the cascade reaches its log). Whoever can switch the trigger
-- off can still edit the table; the chain is what shows that they did.
CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "location" WHERE id = OLD.location_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_entry is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entry_append_only" BEFORE UPDATE OR DELETE ON "audit_entry"
FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"();
