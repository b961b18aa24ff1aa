-- Issue 18: the vault's player filter finds the hands of the matching names from hand_player first
-- (services/vault.ts): the names played under at a location by a skip scan of this index, one probe a
-- name, then those names' hands from the index alone.
-- (The journal's "when" is later than 0008's hand-written one: the migrator applies by that order.)
CREATE INDEX "hand_player_location_name_idx" ON "hand_player" USING btree ("location_id","display_name","hand_id");
