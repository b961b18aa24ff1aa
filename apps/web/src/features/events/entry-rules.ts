/**
 * Which entry buttons a player's row enables (check, ask, do: the server decides and refuses the rest
 * with its reason; these only keep a button the rules would refuse from being pressed). The rules are
 * the server's (apps/server/src/services/events-play.ts): only while the event runs, a rebuy up to and including the rebuy level, a
 * re-entry after an elimination up to its level and at most `maxCount` times, one add-on at its level
 * (or the break after it).
 */
import type { EntryKind, EventDetail, EventPlayerView } from '@railbird/protocol';

type Rules = Pick<EventDetail, 'rebuy' | 'reEntry' | 'addOn' | 'status' | 'isRegistrationOpen'>;

/** Why `kind` cannot be taken by `player` at `levelIndex` now, or null when the rules allow it. */
export function entryRefusal(
  event: Rules,
  player: Pick<EventPlayerView, 'isAlive' | 'reEntries' | 'addOns'>,
  kind: Exclude<EntryKind, 'BUY_IN'>,
  levelIndex: number,
): string | null {
  if (event.status === 'FINISHED') return 'The event is over.';
  if (event.status !== 'RUNNING') return 'The event has not started: start it first.';
  const level = (i: number) => `level ${i + 1}`;
  switch (kind) {
    case 'REBUY':
      if (!event.rebuy) return 'This event has no rebuys.';
      if (!player.isAlive) return 'Out of the event: a re-entry, not a rebuy.';
      if (levelIndex > event.rebuy.untilLevelIndex)
        return `Rebuys ended after ${level(event.rebuy.untilLevelIndex)}.`;
      return null;
    case 'RE_ENTRY':
      if (!event.reEntry) return 'This event has no re-entries.';
      if (player.isAlive) return 'Still in the event: re-entry is after an elimination.';
      if (levelIndex > event.reEntry.untilLevelIndex)
        return `Re-entries ended after ${level(event.reEntry.untilLevelIndex)}.`;
      if (player.reEntries >= event.reEntry.maxCount)
        return `Already re-entered ${player.reEntries === 1 ? 'once' : `${player.reEntries} times`} (the most allowed).`;
      return null;
    case 'ADD_ON':
      if (!event.addOn) return 'This event has no add-on.';
      if (!player.isAlive) return 'Out of the event.';
      if (player.addOns > 0) return 'Already took the add-on.';
      if (levelIndex !== event.addOn.atLevelIndex)
        return `The add-on is at ${level(event.addOn.atLevelIndex)}.`;
      return null;
  }
}

/** Why a new player cannot buy in now, or null. */
export function buyInRefusal(
  event: Pick<EventDetail, 'status' | 'isRegistrationOpen' | 'playersLeft' | 'maxPlayers'>,
): string | null {
  if (event.status === 'FINISHED') return 'The event is over.';
  if (!event.isRegistrationOpen) return 'Registration is closed: open it to register players.';
  if (event.playersLeft >= event.maxPlayers)
    return `The event is full: ${event.playersLeft} of ${event.maxPlayers} players are in play.`;
  return null;
}

/** Why nobody can be eliminated now, or null. */
export function eliminateRefusal(event: Pick<EventDetail, 'status' | 'playersLeft'>): string | null {
  if (event.status === 'FINISHED') return 'The event is over.';
  if (event.status !== 'RUNNING') return 'The event has not started: start it first.';
  if (event.playersLeft <= 1) return 'One player is left: the event is won.';
  return null;
}
