-- Issue 15: every phone number stored in one E.164-like form, as protocol's normalizePhone writes
-- new ones: "+" and digits; ten digits without "+" are North American ("+1"). Rows that are not
-- phone-like (spec §5: at least 10 digits once dashes, parentheses and spaces are removed) are left
-- as they are. Running it again changes nothing.
UPDATE "player" SET "phone" = CASE
    WHEN c.compact LIKE '+%' THEN c.compact
    WHEN length(c.compact) = 10 THEN '+1' || c.compact
    ELSE '+' || c.compact
  END
FROM (SELECT "id", regexp_replace(btrim("phone"), '[-()[:space:]]', '', 'g') AS compact FROM "player" WHERE "phone" IS NOT NULL) AS c
WHERE "player"."id" = c."id" AND c.compact ~ '^\+?[0-9]{10,}$';--> statement-breakpoint
UPDATE "user" SET "phone" = CASE
    WHEN c.compact LIKE '+%' THEN c.compact
    WHEN length(c.compact) = 10 THEN '+1' || c.compact
    ELSE '+' || c.compact
  END
FROM (SELECT "id", regexp_replace(btrim("phone"), '[-()[:space:]]', '', 'g') AS compact FROM "user" WHERE "phone" IS NOT NULL) AS c
WHERE "user"."id" = c."id" AND c.compact ~ '^\+?[0-9]{10,}$';
