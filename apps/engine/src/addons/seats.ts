/**
 * A banked game's seats follow the table's (issue 19). Blackjack and UTH are dealt to the players
 * seated at the table, so while one is on every seat command is also a move in the game: `seatPlayer`
 * sits the player down with the seat's whole chips, `unseatPlayer` makes them leave, `movePlayer` is a
 * leave and a sit at the new seat, `rebuy` tops the game seat up by the chips added. The game's own
 * check decides (BJ-19, UTH-19: a seat with chips riding on the round can neither leave nor add chips);
 * this module words its refusal for the table, and the seat command then changes nothing at all.
 *
 * The invariant the seat commands keep (tested over random play in seats.test.ts): the game's seats are
 * the table's seats not knocked out of a tournament, each with the table stack's whole chips.
 */
import { blackjack, uth } from '@railbird/poker/addons';
import { ADD_ON_TITLES } from '@railbird/protocol';
import { type AddOnsModel, bankedGame } from './model.js';

export type SeatFollowed =
  | {
      readonly ok: true;
      readonly addOns: AddOnsModel | undefined;
      /** Chips the game handed back to the player on leaving: a blackjack bet not yet dealt to. */
      readonly returned: number;
    }
  | { readonly ok: false; readonly message: string };

type SeatMove =
  | { readonly type: 'sit'; readonly seatIndex: number; readonly stack: number }
  | { readonly type: 'leave'; readonly seatIndex: number }
  | { readonly type: 'topUp'; readonly seatIndex: number; readonly amount: number };

/** What the operator was doing, for the refusal: "…, then unseat". */
export type SeatDoing = 'seat the player' | 'unseat' | 'move them' | 'add the chips';

const GAME_WORDS = { blackjack: 'blackjack', uth: 'Ultimate Texas hold’em' } as const;

/** The whole chips a table stack plays with in a banked game (a fraction of a chip stays at the table). */
export function gameStack(stack: number): number {
  return Math.floor(stack);
}

/** Whether the banked game on (if any) has a player at `seatIndex`. */
export function inBankedGame(addOns: AddOnsModel | undefined, seatIndex: number): boolean {
  const game = bankedGame(addOns);
  if (!game) return false;
  const seats: readonly { seatIndex: number }[] = addOns![game]!.seats;
  return seats.some((s) => s.seatIndex === seatIndex);
}

const unchanged = (addOns: AddOnsModel | undefined): SeatFollowed => ({ ok: true, addOns, returned: 0 });

function apply(addOns: AddOnsModel | undefined, move: SeatMove, doing: SeatDoing): SeatFollowed {
  const game = bankedGame(addOns);
  if (!game) return unchanged(addOns);
  const before = addOns![game]!;
  const r =
    game === 'blackjack'
      ? blackjack.applyBlackjack(addOns!.blackjack!, move)
      : uth.applyUth(addOns!.uth!, move);
  if (!r.ok) {
    const { code, message, rule } = r.error;
    const seat = `Seat ${move.seatIndex + 1}`;
    if (code === 'BET_RIDING') {
      const takeBack = game === 'uth' && before.roundState === 'WAITING_FOR_BETS';
      const how = takeBack ? 'take it back (an ante of 0) or finish the round' : 'finish the round';
      return {
        ok: false,
        message: `${seat} has a bet riding on this ${GAME_WORDS[game]} round: ${how}, then ${doing} (rule ${rule}).`,
      };
    }
    return { ok: false, message: `${ADD_ON_TITLES[game]}: ${message} (rule ${rule}).` };
  }
  let returned = 0;
  for (const e of r.events as readonly { type: string; seatIndex?: number; stack?: number }[]) {
    if (e.type !== 'left') continue;
    const had = before.seats.find((s) => s.seatIndex === e.seatIndex)?.stack ?? 0;
    returned = (e.stack ?? had) - had;
  }
  return { ok: true, addOns: { ...addOns!, [game]: r.state }, returned };
}

/** `seatPlayer`: the player sits down in the game with the seat's whole chips (plays from the next round). */
export function bankedSit(addOns: AddOnsModel | undefined, seatIndex: number, stack: number): SeatFollowed {
  return apply(addOns, { type: 'sit', seatIndex, stack: gameStack(stack) }, 'seat the player');
}

/** `unseatPlayer`: the player leaves the game; refused while chips ride on the round. */
export function bankedLeave(
  addOns: AddOnsModel | undefined,
  seatIndex: number,
  doing: SeatDoing = 'unseat',
): SeatFollowed {
  // A seat knocked out of a tournament is not in the game: nothing to leave.
  if (!inBankedGame(addOns, seatIndex)) return unchanged(addOns);
  return apply(addOns, { type: 'leave', seatIndex }, doing);
}

/**
 * `movePlayer`: the player leaves the game at `from` and sits down at `to` with the same chips (`stack`,
 * the table seat's; a blackjack bet not yet dealt to comes back to it: `returned`).
 */
export function bankedMove(
  addOns: AddOnsModel | undefined,
  from: number,
  to: number,
  stack: number,
): SeatFollowed {
  if (!inBankedGame(addOns, from)) return unchanged(addOns);
  const left = bankedLeave(addOns, from, 'move them');
  if (!left.ok) return left;
  const sat = apply(
    left.addOns,
    { type: 'sit', seatIndex: to, stack: gameStack(stack) + left.returned },
    'move them',
  );
  return sat.ok ? { ...sat, returned: left.returned } : sat;
}

/**
 * `rebuy`: the table stack goes from `before` to `after`; the game seat grows by the same whole chips
 * (refused while chips ride). A seat not in the game (knocked out of a tournament) sits down with them.
 */
export function bankedRebuy(
  addOns: AddOnsModel | undefined,
  seatIndex: number,
  before: number,
  after: number,
): SeatFollowed {
  if (!bankedGame(addOns)) return unchanged(addOns);
  if (!inBankedGame(addOns, seatIndex))
    return apply(addOns, { type: 'sit', seatIndex, stack: gameStack(after) }, 'add the chips');
  const amount = gameStack(after) - gameStack(before);
  if (amount <= 0) return unchanged(addOns);
  return apply(addOns, { type: 'topUp', seatIndex, amount }, 'add the chips');
}
