-- Issue 19: the chips the add-on games move because a hand ended (runner-up, powerups, bingo,
-- fortunes) come with the hand (`completedHand.addOnTransfers`) and are kept beside its PHH, which
-- stays the poker result. Null when none moved, as for every hand stored before this.
-- (The journal's "when" is later than 0009's hand-written one: the migrator applies by that order.)
ALTER TABLE "hand" ADD COLUMN "add_on_transfers" jsonb;
